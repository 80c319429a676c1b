import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admin, me, requester, requestToJoin, signUp } from '../../../tests/setup/fixtures';
import { type ApiResponse, createTestApp, errorOf } from '../../../tests/setup/test-app';
import type { CreatedCompany } from '../../shared/api';
import { apiMessages } from '../../shared/messages';
import { companies, companyJoinRequests, profiles, userRoles } from '../db/schema';

/**
 * The races of issue 5 at its sizes (join-requests.test.ts has smaller ones). The requests really run
 * at once, over a pool of 20 connections.
 */
const t = await createTestApp();

const statuses = (responses: ApiResponse[]) => responses.map((response) => response.status).sort();
const approve = (token: string, id: string) =>
  t.request('POST', `/api/join-requests/${id}/approve`, undefined, { token });
const reject = (token: string, id: string) =>
  t.request('POST', `/api/join-requests/${id}/reject`, undefined, { token });

function requestsOf(userId: string) {
  return t.db.select().from(companyJoinRequests).where(eq(companyJoinRequests.userId, userId));
}

function rolesOf(userId: string) {
  return t.db.select().from(userRoles).where(eq(userRoles.userId, userId));
}

async function companyIdOf(userId: string) {
  const [row] = await t.db
    .select({ companyId: profiles.companyId })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row?.companyId ?? null;
}

describe('races', () => {
  it('50 parallel identical join requests: exactly one row, one 201 and 49 × 409 already_requested', async () => {
    const owner = await admin(t);
    const person = await signUp(t);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => requestToJoin(t, person.token, owner.company.companyCode)),
    );
    expect(statuses(responses)).toEqual([201, ...Array<number>(49).fill(409)]);
    for (const response of responses.filter((r) => r.status === 409)) {
      expect(errorOf(response)).toEqual({ code: 'already_requested', message: apiMessages.alreadyRequested });
    }
    expect(await requestsOf(person.session.user.id)).toHaveLength(1);
  });

  it('50 parallel identical join requests after a rejection: one new pending row, the rejected one kept', async () => {
    const owner = await admin(t);
    const person = await requester(t, owner.company.companyCode);
    expect((await reject(owner.token, person.requestId)).status).toBe(200);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => requestToJoin(t, person.token, owner.company.companyCode)),
    );
    expect(statuses(responses)).toEqual([201, ...Array<number>(49).fill(409)]);
    for (const response of responses.filter((r) => r.status === 409)) {
      expect(errorOf(response).code).toBe('already_requested');
    }
    const rows = await requestsOf(person.session.user.id);
    expect(rows.map((row) => row.status).sort()).toEqual(['pending', 'rejected']);
    expect(rows.find((row) => row.status === 'rejected')?.id).toBe(person.requestId);
  });

  it('rejections and new requests at once never leave two pending requests (ten people, a rejection and 10 requests each)', async () => {
    const owner = await admin(t);
    const people = await Promise.all(
      Array.from({ length: 10 }, () => requester(t, owner.company.companyCode)),
    );
    const outcomes = await Promise.all(
      people.map((person) =>
        Promise.all([
          reject(owner.token, person.requestId),
          ...Array.from({ length: 10 }, () => requestToJoin(t, person.token, owner.company.companyCode)),
        ]),
      ),
    );
    for (const [i, person] of people.entries()) {
      const [rejection, ...requests] = outcomes[i]!;
      expect(rejection!.status).toBe(200);
      // Each request either came before the rejection committed (409) or after it (one 201 at most).
      const created = requests.filter((r) => r.status === 201);
      expect(created.length).toBeLessThanOrEqual(1);
      expect(requests.every((r) => r.status === 201 || errorOf(r).code === 'already_requested')).toBe(true);
      const rows = await requestsOf(person.session.user.id);
      expect(rows.filter((row) => row.status === 'pending')).toHaveLength(created.length);
      expect(rows.find((row) => row.id === person.requestId)?.status).toBe('rejected');
      expect(rows).toHaveLength(1 + created.length);
      // Once the rejection is in, a person whose requests all came too early may ask again.
      if (created.length === 0) {
        expect((await requestToJoin(t, person.token, owner.company.companyCode)).status).toBe(201);
      }
    }
  });

  it('50 parallel company creations by 50 people: 50 companies with 50 distinct codes, each with its admin', async () => {
    const people = await Promise.all(Array.from({ length: 50 }, () => signUp(t)));
    const responses = await Promise.all(
      people.map((person, i) =>
        t.request<{ company: CreatedCompany }>(
          'POST',
          '/api/companies',
          { name: `Crew ${i}` },
          { token: person.token },
        ),
      ),
    );
    expect(statuses(responses)).toEqual(Array<number>(50).fill(201));
    const codes = responses.map((response) => response.body.company.companyCode);
    for (const code of codes) expect(code).toMatch(/^[A-Z0-9]{8}$/);
    expect(new Set(codes).size).toBe(50);
    const ids = responses.map((response) => response.body.company.id);
    const stored = await t.db.select().from(companies).where(inArray(companies.id, ids));
    expect(new Set(stored.map((company) => company.companyCode)).size).toBe(50);
    for (const [i, person] of people.entries()) {
      expect(await rolesOf(person.session.user.id)).toEqual([
        expect.objectContaining({ companyId: ids[i], role: 'admin' }),
      ]);
      expect(await companyIdOf(person.session.user.id)).toBe(ids[i]);
    }
  });

  it('50 parallel company creations by one person: one company, 49 × 409 already_in_company', async () => {
    const person = await signUp(t);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.request('POST', '/api/companies', { name: `Solo ${i}` }, { token: person.token }),
      ),
    );
    expect(statuses(responses)).toEqual([201, ...Array<number>(49).fill(409)]);
    expect(await rolesOf(person.session.user.id)).toHaveLength(1);
  });

  it('20 parallel approvals of one request: one 200, 19 × 409 and one member row', async () => {
    const owner = await admin(t);
    const person = await requester(t, owner.company.companyCode);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => approve(owner.token, person.requestId)),
    );
    expect(statuses(responses)).toEqual([200, ...Array<number>(19).fill(409)]);
    for (const response of responses.filter((r) => r.status === 409)) {
      expect(errorOf(response).code).toBe('already_decided');
    }
    expect(await rolesOf(person.session.user.id)).toEqual([
      expect.objectContaining({ companyId: owner.company.id, role: 'member' }),
    ]);
    expect(await t.db.select().from(userRoles).where(eq(userRoles.companyId, owner.company.id))).toHaveLength(
      2,
    );
    expect(await companyIdOf(person.session.user.id)).toBe(owner.company.id);
  });

  it('a person approved into two companies at once ends in exactly one (ten people, both approvals each)', async () => {
    const first = await admin(t, 'Left Break');
    const second = await admin(t, 'Right Break');
    const people = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const person = await requester(t, first.company.companyCode);
        const other = await requestToJoin(t, person.token, second.company.companyCode);
        expect(other.status).toBe(201);
        return { ...person, otherRequestId: other.body.joinRequest.id };
      }),
    );
    const outcomes = await Promise.all(
      people.flatMap((person) => [
        approve(first.token, person.requestId),
        approve(second.token, person.otherRequestId),
      ]),
    );
    for (const [i, person] of people.entries()) {
      const pair = [outcomes[2 * i]!, outcomes[2 * i + 1]!];
      expect(statuses(pair)).toEqual([200, 409]);
      expect(errorOf(pair.find((r) => r.status === 409)!).code).toBe('requester_in_company');
      const winner = pair[0]!.status === 200 ? first : second;
      expect(await rolesOf(person.session.user.id)).toEqual([
        expect.objectContaining({ companyId: winner.company.id, role: 'member' }),
      ]);
      expect(await companyIdOf(person.session.user.id)).toBe(winner.company.id);
      expect((await me(t, person.token)).body).toMatchObject({
        company: { id: winner.company.id },
        role: 'member',
      });
      const decided = await t.db
        .select()
        .from(companyJoinRequests)
        .where(eq(companyJoinRequests.userId, person.session.user.id));
      expect(decided.map((row) => row.status).sort()).toEqual(['approved', 'pending']);
      expect(decided.find((row) => row.status === 'approved')?.companyId).toBe(winner.company.id);
    }
  });
});
