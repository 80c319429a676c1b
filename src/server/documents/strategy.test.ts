import { describe, expect, it } from 'vitest';
import { admin, member } from '../../../tests/setup/fixtures';
import { insertGoal } from '../../../tests/setup/goal-rows';
import { createTestApp, errorOf } from '../../../tests/setup/test-app';
import type { DocumentVersion, Strategy, VersionSummary } from '../../shared/contract/strategy';
import { strategyMessages as m } from '../../shared/strategy-messages';

const t = await createTestApp();

type Who = { token: string };

const read = (who: Who) =>
  t.request<{ strategy: Strategy }>('GET', '/api/strategy', undefined, { token: who.token });
const write = (who: Who, body: Record<string, unknown>) =>
  t.request<{ strategy: Strategy }>('PUT', '/api/strategy', body, { token: who.token });
const pillars = (goalIds: string[] = []) => [
  { name: 'Customers first', rationale: 'They pay for the boards.', goalIds },
  { name: 'Craft' },
  { name: 'Calm growth', rationale: null },
];

describe('the strategy page', () => {
  it('is empty at version 0 until an admin writes it; then every member reads it, with the mission from the settings', async () => {
    const owner = await admin(t);
    const ana = await member(t, owner);
    const mission = await t.request(
      'PATCH',
      '/api/company',
      { mission: 'Waves for everyone' },
      { token: owner.token },
    );
    expect(mission.status).toBe(200);
    const empty = await read(ana);
    expect(empty.status).toBe(200);
    expect(empty.body.strategy).toMatchObject({ id: null, version: 0, pillars: [], canEdit: false });
    const saved = await write(owner, { version: 0, vision: 'The ocean, for all', pillars: pillars() });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.strategy).toMatchObject({ version: 1, vision: 'The ocean, for all', canEdit: true });
    const seen = await read(ana);
    expect(seen.body.strategy).toMatchObject({
      version: 1,
      mission: 'Waves for everyone',
      vision: 'The ocean, for all',
      canEdit: false,
      updatedBy: { id: owner.session.user.id },
    });
    expect(seen.body.strategy.pillars.map((pillar) => pillar.name)).toEqual([
      'Customers first',
      'Craft',
      'Calm growth',
    ]);
  });

  it('is written by admins alone, with three to five pillars', async () => {
    const owner = await admin(t);
    const ana = await member(t, owner);
    const refused = await write(ana, { version: 0, vision: null, pillars: pillars() });
    expect(refused.status).toBe(403);
    expect(errorOf(refused).message).toBe(m.notAdmin);
    const two = await write(owner, { version: 0, pillars: pillars().slice(0, 2) });
    expect(two.status).toBe(400);
    expect(errorOf(two).message).toBe(m.pillarsCount);
    expect((await read(owner)).body.strategy.version).toBe(0);
  });

  it('shows each pillar’s company goals by the goals’ own rule, and drops a deleted one', async () => {
    const owner = await admin(t);
    const ana = await member(t, owner);
    const open = await insertGoal(t.db, {
      companyId: owner.company.id,
      ownerId: owner.session.user.id,
      level: 'company',
      title: 'Open goal',
    });
    const hidden = await insertGoal(t.db, {
      companyId: owner.company.id,
      ownerId: owner.session.user.id,
      level: 'company',
      title: 'Private goal',
      visibility: 'private',
    });
    const personal = await insertGoal(t.db, { companyId: owner.company.id, ownerId: owner.session.user.id });
    const notCompany = await write(owner, { version: 0, pillars: pillars([personal.id]) });
    expect(notCompany.status).toBe(400);
    expect(errorOf(notCompany).message).toBe(m.goalNotCompany);
    const saved = await write(owner, { version: 0, pillars: pillars([open.id, hidden.id]) });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.strategy.pillars[0]!.goals.map((goal) => goal.title)).toEqual(
      expect.arrayContaining(['Open goal', 'Private goal']),
    );
    const asAna = await read(ana);
    expect(asAna.body.strategy.pillars[0]!.goals).toEqual([{ id: open.id, title: 'Open goal' }]);
    const gone = await t.request('DELETE', `/api/goals/${open.id}`, undefined, { token: owner.token });
    expect(gone.status).toBe(204);
    expect((await read(ana)).body.strategy.pillars[0]!.goals).toEqual([]);
  });

  it('answers a stale edit 409 stale_version with the newer page, and loses nothing', async () => {
    const owner = await admin(t);
    const first = await write(owner, { version: 0, vision: 'One', pillars: pillars() });
    expect(first.status).toBe(200);
    const ids = first.body.strategy.pillars.map((pillar) => pillar.id);
    const kept = pillars().map((pillar, index) => ({ ...pillar, id: ids[index] }));
    expect((await write(owner, { version: 1, vision: 'Two', pillars: kept })).status).toBe(200);
    const stale = await write(owner, { version: 1, vision: 'Three', pillars: kept });
    expect(stale.status).toBe(409);
    const error = errorOf(stale) as { code: string; newer?: { strategy: Strategy } };
    expect(error.code).toBe('stale_version');
    expect(error.newer?.strategy).toMatchObject({ version: 2, vision: 'Two' });
    // Pillars keep their ids across saves: records linked to them stay linked.
    expect(error.newer?.strategy.pillars.map((pillar) => pillar.id)).toEqual(ids);
    const unknown = await write(owner, {
      version: 2,
      pillars: [{ ...kept[0], id: crypto.randomUUID() }, ...kept.slice(1)],
    });
    expect(unknown.status).toBe(400);
    expect(errorOf(unknown).message).toBe(m.pillarIdInvalid);
  });

  it('lets exactly one of two edits from one version win, the other answered 409', async () => {
    const owner = await admin(t);
    expect((await write(owner, { version: 0, vision: 'Start', pillars: pillars() })).status).toBe(200);
    const answers = await Promise.all(
      ['Left', 'Right'].map((vision) => write(owner, { version: 1, vision, pillars: pillars() })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const page = await read(owner);
    expect(page.body.strategy.version).toBe(2);
    const winner = answers.find((answer) => answer.status === 200)!;
    expect(page.body.strategy.vision).toBe(winner.body.strategy.vision);
  });

  it('lets two first saves at once make one page: the second is answered 409', async () => {
    const owner = await admin(t);
    const answers = await Promise.all(
      ['Left', 'Right'].map((vision) => write(owner, { version: 0, vision, pillars: pillars() })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it('keeps every version: the history newest first, and two versions compared', async () => {
    const owner = await admin(t);
    const ana = await member(t, owner);
    const first = await write(owner, { version: 0, vision: 'One', pillars: pillars() });
    const id = first.body.strategy.id!;
    const kept = pillars().map((pillar, index) => ({
      ...pillar,
      id: first.body.strategy.pillars[index]!.id,
    }));
    expect((await write(owner, { version: 1, vision: 'Two', pillars: kept })).status).toBe(200);
    const history = await t.request<{ kind: string; items: VersionSummary[]; nextBefore: number | null }>(
      'GET',
      `/api/documents/${id}/versions`,
      undefined,
      { token: ana.token },
    );
    expect(history.status).toBe(200);
    expect(history.body.kind).toBe('strategy');
    expect(history.body.items.map((item) => item.version)).toEqual([2, 1]);
    expect(history.body.items[0]!.savedBy).toMatchObject({ id: owner.session.user.id });
    const compared = await t.request<{ from: DocumentVersion; to: DocumentVersion; changed: string[] }>(
      'GET',
      `/api/documents/${id}/compare?from=1&to=2`,
      undefined,
      { token: ana.token },
    );
    expect(compared.status).toBe(200);
    expect(compared.body.changed).toEqual(['vision']);
    expect(compared.body.from.body).toMatchObject({ vision: 'One' });
    expect(compared.body.to.body).toMatchObject({ vision: 'Two' });
    const missing = await t.request('GET', `/api/documents/${id}/compare?from=1&to=9`, undefined, {
      token: ana.token,
    });
    expect(missing.status).toBe(404);
  });

  it('is each company’s own: another company reads its own page and finds none of this one’s history', async () => {
    const owner = await admin(t);
    const other = await admin(t, 'Other Shore');
    const saved = await write(owner, { version: 0, vision: 'Ours', pillars: pillars() });
    const theirs = await read(other);
    expect(theirs.body.strategy).toMatchObject({ id: null, version: 0, vision: null });
    const id = saved.body.strategy.id!;
    expect(
      (await t.request('GET', `/api/documents/${id}/versions`, undefined, { token: other.token })).status,
    ).toBe(404);
    expect(
      (await t.request('GET', `/api/documents/${id}/compare?from=1&to=1`, undefined, { token: other.token }))
        .status,
    ).toBe(404);
    // Their first save makes their own page, beside ours.
    expect((await write(other, { version: 0, vision: 'Theirs', pillars: pillars() })).status).toBe(200);
    expect((await read(owner)).body.strategy.vision).toBe('Ours');
  });
});
