import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admin, member } from '../../../tests/setup/fixtures';
import { createTestApp, errorOf } from '../../../tests/setup/test-app';
import type { Idea, IdeaSummary } from '../../shared/contract/ideas';
import { ideaMessages as m } from '../../shared/idea-messages';
import { documents, documentVersions } from '../db/schema';

const t = await createTestApp();

type Who = { token: string; session: { user: { id: string } } };
const idOf = (who: Who) => who.session.user.id;

const start = (who: Who, body: Record<string, unknown>) =>
  t.request<{ idea: Idea }>('POST', '/api/ideas', body, { token: who.token });
const get = (who: Who, id: string) =>
  t.request<{ idea: Idea }>('GET', `/api/ideas/${id}`, undefined, { token: who.token });
const save = (who: Who, id: string, body: Record<string, unknown>) =>
  t.request<{ idea: Idea }>('PUT', `/api/ideas/${id}`, body, { token: who.token });
const list = (who: Who, query = '') =>
  t.request<{ items: IdeaSummary[]; nextCursor: string | null }>('GET', `/api/ideas${query}`, undefined, {
    token: who.token,
  });

const emptySwot = { template: 'swot' };

/** A company with a team of a lead and a member, and someone outside the team. */
async function crew() {
  const owner = await admin(t);
  const lead = await member(t, owner);
  const teammate = await member(t, owner);
  const outsider = await member(t, owner);
  const team = await t.request<{ team: { id: string } }>(
    'POST',
    '/api/teams',
    { name: `Team ${crypto.randomUUID().slice(0, 8)}`, leadIds: [idOf(lead)] },
    { token: owner.token },
  );
  const teamId = team.body.team.id;
  const added = await t.request(
    'POST',
    `/api/teams/${teamId}/members`,
    { userId: idOf(teammate) },
    { token: owner.token },
  );
  expect(added.status).toBe(200);
  return { owner, lead, teammate, outsider, teamId };
}

describe('idea tools', () => {
  it('start from a template as a team document, read and filled by the team and admins only', async () => {
    const { owner, lead, teammate, outsider, teamId } = await crew();
    const made = await start(lead, { title: 'Winter season', teamId, body: emptySwot });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const idea = made.body.idea;
    expect(idea).toMatchObject({
      title: 'Winter season',
      template: 'swot',
      team: { id: teamId },
      version: 1,
      body: { template: 'swot', strengths: [], weaknesses: [], opportunities: [], threats: [] },
      canDelete: true,
    });
    const [row] = await t.db.select().from(documents).where(eq(documents.id, idea.id));
    expect(row).toMatchObject({ kind: 'idea', visibility: 'team', teamId, authorId: idOf(lead) });

    const filled = await save(teammate, idea.id, {
      version: 1,
      title: 'Winter season',
      body: { template: 'swot', strengths: ['  Warm wetsuits '], threats: ['Storms'] },
    });
    expect(filled.status, JSON.stringify(filled.body)).toBe(200);
    expect(filled.body.idea).toMatchObject({
      version: 2,
      body: { strengths: ['Warm wetsuits'], threats: ['Storms'], weaknesses: [] },
      canDelete: false,
    });
    expect((await get(owner, idea.id)).status).toBe(200);
    expect((await get(outsider, idea.id)).status).toBe(404);
    expect((await save(outsider, idea.id, { version: 2, title: 'Mine', body: emptySwot })).status).toBe(404);
    expect((await list(outsider)).body.items).toEqual([]);
    expect((await list(teammate)).body.items.map((item) => item.id)).toEqual([idea.id]);
    expect((await list(owner, `?teamId=${teamId}`)).body.items.map((item) => item.template)).toEqual([
      'swot',
    ]);
    const notIn = await start(outsider, { title: 'Sneaky', teamId, body: emptySwot });
    expect(notIn.status).toBe(403);
    expect(errorOf(notIn).message).toBe(m.notInTeam);
  });

  it('answer a stale save 409 stale_version with the newer idea; of two saves from one version, one wins', async () => {
    const { lead, teammate, teamId } = await crew();
    const made = await start(lead, { title: 'What could sink us', teamId, body: { template: 'premortem' } });
    const id = made.body.idea.id;
    const body = (failure: string) => ({
      version: 1,
      title: 'What could sink us',
      body: { template: 'premortem', failure },
    });
    const answers = await Promise.all([save(lead, id, body('Left')), save(teammate, id, body('Right'))]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.status === 409)!;
    const error = errorOf(loser) as { code: string; newer?: { idea: Idea } };
    expect(error.code).toBe('stale_version');
    const winner = answers.find((answer) => answer.status === 200)!.body.idea;
    expect(error.newer?.idea).toMatchObject({ id, version: 2, body: winner.body });
    const versions = await t.db.select().from(documentVersions).where(eq(documentVersions.documentId, id));
    expect(versions.map((version) => version.version).sort()).toEqual([1, 2]);
  });

  it('keep their template, and a plan’s owners are the team’s', async () => {
    const { lead, teammate, outsider, teamId } = await crew();
    const made = await start(lead, {
      title: 'Spring launch',
      teamId,
      body: {
        template: 'planning',
        goal: 'Open the shop',
        milestones: [{ title: 'Sign the lease', due: '2027-03-01', ownerId: idOf(teammate) }],
        risks: ['Late permits'],
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.idea.people).toEqual([{ id: idOf(teammate), fullName: expect.any(String) }]);
    expect(made.body.idea.body).toMatchObject({
      milestones: [{ title: 'Sign the lease', due: '2027-03-01' }],
    });

    const other = await save(lead, made.body.idea.id, {
      version: 1,
      title: 'Spring launch',
      body: emptySwot,
    });
    expect(other.status).toBe(400);
    expect(errorOf(other).message).toBe(m.templateChanged);
    const stranger = await save(lead, made.body.idea.id, {
      version: 1,
      title: 'Spring launch',
      body: { template: 'planning', milestones: [{ title: 'Hire', ownerId: idOf(outsider) }] },
    });
    expect(stranger.status).toBe(400);
    expect(errorOf(stranger).message).toBe(m.ownerInvalid);
    const badDay = await save(lead, made.body.idea.id, {
      version: 1,
      title: 'Spring launch',
      body: { template: 'planning', milestones: [{ title: 'Hire', due: '2027-02-30' }] },
    });
    expect(badDay.status).toBe(400);
    expect(errorOf(badDay).message).toBe(m.dueInvalid);
    const unknown = await start(lead, { title: 'Canvas?', teamId, body: { template: 'canvas' } });
    expect(unknown.status).toBe(400);
    expect(errorOf(unknown).message).toBe(m.templateInvalid);
    const blank = await start(lead, { title: ' ', teamId, body: emptySwot });
    expect(errorOf(blank).message).toBe(m.titleRequired);
    // Nothing of the refused writes was kept.
    expect((await get(lead, made.body.idea.id)).body.idea.version).toBe(1);
  });

  it('are deleted by whoever started them or an admin, with their history', async () => {
    const { owner, lead, teammate, teamId } = await crew();
    const first = await start(lead, { title: 'One', teamId, body: emptySwot });
    const refused = await t.request('DELETE', `/api/ideas/${first.body.idea.id}`, undefined, {
      token: teammate.token,
    });
    expect(refused.status).toBe(403);
    expect(errorOf(refused).message).toBe(m.notDeleter);
    const byAuthor = await t.request('DELETE', `/api/ideas/${first.body.idea.id}`, undefined, {
      token: lead.token,
    });
    expect(byAuthor.status).toBe(204);
    expect(
      await t.db.select().from(documentVersions).where(eq(documentVersions.documentId, first.body.idea.id)),
    ).toEqual([]);
    const second = await start(teammate, { title: 'Two', teamId, body: emptySwot });
    const byAdmin = await t.request('DELETE', `/api/ideas/${second.body.idea.id}`, undefined, {
      token: owner.token,
    });
    expect(byAdmin.status).toBe(204);
    expect((await get(teammate, second.body.idea.id)).status).toBe(404);
  });

  it('show in a document’s history, with what changed', async () => {
    const { lead, teamId } = await crew();
    const made = await start(lead, { title: 'Season', teamId, body: emptySwot });
    const id = made.body.idea.id;
    await save(lead, id, { version: 1, title: 'Season', body: { template: 'swot', threats: ['Storms'] } });
    const compared = await t.request<{ kind: string; changed: string[] }>(
      'GET',
      `/api/documents/${id}/compare?from=1&to=2`,
      undefined,
      { token: lead.token },
    );
    expect(compared.status).toBe(200);
    expect(compared.body).toMatchObject({ kind: 'idea', changed: ['threats'] });
  });
});
