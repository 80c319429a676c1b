import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admin, member, PASSWORD } from '../../../tests/setup/fixtures';
import { insertGoal } from '../../../tests/setup/goal-rows';
import { createTestApp, errorOf } from '../../../tests/setup/test-app';
import type { DecisionRecord, DecisionSummary } from '../../shared/contract/strategy';
import { strategyMessages as m } from '../../shared/strategy-messages';
import { documentPeople, documents, documentVersions, notifications } from '../db/schema';

const t = await createTestApp();

type Who = { token: string; session: { user: { id: string } } };

const idOf = (who: Who) => who.session.user.id;
const propose = (who: Who, body: Record<string, unknown>) =>
  t.request<{ record: DecisionRecord }>(
    'POST',
    '/api/decisions',
    { title: 'Longer boards', ...body },
    { token: who.token },
  );
const get = (who: Who, id: string) =>
  t.request<{ record: DecisionRecord }>('GET', `/api/decisions/${id}`, undefined, { token: who.token });
const edit = (who: Who, id: string, body: Record<string, unknown>) =>
  t.request<{ record: DecisionRecord }>('PUT', `/api/decisions/${id}`, body, { token: who.token });
const decide = (who: Who, id: string, outcome: 'accepted' | 'rejected', version: number) =>
  t.request<{ record: DecisionRecord }>(
    'POST',
    `/api/decisions/${id}/decide`,
    { outcome, version },
    { token: who.token },
  );
const list = (who: Who, query = '') =>
  t.request<{ items: DecisionSummary[]; nextCursor: string | null }>(
    'GET',
    `/api/decisions${query}`,
    undefined,
    {
      token: who.token,
    },
  );

/** A company with an admin, a Driver and an Approver. */
async function crew() {
  const owner = await admin(t);
  const driver = await member(t, owner);
  const approver = await member(t, owner);
  return { owner, driver, approver };
}

async function teamOf(owner: Who, leadId: string) {
  const team = await t.request<{ team: { id: string } }>(
    'POST',
    '/api/teams',
    { name: `Team ${crypto.randomUUID().slice(0, 8)}`, leadIds: [leadId] },
    { token: owner.token },
  );
  expect(team.status).toBe(201);
  return team.body.team.id;
}

describe('decision records', () => {
  it('are proposed with the caller as Driver and exactly one Approver, read by the company', async () => {
    const { owner, driver, approver } = await crew();
    const made = await propose(driver, {
      context: 'Waves got bigger.',
      options: [{ title: 'Longer', pros: 'Speed', cons: 'Weight' }, { title: 'Keep' }],
      decision: 'Longer boards from June.',
      approverId: idOf(approver),
      contributorIds: [idOf(owner)],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.record).toMatchObject({
      status: 'proposed',
      version: 1,
      visibility: 'company',
      driver: { id: idOf(driver), fullName: 'Mo Member' },
      approver: { id: idOf(approver) },
      contributors: [{ id: idOf(owner) }],
      options: [
        { title: 'Longer', pros: 'Speed', cons: 'Weight' },
        { title: 'Keep', pros: null, cons: null },
      ],
      canEdit: true,
      canDecide: false,
    });
    const asApprover = await get(approver, made.body.record.id);
    expect(asApprover.body.record).toMatchObject({ canEdit: true, canDecide: true });
    const listed = await list(owner);
    expect(listed.body.items.map((item) => item.id)).toEqual([made.body.record.id]);
    const missing = await t.request(
      'POST',
      '/api/decisions',
      { title: 'No approver' },
      { token: driver.token },
    );
    expect(missing.status).toBe(400);
    expect(errorOf(missing).message).toBe(m.approverRequired);
  });

  it('hold exactly one Approver and one Driver in the data', async () => {
    const { owner, driver, approver } = await crew();
    const made = await propose(driver, { approverId: idOf(approver) });
    const row = { documentId: made.body.record.id, companyId: owner.company.id };
    await expect(
      t.db.insert(documentPeople).values({ ...row, role: 'approver', userId: idOf(owner) }),
    ).rejects.toThrow();
    await expect(
      t.db.insert(documentPeople).values({ ...row, role: 'driver', userId: idOf(owner) }),
    ).rejects.toThrow();
    // An edit naming another Approver replaces the one: still one.
    expect(
      (
        await edit(driver, made.body.record.id, {
          version: 1,
          title: 'Longer boards',
          approverId: idOf(owner),
        })
      ).status,
    ).toBe(200);
    const approvers = await t.db
      .select()
      .from(documentPeople)
      .where(and(eq(documentPeople.documentId, made.body.record.id), eq(documentPeople.role, 'approver')));
    expect(approvers.map((person) => person.userId)).toEqual([idOf(owner)]);
  });

  it('of a team are read by its members, leads and admins only', async () => {
    const { owner, driver, approver } = await crew();
    const outsider = await member(t, owner);
    const teamId = await teamOf(owner, idOf(driver));
    const added = await t.request(
      'POST',
      `/api/teams/${teamId}/members`,
      { userId: idOf(approver) },
      { token: owner.token },
    );
    expect(added.status).toBe(200);
    const made = await propose(driver, { visibility: 'team', teamId, approverId: idOf(approver) });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.record.id;
    expect((await get(approver, id)).status).toBe(200);
    expect((await get(owner, id)).status).toBe(200);
    expect((await get(outsider, id)).status).toBe(404);
    expect((await list(outsider)).body.items).toEqual([]);
    expect(
      (await t.request('GET', `/api/documents/${id}/versions`, undefined, { token: outsider.token })).status,
    ).toBe(404);
    expect((await edit(outsider, id, { version: 1, title: 'Mine', approverId: idOf(outsider) })).status).toBe(
      404,
    );
    // Someone outside the team cannot be one of its people, nor write a record of it.
    const stranger = await propose(driver, { visibility: 'team', teamId, approverId: idOf(outsider) });
    expect(stranger.status).toBe(400);
    expect(errorOf(stranger).message).toBe(m.peopleNotInCompany);
    const notIn = await propose(outsider, { visibility: 'team', teamId, approverId: idOf(owner) });
    expect(notIn.status).toBe(403);
  });

  it('answer a stale edit 409 stale_version with the newer record; of two edits from one version, one wins', async () => {
    const { driver, approver } = await crew();
    const made = await propose(driver, { approverId: idOf(approver) });
    const id = made.body.record.id;
    const body = (title: string) => ({ version: 1, title, approverId: idOf(approver) });
    const answers = await Promise.all([edit(driver, id, body('Left')), edit(approver, id, body('Right'))]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)!.body.record.title;
    const stale = await edit(driver, id, body('Late'));
    expect(stale.status).toBe(409);
    const error = errorOf(stale) as { code: string; newer?: { record: DecisionRecord } };
    expect(error.code).toBe('stale_version');
    expect(error.newer?.record).toMatchObject({ id, version: 2, title: winner });
    const versions = await t.db.select().from(documentVersions).where(eq(documentVersions.documentId, id));
    expect(versions.map((version) => version.version).sort()).toEqual([1, 2]);
  });

  it('are decided by their Approver alone; an accepted record’s content never changes', async () => {
    const { owner, driver, approver } = await crew();
    const made = await propose(driver, { approverId: idOf(approver), contributorIds: [idOf(owner)] });
    const id = made.body.record.id;
    const byDriver = await decide(driver, id, 'accepted', 1);
    expect(byDriver.status).toBe(403);
    expect(errorOf(byDriver).message).toBe(m.notApprover);
    expect((await decide(owner, id, 'accepted', 1)).status).toBe(403);
    const accepted = await decide(approver, id, 'accepted', 1);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.record).toMatchObject({
      status: 'accepted',
      version: 2,
      canEdit: false,
      canDecide: false,
    });
    for (const who of [driver, owner]) {
      const edited = await edit(who, id, { version: 2, title: 'Changed after', approverId: idOf(approver) });
      expect(edited.status).toBe(409);
      expect(errorOf(edited).code).toBe('record_accepted');
    }
    // An edit that started before the decision is told it was decided, not that it is stale.
    expect(
      errorOf(await edit(driver, id, { version: 1, title: 'Old', approverId: idOf(approver) })).code,
    ).toBe('record_accepted');
    expect(errorOf(await decide(approver, id, 'rejected', 2)).code).toBe('record_accepted');
    const [row] = await t.db.select().from(documents).where(eq(documents.id, id));
    expect(row).toMatchObject({ title: 'Longer boards', status: 'accepted', version: 2 });
  });

  it('supersede an accepted record when accepted, in the same transaction, and tell the Informed', async () => {
    const { owner, driver, approver } = await crew();
    const reader = await member(t, owner);
    const old = await propose(driver, { approverId: idOf(approver), informedIds: [idOf(reader)] });
    expect((await decide(approver, old.body.record.id, 'accepted', 1)).status).toBe(200);
    const notAccepted = await propose(driver, { approverId: idOf(approver) });
    const refused = await propose(driver, {
      approverId: idOf(approver),
      supersedesId: notAccepted.body.record.id,
    });
    expect(refused.status).toBe(400);
    expect(errorOf(refused).message).toBe(m.supersedesNotAccepted);
    const next = await propose(driver, {
      title: 'Even longer boards',
      approverId: idOf(approver),
      supersedesId: old.body.record.id,
      informedIds: [idOf(reader)],
    });
    expect(next.status).toBe(201);
    expect(next.body.record.supersedes).toEqual({ id: old.body.record.id, title: 'Longer boards' });
    // A stale decision supersedes nothing.
    expect((await decide(approver, next.body.record.id, 'accepted', 7)).status).toBe(409);
    expect((await get(driver, old.body.record.id)).body.record.status).toBe('accepted');
    const accepted = await decide(approver, next.body.record.id, 'accepted', 1);
    expect(accepted.status).toBe(200);
    const older = await get(driver, old.body.record.id);
    expect(older.body.record).toMatchObject({
      status: 'superseded',
      version: 3,
      supersededBy: { id: next.body.record.id, title: 'Even longer boards' },
    });
    // Both versions were saved at one transaction's now().
    const [superseded] = await t.db
      .select()
      .from(documentVersions)
      .where(and(eq(documentVersions.documentId, old.body.record.id), eq(documentVersions.version, 3)));
    const [acceptedVersion] = await t.db
      .select()
      .from(documentVersions)
      .where(and(eq(documentVersions.documentId, next.body.record.id), eq(documentVersions.version, 2)));
    expect(superseded!.status).toBe('superseded');
    expect(superseded!.savedAt.toISOString()).toBe(acceptedVersion!.savedAt.toISOString());
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, idOf(reader)), eq(notifications.kind, 'decision_decided')));
    // The older record's "accepted" was refreshed into "superseded": one unread notification a record.
    expect(told).toHaveLength(2);
    expect(told.map((row) => row.data)).toEqual(
      expect.arrayContaining([
        { recordId: next.body.record.id, title: 'Even longer boards', outcome: 'accepted' },
        { recordId: old.body.record.id, title: 'Longer boards', outcome: 'superseded' },
      ]),
    );
  });

  it('tell the Informed of a rejection, and list by status', async () => {
    const { driver, approver } = await crew();
    const made = await propose(driver, { approverId: idOf(approver), informedIds: [idOf(driver)] });
    expect((await decide(approver, made.body.record.id, 'rejected', 1)).status).toBe(200);
    const told = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, idOf(driver)));
    expect(told.map((row) => row.kind)).toContain('decision_decided');
    expect((await list(driver, '?status=rejected')).body.items.map((item) => item.id)).toEqual([
      made.body.record.id,
    ]);
    expect((await list(driver, '?status=accepted')).body.items).toEqual([]);
  });

  it('link goals the caller may read and pillars of the strategy page', async () => {
    const { owner, driver, approver } = await crew();
    const goal = await insertGoal(t.db, {
      companyId: owner.company.id,
      ownerId: idOf(owner),
      level: 'company',
      title: 'Grow',
    });
    const secret = await insertGoal(t.db, {
      companyId: owner.company.id,
      ownerId: idOf(owner),
      visibility: 'private',
    });
    const page = await t.request<{ strategy: { pillars: { id: string }[] } }>(
      'PUT',
      '/api/strategy',
      { version: 0, pillars: [{ name: 'One' }, { name: 'Two' }, { name: 'Three' }] },
      { token: owner.token },
    );
    const pillarId = page.body.strategy.pillars[1]!.id;
    const hidden = await propose(driver, { approverId: idOf(approver), goalIds: [secret.id] });
    expect(hidden.status).toBe(400);
    expect(errorOf(hidden).message).toBe(m.goalNotFound);
    const gone = await propose(driver, { approverId: idOf(approver), pillarIds: [crypto.randomUUID()] });
    expect(errorOf(gone).message).toBe(m.pillarNotFound);
    const made = await propose(driver, {
      approverId: idOf(approver),
      goalIds: [goal.id],
      pillarIds: [pillarId],
    });
    expect(made.status).toBe(201);
    expect(made.body.record).toMatchObject({
      goals: [{ id: goal.id, title: 'Grow' }],
      pillars: [{ id: pillarId, name: 'Two' }],
    });
  });

  it('are each company’s own', async () => {
    const { driver, approver } = await crew();
    const other = await admin(t, 'Other Shore');
    const made = await propose(driver, { approverId: idOf(approver) });
    const id = made.body.record.id;
    expect((await get(other, id)).status).toBe(404);
    expect((await decide(other, id, 'accepted', 1)).status).toBe(404);
    expect((await edit(other, id, { version: 1, title: 'Ours', approverId: idOf(other) })).status).toBe(404);
    expect((await list(other)).body.items).toEqual([]);
    const foreign = await propose(other, { approverId: idOf(approver) });
    expect(foreign.status).toBe(400);
    expect(errorOf(foreign).message).toBe(m.peopleNotInCompany);
  });

  it('stay, unnamed, when their author and editors delete their account', async () => {
    const { owner, driver, approver } = await crew();
    const made = await propose(driver, { approverId: idOf(approver), contributorIds: [idOf(driver)] });
    const id = made.body.record.id;
    expect((await edit(driver, id, { version: 1, title: 'Edited', approverId: idOf(approver) })).status).toBe(
      200,
    );
    const deleted = await t.request('DELETE', '/api/me', { password: PASSWORD }, { token: driver.token });
    expect(deleted.status).toBe(204);
    const record = await get(owner, id);
    expect(record.status).toBe(200);
    expect(record.body.record).toMatchObject({
      title: 'Edited',
      author: null,
      driver: { id: null, fullName: null },
      approver: { id: idOf(approver) },
    });
    const versions = await t.db.select().from(documentVersions).where(eq(documentVersions.documentId, id));
    expect(versions.map((version) => version.savedBy)).toEqual([null, null]);
  });
});
