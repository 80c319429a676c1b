import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  admin,
  createCompany,
  me,
  member,
  requester,
  requestToJoin,
  signUp,
} from '../../../tests/setup/fixtures';
import { type ApiResponse, createTestApp, errorOf } from '../../../tests/setup/test-app';
import type { JoinRequestForReview } from '../../shared/api';
import { apiMessages, validationMessages } from '../../shared/messages';
import { companyJoinRequests, profiles, userRoles } from '../db/schema';

const t = await createTestApp();
/** A second app on a database of its own, with a tight limit on join requests. */
const limited = await createTestApp({
  rateLimits: { joinRequestsPerUser: { limit: 3, windowSeconds: 3600 } },
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function approve(token: string, id: string) {
  return t.request<{ joinRequest: { id: string; status: string } }>(
    'POST',
    `/api/join-requests/${id}/approve`,
    undefined,
    { token },
  );
}

function reject(token: string, id: string) {
  return t.request<{ joinRequest: { id: string; status: string } }>(
    'POST',
    `/api/join-requests/${id}/reject`,
    undefined,
    { token },
  );
}

function list(token: string | undefined, query = '?status=pending') {
  return t.request<JoinRequestForReview[]>(
    'GET',
    `/api/join-requests${query}`,
    undefined,
    token ? { token } : {},
  );
}

function requestRowsOf(userId: string) {
  return t.db.select().from(companyJoinRequests).where(eq(companyJoinRequests.userId, userId));
}

async function requestRow(id: string) {
  const [row] = await t.db.select().from(companyJoinRequests).where(eq(companyJoinRequests.id, id));
  return row;
}

function rolesOf(userId: string) {
  return t.db.select().from(userRoles).where(eq(userRoles.userId, userId));
}

async function companyIdOf(userId: string) {
  const [row] = await t.db
    .select({ companyId: profiles.companyId })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row?.companyId;
}

const statuses = (responses: ApiResponse[]) => responses.map((response) => response.status).sort();

/** Checks that a decision was refused and the request and its requester are exactly as before. */
async function expectUntouched(person: { requestId: string; session: { user: { id: string } } }) {
  expect(await requestRow(person.requestId)).toMatchObject({
    status: 'pending',
    decidedAt: null,
    decidedBy: null,
  });
  expect(await companyIdOf(person.session.user.id)).toBeNull();
  expect(await rolesOf(person.session.user.id)).toHaveLength(0);
}

describe('asking to join a company', () => {
  it('creates a pending request for the company with that code', async () => {
    const owner = await admin(t);
    const person = await signUp(t);
    const response = await requestToJoin(t, person.token, owner.company.companyCode);
    expect(response.status).toBe(201);
    expect(response.body.joinRequest).toMatchObject({ id: expect.stringMatching(UUID), status: 'pending' });

    const rows = await requestRowsOf(person.session.user.id);
    expect(rows).toEqual([
      expect.objectContaining({
        id: response.body.joinRequest.id,
        companyId: owner.company.id,
        status: 'pending',
        decidedAt: null,
        decidedBy: null,
      }),
    ]);
    expect(await companyIdOf(person.session.user.id)).toBeNull();
  });

  it('shows the pending request to the requester, who has no company yet', async () => {
    const owner = await admin(t, 'Pipeline Crew');
    const person = await requester(t, owner.company.companyCode);
    const profile = await me(t, person.token);
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ profile: { companyId: null }, company: null, role: null });
    expect(profile.body.joinRequests).toEqual([
      {
        id: person.requestId,
        companyName: 'Pipeline Crew',
        status: 'pending',
        createdAt: expect.any(String),
      },
    ]);
    expect(Date.parse(profile.body.joinRequests[0]?.createdAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('lists requests to several companies, each with its company name', async () => {
    const first = await admin(t, 'North Shore');
    const second = await admin(t, 'South Swell');
    const person = await requester(t, first.company.companyCode);
    const again = await requestToJoin(t, person.token, second.company.companyCode);
    expect(again.status).toBe(201);
    const { joinRequests } = (await me(t, person.token)).body;
    expect(joinRequests.map((request) => request.companyName).sort()).toEqual(['North Shore', 'South Swell']);
    expect(joinRequests.every((request) => request.status === 'pending')).toBe(true);
  });

  it('trims the code', async () => {
    const owner = await admin(t);
    const person = await signUp(t);
    const response = await requestToJoin(t, person.token, `  ${owner.company.companyCode}\t`);
    expect(response.status).toBe(201);
    expect(await requestRowsOf(person.session.user.id)).toHaveLength(1);
  });

  it('answers an unknown code with "Company not found"', async () => {
    const owner = await admin(t);
    const person = await signUp(t);
    // A valid code that differs from the real one in its last character.
    const code = owner.company.companyCode;
    const unknown = `${code.slice(0, 7)}${code.endsWith('0') ? '1' : '0'}`;
    const response = await requestToJoin(t, person.token, unknown);
    expect(response.status).toBe(404);
    expect(errorOf(response)).toEqual({ code: 'company_not_found', message: apiMessages.companyNotFound });
    expect(await requestRowsOf(person.session.user.id)).toHaveLength(0);
  });

  it('refuses a second request to the same company', async () => {
    const owner = await admin(t);
    const person = await requester(t, owner.company.companyCode);
    const again = await requestToJoin(t, person.token, owner.company.companyCode);
    expect(again.status).toBe(409);
    expect(errorOf(again)).toEqual({ code: 'already_requested', message: apiMessages.alreadyRequested });
    expect(await requestRowsOf(person.session.user.id)).toHaveLength(1);
  });

  it('refuses a person who already belongs to a company', async () => {
    const owner = await admin(t);
    const other = await admin(t, 'Other Crew');
    const person = await member(t, other);
    for (const token of [other.token, person.token]) {
      const response = await requestToJoin(t, token, owner.company.companyCode);
      expect(response.status).toBe(409);
      expect(errorOf(response)).toEqual({
        code: 'already_in_company',
        message: apiMessages.alreadyInCompany,
      });
    }
    expect(await requestRowsOf(other.session.user.id)).toHaveLength(0);
    expect(await requestRowsOf(person.session.user.id)).toHaveLength(1);
  });

  it('refuses an admin asking to join their own company', async () => {
    const owner = await admin(t);
    const response = await requestToJoin(t, owner.token, owner.company.companyCode);
    expect(response.status).toBe(409);
    expect(errorOf(response).code).toBe('already_in_company');
    expect(await requestRowsOf(owner.session.user.id)).toHaveLength(0);
  });

  it.each([
    ['an empty code', '', validationMessages.companyCodeLength],
    ['a blank code', '        ', validationMessages.companyCodeLength],
    ['a 7-character code', 'ABCD123', validationMessages.companyCodeLength],
    ['a 9-character code', 'ABCD12345', validationMessages.companyCodeLength],
    ['a short lowercase code', 'abcd123', validationMessages.companyCodeLength],
    ['a code of 7 characters and a dash', 'ABCD-123', validationMessages.companyCodeLength],
    ['a code with an underscore', 'ABCD_123', validationMessages.companyCodeCharacters],
    ['a code with an accented letter', 'ÄBCD1234', validationMessages.companyCodeCharacters],
  ])('refuses %s with the spec message', async (_, companyCode, message) => {
    const person = await signUp(t);
    const response = await requestToJoin(t, person.token, companyCode);
    expect(response.status).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'validation_failed', message });
    expect(await requestRowsOf(person.session.user.id)).toHaveLength(0);
  });

  it.each([
    ['in lower case', (code: string) => code.toLowerCase()],
    ['with spaces', (code: string) => ` ${code.slice(0, 4)} ${code.slice(4)} `],
    ['with a dash', (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`],
    [
      'in lower case with dashes and spaces',
      (code: string) => `${code.slice(0, 4)} - ${code.slice(4)}`.toLowerCase(),
    ],
  ])('finds the company from its code typed %s', async (_, typed) => {
    const owner = await admin(t);
    const person = await signUp(t);
    // (A code of digits alone, about one in 30,000, reads the same in lower case.)
    const typedCode = typed(owner.company.companyCode);
    const response = await requestToJoin(t, person.token, typedCode);
    expect(response.status, typedCode).toBe(201);
    expect(await requestRowsOf(person.session.user.id)).toEqual([
      expect.objectContaining({ companyId: owner.company.id, status: 'pending' }),
    ]);
  });

  it('refuses a body without a code', async () => {
    const person = await signUp(t);
    const response = await t.request('POST', '/api/join-requests', {}, { token: person.token });
    expect(response.status).toBe(400);
    expect(errorOf(response).code).toBe('validation_failed');
  });

  it('refuses a body sent without a JSON content type', async () => {
    const owner = await admin(t);
    const person = await signUp(t);
    const response = await t.request('POST', '/api/join-requests', undefined, {
      token: person.token,
      raw: JSON.stringify({ companyCode: owner.company.companyCode }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
    expect(await requestRowsOf(person.session.user.id)).toHaveLength(0);
  });

  it('needs a signed-in person', async () => {
    const owner = await admin(t);
    const response = await t.request('POST', '/api/join-requests', {
      companyCode: owner.company.companyCode,
    });
    expect(response.status).toBe(401);
    expect(errorOf(response)).toEqual({ code: 'not_signed_in', message: apiMessages.notSignedIn });
    expect(
      await t.db
        .select()
        .from(companyJoinRequests)
        .where(eq(companyJoinRequests.companyId, owner.company.id)),
    ).toHaveLength(0);
  });
});

describe('an admin listing join requests', () => {
  it('sees only their own company’s pending requests, with who asked', async () => {
    const owner = await admin(t, 'Reef Breakers');
    const rival = await admin(t, 'Rival Crew');
    const first = await requester(t, owner.company.companyCode, 'First Asker');
    const second = await requester(t, owner.company.companyCode, 'Second Asker');
    const elsewhere = await requester(t, rival.company.companyCode, 'Rival Asker');

    const response = await list(owner.token);
    expect(response.status).toBe(200);
    const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
    expect([...response.body].sort(byId)).toEqual(
      [
        {
          id: first.requestId,
          status: 'pending',
          createdAt: expect.any(String),
          user: {
            id: first.session.user.id,
            fullName: 'First Asker',
            email: first.email,
            emailVerified: false,
          },
        },
        {
          id: second.requestId,
          status: 'pending',
          createdAt: expect.any(String),
          user: {
            id: second.session.user.id,
            fullName: 'Second Asker',
            email: second.email,
            emailVerified: false,
          },
        },
      ].sort(byId),
    );

    const rivalList = await list(rival.token);
    expect(rivalList.body.map((request) => request.id)).toEqual([elsewhere.requestId]);
    expect(rivalList.body.map((request) => request.id)).not.toContain(first.requestId);
  });

  it('lists pending requests when no status is given', async () => {
    const owner = await admin(t);
    const person = await requester(t, owner.company.companyCode);
    const response = await list(owner.token, '');
    expect(response.status).toBe(200);
    expect(response.body.map((request) => request.id)).toEqual([person.requestId]);
  });

  it('lists approved and rejected requests by status', async () => {
    const owner = await admin(t);
    const accepted = await requester(t, owner.company.companyCode, 'Accepted Asker');
    const refused = await requester(t, owner.company.companyCode, 'Refused Asker');
    const waiting = await requester(t, owner.company.companyCode, 'Waiting Asker');
    expect((await approve(owner.token, accepted.requestId)).status).toBe(200);
    expect((await reject(owner.token, refused.requestId)).status).toBe(200);

    const ids = async (query: string) => (await list(owner.token, query)).body.map((request) => request.id);
    expect(await ids('?status=pending')).toEqual([waiting.requestId]);
    expect(await ids('?status=approved')).toEqual([accepted.requestId]);
    expect(await ids('?status=rejected')).toEqual([refused.requestId]);

    const approved = await list(owner.token, '?status=approved');
    expect(approved.body[0]).toMatchObject({ status: 'approved', user: { fullName: 'Accepted Asker' } });
    const rejected = await list(owner.token, '?status=rejected');
    expect(rejected.body[0]).toMatchObject({ status: 'rejected', user: { fullName: 'Refused Asker' } });
  });

  it('refuses an unknown status', async () => {
    const owner = await admin(t);
    for (const query of ['?status=done', '?status=PENDING', '?status=']) {
      const response = await list(owner.token, query);
      expect(response.status, query).toBe(400);
      expect(errorOf(response).code).toBe('validation_failed');
    }
  });

  it('is for admins only: a member is refused', async () => {
    const owner = await admin(t);
    await requester(t, owner.company.companyCode);
    const person = await member(t, owner);
    const response = await list(person.token);
    expect(response.status).toBe(403);
    expect(errorOf(response)).toEqual({ code: 'forbidden', message: apiMessages.adminOnly });
  });

  it('is refused to a person without a company, even one with a pending request', async () => {
    const owner = await admin(t);
    const loner = await signUp(t);
    const person = await requester(t, owner.company.companyCode);
    for (const token of [loner.token, person.token]) {
      const response = await list(token);
      expect(response.status).toBe(403);
      expect(errorOf(response).code).toBe('forbidden');
    }
  });

  it('needs a signed-in person', async () => {
    const response = await list(undefined);
    expect(response.status).toBe(401);
    expect(errorOf(response).code).toBe('not_signed_in');
  });
});

describe('approving a join request', () => {
  it('makes the requester a member, who does not see the company code', async () => {
    const owner = await admin(t, 'Big Wave Co');
    const person = await requester(t, owner.company.companyCode);
    const response = await approve(owner.token, person.requestId);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ joinRequest: { id: person.requestId, status: 'approved' } });

    const profile = await me(t, person.token);
    expect(profile.body.company).toEqual({ id: owner.company.id, name: 'Big Wave Co' });
    expect(profile.body.company).not.toHaveProperty('companyCode');
    expect(profile.body.role).toBe('member');
    expect(profile.body.profile?.companyId).toBe(owner.company.id);
    expect(profile.body.joinRequests).toEqual([
      { id: person.requestId, companyName: 'Big Wave Co', status: 'approved', createdAt: expect.any(String) },
    ]);

    expect(await rolesOf(person.session.user.id)).toEqual([
      expect.objectContaining({ companyId: owner.company.id, role: 'member' }),
    ]);
    expect(await requestRow(person.requestId)).toMatchObject({
      status: 'approved',
      decidedBy: owner.session.user.id,
      decidedAt: expect.any(Date),
    });
  });

  it('leaves the admin’s own membership as it was', async () => {
    const owner = await admin(t);
    await member(t, owner);
    const profile = await me(t, owner.token);
    expect(profile.body).toMatchObject({
      role: 'admin',
      company: { companyCode: owner.company.companyCode },
    });
  });

  it('refuses to decide a request twice', async () => {
    const owner = await admin(t);
    const person = await requester(t, owner.company.companyCode);
    expect((await approve(owner.token, person.requestId)).status).toBe(200);

    for (const again of [
      await approve(owner.token, person.requestId),
      await reject(owner.token, person.requestId),
    ]) {
      expect(again.status).toBe(409);
      expect(errorOf(again)).toEqual({ code: 'already_decided', message: apiMessages.alreadyDecided });
    }
    expect(await requestRow(person.requestId)).toMatchObject({ status: 'approved' });
    expect(await rolesOf(person.session.user.id)).toHaveLength(1);
    expect((await me(t, person.token)).body.role).toBe('member');
  });

  it('refuses a requester who has meanwhile created their own company, and stops listing them', async () => {
    const owner = await admin(t);
    const person = await requester(t, owner.company.companyCode);
    const own = await createCompany(t, person.token, { name: 'My Own Crew' });

    const listed = await list(owner.token);
    expect(listed.body.map((request) => request.id)).not.toContain(person.requestId);

    const response = await approve(owner.token, person.requestId);
    expect(response.status).toBe(409);
    expect(errorOf(response)).toEqual({
      code: 'requester_in_company',
      message: apiMessages.requesterInCompany,
    });

    expect(await companyIdOf(person.session.user.id)).toBe(own.id);
    expect(await rolesOf(person.session.user.id)).toEqual([
      expect.objectContaining({ companyId: own.id, role: 'admin' }),
    ]);
    expect(await requestRow(person.requestId)).toMatchObject({ status: 'pending', decidedBy: null });
  });

  it('refuses a requester whom another company has approved first', async () => {
    const first = await admin(t, 'First Crew');
    const second = await admin(t, 'Second Crew');
    const person = await requester(t, first.company.companyCode);
    const other = await requestToJoin(t, person.token, second.company.companyCode);
    expect(other.status).toBe(201);
    const otherId = other.body.joinRequest.id;

    expect((await approve(first.token, person.requestId)).status).toBe(200);
    expect((await list(second.token)).body.map((request) => request.id)).not.toContain(otherId);
    const late = await approve(second.token, otherId);
    expect(late.status).toBe(409);
    expect(errorOf(late).code).toBe('requester_in_company');
    expect((await me(t, person.token)).body).toMatchObject({
      company: { id: first.company.id },
      role: 'member',
    });
    expect(await rolesOf(person.session.user.id)).toHaveLength(1);
  });
});

describe('rejecting a join request', () => {
  it('leaves the requester without a company and shows them the rejection', async () => {
    const owner = await admin(t, 'Closed Crew');
    const person = await requester(t, owner.company.companyCode);
    const response = await reject(owner.token, person.requestId);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ joinRequest: { id: person.requestId, status: 'rejected' } });

    const profile = await me(t, person.token);
    expect(profile.body).toMatchObject({ profile: { companyId: null }, company: null, role: null });
    expect(profile.body.joinRequests).toEqual([
      { id: person.requestId, companyName: 'Closed Crew', status: 'rejected', createdAt: expect.any(String) },
    ]);
    expect(await rolesOf(person.session.user.id)).toHaveLength(0);
    expect(await requestRow(person.requestId)).toMatchObject({
      status: 'rejected',
      decidedBy: owner.session.user.id,
      decidedAt: expect.any(Date),
    });
    expect((await list(owner.token)).body.map((request) => request.id)).not.toContain(person.requestId);
  });

  it('cannot be undone by approving afterwards', async () => {
    const owner = await admin(t);
    const person = await requester(t, owner.company.companyCode);
    expect((await reject(owner.token, person.requestId)).status).toBe(200);
    for (const again of [
      await approve(owner.token, person.requestId),
      await reject(owner.token, person.requestId),
    ]) {
      expect(again.status).toBe(409);
      expect(errorOf(again).code).toBe('already_decided');
    }
    expect(await companyIdOf(person.session.user.id)).toBeNull();
  });

  it('lets a rejected requester ask again: one new pending request, the rejection kept in history', async () => {
    const owner = await admin(t, 'Second Chance Crew');
    const person = await requester(t, owner.company.companyCode);
    expect((await reject(owner.token, person.requestId)).status).toBe(200);

    const again = await requestToJoin(t, person.token, owner.company.companyCode);
    expect(again.status).toBe(201);
    const newId = again.body.joinRequest.id;
    expect(newId).not.toBe(person.requestId);
    expect(await requestRow(person.requestId)).toMatchObject({
      status: 'rejected',
      decidedBy: owner.session.user.id,
    });
    expect(await requestRow(newId)).toMatchObject({ status: 'pending', decidedAt: null, decidedBy: null });

    // Still one pending request at a time.
    const third = await requestToJoin(t, person.token, owner.company.companyCode);
    expect(third.status).toBe(409);
    expect(errorOf(third)).toEqual({ code: 'already_requested', message: apiMessages.alreadyRequested });
    expect(await requestRowsOf(person.session.user.id)).toHaveLength(2);

    // The admin sees the new request, and the old one among the rejected; the person sees both.
    expect((await list(owner.token)).body.map((request) => request.id)).toEqual([newId]);
    expect((await list(owner.token, '?status=rejected')).body.map((request) => request.id)).toEqual([
      person.requestId,
    ]);
    const own = (await me(t, person.token)).body.joinRequests;
    expect(own.map(({ id, status }) => ({ id, status }))).toEqual([
      { id: newId, status: 'pending' },
      { id: person.requestId, status: 'rejected' },
    ]);

    expect((await approve(owner.token, newId)).status).toBe(200);
    expect(await companyIdOf(person.session.user.id)).toBe(owner.company.id);
  });

  it('refuses a new request after an approval: the person is in the company', async () => {
    const owner = await admin(t);
    const person = await member(t, owner);
    const again = await requestToJoin(t, person.token, owner.company.companyCode);
    expect(again.status).toBe(409);
    expect(errorOf(again).code).toBe('already_in_company');
    expect(await requestRowsOf(person.session.user.id)).toHaveLength(1);
  });

  it('lets a rejected requester ask another company', async () => {
    const owner = await admin(t);
    const other = await admin(t, 'Friendlier Crew');
    const person = await requester(t, owner.company.companyCode);
    expect((await reject(owner.token, person.requestId)).status).toBe(200);
    const response = await requestToJoin(t, person.token, other.company.companyCode);
    expect(response.status).toBe(201);
    expect(await requestRowsOf(person.session.user.id)).toHaveLength(2);
  });
});

describe('tenant isolation of decisions', () => {
  it('answers 404 to the admin of another company, approving or rejecting, and changes nothing', async () => {
    const owner = await admin(t);
    const stranger = await admin(t, 'Stranger Crew');
    const person = await requester(t, owner.company.companyCode);

    for (const response of [
      await approve(stranger.token, person.requestId),
      await reject(stranger.token, person.requestId),
    ]) {
      expect(response.status).toBe(404);
      expect(errorOf(response)).toEqual({ code: 'not_found', message: apiMessages.joinRequestNotFound });
    }
    await expectUntouched(person);
    expect((await list(owner.token)).body.map((request) => request.id)).toEqual([person.requestId]);
    expect(
      await t.db.select().from(userRoles).where(eq(userRoles.companyId, stranger.company.id)),
    ).toHaveLength(1);
  });

  it('answers a decided request of another company exactly like a missing one', async () => {
    const owner = await admin(t);
    const stranger = await admin(t);
    const person = await requester(t, owner.company.companyCode);
    expect((await approve(owner.token, person.requestId)).status).toBe(200);
    const response = await reject(stranger.token, person.requestId);
    expect(response.status).toBe(404);
    expect(errorOf(response).code).toBe('not_found');
    expect(await requestRow(person.requestId)).toMatchObject({
      status: 'approved',
      decidedBy: owner.session.user.id,
    });
  });

  it.each([['not-a-uuid'], ['12345'], ["1' or '1'='1"], ['00000000-0000-4000-8000-000000000000']])(
    'answers 404 to the request id %j',
    async (id) => {
      const owner = await admin(t);
      for (const response of [
        await approve(owner.token, encodeURIComponent(id)),
        await reject(owner.token, encodeURIComponent(id)),
      ]) {
        expect(response.status).toBe(404);
        expect(errorOf(response).code).toBe('not_found');
      }
    },
  );

  it('refuses decisions to a member of the company, and to the requester', async () => {
    const owner = await admin(t);
    const colleague = await member(t, owner);
    const person = await requester(t, owner.company.companyCode);
    for (const token of [colleague.token, person.token]) {
      for (const response of [
        await approve(token, person.requestId),
        await reject(token, person.requestId),
      ]) {
        expect(response.status).toBe(403);
        expect(errorOf(response)).toEqual({ code: 'forbidden', message: apiMessages.adminOnly });
      }
    }
    await expectUntouched(person);
  });

  it('needs a signed-in person', async () => {
    const owner = await admin(t);
    const person = await requester(t, owner.company.companyCode);
    for (const action of ['approve', 'reject']) {
      const response = await t.request('POST', `/api/join-requests/${person.requestId}/${action}`);
      expect(response.status).toBe(401);
    }
    await expectUntouched(person);
  });
});

describe('requests and decisions at the same time', () => {
  it('keeps 20 simultaneous identical requests to one', async () => {
    const owner = await admin(t);
    const person = await signUp(t);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => requestToJoin(t, person.token, owner.company.companyCode)),
    );
    expect(statuses(responses)).toEqual([201, ...Array<number>(19).fill(409)]);
    for (const response of responses.filter((r) => r.status === 409)) {
      expect(errorOf(response)).toEqual({ code: 'already_requested', message: apiMessages.alreadyRequested });
    }
    expect(await requestRowsOf(person.session.user.id)).toHaveLength(1);
  });

  it('lets exactly one of simultaneous approvals and rejections decide', async () => {
    const owner = await admin(t);
    const person = await requester(t, owner.company.companyCode);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? reject : approve)(owner.token, person.requestId)),
    );
    const winners = responses.filter((response) => response.status === 200);
    expect(winners).toHaveLength(1);
    expect(statuses(responses).filter((status) => status === 409)).toHaveLength(19);
    const decision = winners[0]?.body.joinRequest.status;
    expect(await requestRow(person.requestId)).toMatchObject({ status: decision });
    expect(await rolesOf(person.session.user.id)).toHaveLength(decision === 'approved' ? 1 : 0);
    expect(await companyIdOf(person.session.user.id)).toBe(decision === 'approved' ? owner.company.id : null);
  });

  it('ends in one company when a requester creates their own while being approved', async () => {
    const owner = await admin(t);
    const person = await requester(t, owner.company.companyCode);
    const [approval, creation] = await Promise.all([
      approve(owner.token, person.requestId),
      t.request<{ company: { id: string } }>(
        'POST',
        '/api/companies',
        { name: 'Solo Crew' },
        { token: person.token },
      ),
    ]);
    expect([approval.status, creation.status].sort()).toEqual(
      approval.status === 200 ? [200, 409] : [201, 409],
    );
    const roles = await rolesOf(person.session.user.id);
    expect(roles).toHaveLength(1);
    const companyId = await companyIdOf(person.session.user.id);
    if (approval.status === 200) {
      expect(errorOf(creation).code).toBe('already_in_company');
      expect(companyId).toBe(owner.company.id);
      expect(roles[0]).toMatchObject({ companyId: owner.company.id, role: 'member' });
    } else {
      expect(errorOf(approval).code).toBe('requester_in_company');
      expect(companyId).toBe(creation.body.company.id);
      expect(roles[0]).toMatchObject({ companyId: creation.body.company.id, role: 'admin' });
    }
  });
});

describe('guessing company codes', () => {
  it('is limited per person, counting unknown codes too', async () => {
    const owner = await admin(limited);
    const person = await signUp(limited);
    for (const guess of ['ZZZZZZZ1', 'ZZZZZZZ2', 'ZZZZZZZ3']) {
      expect((await requestToJoin(limited, person.token, guess)).status).toBe(404);
    }
    const response = await requestToJoin(limited, person.token, owner.company.companyCode);
    expect(response.status).toBe(429);
    expect(errorOf(response)).toEqual({ code: 'rate_limited', message: apiMessages.rateLimited });
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(
      await limited.db
        .select()
        .from(companyJoinRequests)
        .where(eq(companyJoinRequests.companyId, owner.company.id)),
    ).toHaveLength(0);

    // Another person is not held back by the first one's guesses.
    const other = await signUp(limited);
    expect((await requestToJoin(limited, other.token, owner.company.companyCode)).status).toBe(201);
  });
});
