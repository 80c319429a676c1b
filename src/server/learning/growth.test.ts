import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { teamLedBy } from '../../../tests/setup/feedback';
import { admin, member } from '../../../tests/setup/fixtures';
import { insertGoal } from '../../../tests/setup/goal-rows';
import { addItem, idOf, planOf, resourceOf, trackWith } from '../../../tests/setup/growth';
import { activeOneOnOne, oneOnOneBody } from '../../../tests/setup/one-on-ones';
import { createTestApp, errorOf } from '../../../tests/setup/test-app';
import type { Me } from '../../shared/api';
import type { OneOnOne } from '../../shared/contract/communication';
import type { GrowthItem, GrowthPlan } from '../../shared/contract/growth';
import type { DayItem, PullSources, Today } from '../../shared/contract/today';
import { growthMessages as m } from '../../shared/growth-messages';
import { GROWTH_ITEMS_OPEN_MAX } from '../../shared/limits';
import { growthItems } from '../db/schema';
import { meSelect } from '../me/me';

/** The growth plan (decision 040): its items, the 1:1 and Today links, its readers and its cap. */
const t = await createTestApp();

type Person = { token: string; session: { user: { id: string } } };

const patch = (person: Person, id: string, body: Record<string, unknown>) =>
  t.request<{ item: GrowthItem }>('PATCH', `/api/growth-items/${id}`, body, { token: person.token });

async function world() {
  const owner = await admin(t);
  const lead = await member(t, owner);
  const ana = await member(t, owner);
  const ben = await member(t, owner);
  await teamLedBy(t, owner, lead, [ana]);
  const other = await admin(t, 'Other Waves');
  return { owner, lead, ana, ben, other };
}

describe('a growth plan', () => {
  it('holds items with their links, open by due day then done, and changes them', async () => {
    const { owner, ana } = await world();
    const { competencyIds } = await trackWith(t.db, owner.company.id, ['Craft', 'Voice'], [ana]);
    const goal = await insertGoal(t.db, {
      companyId: owner.company.id,
      ownerId: idOf(ana),
      title: 'Ship it',
    });
    const resourceId = await resourceOf(t.db, owner.company.id);
    const later = await addItem(t, ana, { title: 'Later', dueOn: '2030-03-01' });
    const undated = await addItem(t, ana, { kind: 'practise', title: 'Whenever' });
    const soon = await addItem(t, ana, {
      kind: 'read',
      title: 'Soon',
      dueOn: '2030-01-01',
      competencyId: competencyIds[1],
      goalId: goal.id,
      resourceId,
    });
    expect(soon).toMatchObject({
      kind: 'read',
      dueOn: '2030-01-01',
      competency: { id: competencyIds[1], name: 'Voice' },
      goal: { id: goal.id, title: 'Ship it' },
      resource: { id: resourceId, title: 'The Pragmatic Surfer', kind: 'book' },
      doneAt: null,
      onOneOnOne: null,
      onToday: false,
    });
    const done = await patch(ana, later.id, { done: true });
    expect(done.status).toBe(200);
    expect(done.body.item.doneAt).toEqual(expect.any(String));
    const plan = await planOf(t, ana);
    expect(plan.mine).toBe(true);
    expect(plan.items.map((item) => item.title)).toEqual(['Soon', 'Whenever', 'Later']);

    const edited = await patch(ana, soon.id, { title: 'Sooner', dueOn: null, goalId: null, kind: 'ship' });
    expect(edited.body.item).toMatchObject({ title: 'Sooner', dueOn: null, goal: null, kind: 'ship' });
    expect((await patch(ana, later.id, { done: false })).body.item.doneAt).toBeNull();
    const deleted = await t.request('DELETE', `/api/growth-items/${undated.id}`, undefined, {
      token: ana.token,
    });
    expect(deleted.status).toBe(204);
    expect((await planOf(t, ana)).items.map((item) => item.title)).toEqual(['Later', 'Sooner']);
  });

  it('refuses links the person may not use, and changes nothing', async () => {
    const { owner, ana, ben, other } = await world();
    await trackWith(t.db, owner.company.id, ['Craft'], [ana]);
    const elsewhere = await trackWith(t.db, owner.company.id, ['Elsewhere'], [ben]);
    const hidden = await insertGoal(t.db, {
      companyId: owner.company.id,
      ownerId: idOf(ben),
      visibility: 'private',
    });
    const foreign = await resourceOf(t.db, other.company.id);
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ title: '   ' }, 'title', m.titleRequired],
      [{ kind: 'surf' }, 'kind', m.kindInvalid],
      [{ dueOn: '2030-02-30' }, 'dueOn', m.dueOnInvalid],
      [{ competencyId: elsewhere.competencyIds[0] }, 'competencyId', m.competencyNotFound],
      [{ goalId: hidden.id }, 'goalId', m.goalNotFound],
      [{ resourceId: foreign }, 'resourceId', m.resourceNotFound],
    ];
    for (const [body, path, message] of refusals) {
      const response = await t.request(
        'POST',
        '/api/growth-items',
        { kind: 'learn', title: 'x', ...body },
        { token: ana.token },
      );
      expect(response.status, path).toBe(400);
      expect(errorOf(response).message, path).toBe(message);
    }
    expect((await planOf(t, ana)).items).toEqual([]);
  });

  it('is changed by its person alone: another’s item is not found, an admin’s call included', async () => {
    const { owner, lead, ana, ben, other } = await world();
    const item = await addItem(t, ana, { title: 'Mine alone' });
    for (const someone of [lead, ben, owner, other]) {
      expect((await patch(someone, item.id, { title: 'Taken' })).status).toBe(404);
      const removed = await t.request('DELETE', `/api/growth-items/${item.id}`, undefined, {
        token: someone.token,
      });
      expect(removed.status).toBe(404);
    }
    expect((await planOf(t, ana)).items[0]?.title).toBe('Mine alone');
  });

  it(`keeps at most ${GROWTH_ITEMS_OPEN_MAX} open items, done ones aside`, async () => {
    const { owner, ana } = await world();
    const done = await addItem(t, ana, { title: 'Done already' });
    expect((await patch(ana, done.id, { done: true })).status).toBe(200);
    await t.db.insert(growthItems).values(
      Array.from({ length: GROWTH_ITEMS_OPEN_MAX }, (_, n) => ({
        userId: idOf(ana),
        companyId: owner.company.id,
        kind: 'learn' as const,
        title: `Item ${n}`,
      })),
    );
    const refused = await t.request(
      'POST',
      '/api/growth-items',
      { kind: 'learn', title: 'One too many' },
      { token: ana.token },
    );
    expect(refused.status).toBe(409);
    expect(errorOf(refused)).toEqual({ code: 'limit_reached', message: m.itemsLimit });
    const reopened = await patch(ana, done.id, { done: false });
    expect(reopened.status).toBe(409);
    expect((await planOf(t, ana)).items.filter((item) => item.doneAt === null)).toHaveLength(
      GROWTH_ITEMS_OPEN_MAX,
    );
  });
});

describe('a person’s growth plan, read by others', () => {
  const readPlan = (reader: Person, person: Person) =>
    t.request<{ plan: GrowthPlan }>('GET', `/api/people/${idOf(person)}/growth-plan`, undefined, {
      token: reader.token,
    });

  it('is read by the person and their leads alone: colleagues, admins who do not lead them, other companies get 404', async () => {
    const { owner, lead, ana, ben, other } = await world();
    const privateGoal = await insertGoal(t.db, {
      companyId: owner.company.id,
      ownerId: idOf(ana),
      visibility: 'private',
      title: 'Private aim',
    });
    await addItem(t, ana, { title: 'Grow quietly', goalId: privateGoal.id });
    const read = await readPlan(lead, ana);
    expect(read.status).toBe(200);
    expect(read.body.plan).toMatchObject({ mine: false, person: { id: idOf(ana) } });
    // The lead may not see the private goal: the item shows no goal to them.
    expect(read.body.plan.items).toMatchObject([{ title: 'Grow quietly', goal: null, onOneOnOne: null }]);
    expect((await readPlan(ana, ana)).body.plan.items[0]?.goal?.title).toBe('Private aim');
    for (const reader of [ben, owner, other]) {
      const refused = await readPlan(reader, ana);
      expect(refused.status).toBe(404);
      expect(errorOf(refused).message).toBe(m.planNotFound);
      expect(JSON.stringify(refused.body)).not.toContain('Grow quietly');
    }
    // An admin who leads the person reads it, as a lead.
    await teamLedBy(t, owner, owner, [ana]);
    expect((await readPlan(owner, ana)).status).toBe(200);
  });

  it('is no longer read by a lead once the person has left the team', async () => {
    const owner = await admin(t);
    const lead = await member(t, owner);
    const ana = await member(t, owner);
    const teamId = await teamLedBy(t, owner, lead, [ana]);
    await addItem(t, ana);
    expect((await readPlan(lead, ana)).status).toBe(200);
    const removed = await t.request('DELETE', `/api/teams/${teamId}/members/${idOf(ana)}`, undefined, {
      token: owner.token,
    });
    expect(removed.status, JSON.stringify(removed.body)).toBe(204);
    expect((await readPlan(lead, ana)).status).toBe(404);
  });
});

describe('"Put on next 1:1"', () => {
  it('puts the item on the next meeting’s agenda once, marked as from the growth plan', async () => {
    const { ana, ben } = await world();
    const oneOnOne = await activeOneOnOne(t, ana, ben);
    const item = await addItem(t, ana, { title: 'Talk about mentoring' });
    const put = await t.request<{ item: GrowthItem }>(
      'POST',
      `/api/growth-items/${item.id}/agenda`,
      { oneOnOneId: oneOnOne.id },
      { token: ana.token },
    );
    expect(put.status, JSON.stringify(put.body)).toBe(201);
    expect(put.body.item.onOneOnOne).toEqual({
      oneOnOneId: oneOnOne.id,
      with: expect.any(String),
      startsAt: oneOnOne.nextMeeting!.startsAt,
    });
    const seen = await t.request<{ oneOnOne: OneOnOne }>(
      'GET',
      `/api/one-on-ones/${oneOnOne.id}`,
      undefined,
      {
        token: ben.token,
      },
    );
    expect(seen.body.oneOnOne.nextMeeting!.points).toMatchObject([
      { text: 'Talk about mentoring', fromGrowthPlan: true, author: { id: idOf(ana) } },
    ]);
    const twice = await t.request(
      'POST',
      `/api/growth-items/${item.id}/agenda`,
      { oneOnOneId: oneOnOne.id },
      {
        token: ana.token,
      },
    );
    expect(twice.status).toBe(409);
    expect(errorOf(twice).code).toBe('growth_item_on_agenda');

    // Held without ticking it: the point is carried to the next meeting, and so is the mark.
    const held = await t.request(
      'POST',
      `/api/one-on-ones/${oneOnOne.id}/meetings/${oneOnOne.nextMeeting!.id}/held`,
      undefined,
      { token: ben.token },
    );
    expect(held.status).toBe(200);
    const [after] = (await planOf(t, ana)).items;
    expect(after?.onOneOnOne?.oneOnOneId).toBe(oneOnOne.id);
    expect(after?.onOneOnOne?.startsAt).not.toBe(oneOnOne.nextMeeting!.startsAt);
  });

  it('goes only onto the caller’s own active 1:1s, with their own items', async () => {
    const { owner, ana, ben } = await world();
    const carl = await member(t, owner);
    const theirs = await activeOneOnOne(t, ben, carl);
    const item = await addItem(t, ana);
    const put = (who: Person, itemId: string, oneOnOneId: string) =>
      t.request('POST', `/api/growth-items/${itemId}/agenda`, { oneOnOneId }, { token: who.token });
    expect((await put(ana, item.id, theirs.id)).status).toBe(404);
    // Ben's own 1:1, with Ana's item: not his to put.
    expect((await put(ben, item.id, theirs.id)).status).toBe(404);
    const proposed = await t.request<{ oneOnOne: OneOnOne }>(
      'POST',
      '/api/one-on-ones',
      oneOnOneBody(idOf(ben)),
      {
        token: ana.token,
      },
    );
    expect(proposed.status).toBe(201);
    const waiting = await put(ana, item.id, proposed.body.oneOnOne.id);
    expect(waiting.status).toBe(409);
    expect(errorOf(waiting).code).toBe('one_on_one_not_active');
    const points = await t.db.execute(sql`select 1 from agenda_points where growth_item_id = ${item.id}`);
    expect((points as unknown as { rows: unknown[] }).rows).toHaveLength(0);
  });

  it('offers the caller’s active 1:1s, track competencies, goals and library as choices', async () => {
    const { owner, ana, ben } = await world();
    const oneOnOne = await activeOneOnOne(t, ana, ben);
    const { trackId, competencyIds } = await trackWith(t.db, owner.company.id, ['Craft', 'Voice'], [ana]);
    const resourceId = await resourceOf(t.db, owner.company.id);
    const goal = await insertGoal(t.db, { companyId: owner.company.id, ownerId: idOf(ana) });
    const response = await t.request<{ choices: Record<string, unknown> }>(
      'GET',
      '/api/growth-plan/choices',
      undefined,
      {
        token: ana.token,
      },
    );
    expect(response.status).toBe(200);
    expect(response.body.choices).toMatchObject({
      track: { id: trackId },
      competencies: [
        { id: competencyIds[0], name: 'Craft' },
        { id: competencyIds[1], name: 'Voice' },
      ],
      goals: [{ id: goal.id, mine: true }],
      resources: [{ id: resourceId }],
      oneOnOnes: [{ id: oneOnOne.id }],
    });
  });
});

describe('growth items on Today', () => {
  it('are pulled in by title and ticking the day item marks the growth item done', async () => {
    const { ana } = await world();
    const item = await addItem(t, ana, { title: 'Pair on the parser', kind: 'practise' });
    const sources = await t.request<{ sources: PullSources }>('GET', '/api/today/sources', undefined, {
      token: ana.token,
    });
    expect(sources.body.sources.growthItems).toEqual([
      { id: item.id, title: 'Pair on the parser', kind: 'practise', dueOn: null },
    ]);
    const pulled = await t.request<{ item: DayItem }>(
      'POST',
      '/api/today/items',
      { growthItemId: item.id },
      {
        token: ana.token,
      },
    );
    expect(pulled.status, JSON.stringify(pulled.body)).toBe(201);
    expect(pulled.body.item).toMatchObject({
      text: 'Pair on the parser',
      link: { kind: 'growth_item', id: item.id },
    });
    expect((await planOf(t, ana)).items[0]?.onToday).toBe(true);
    const again = await t.request(
      'POST',
      '/api/today/items',
      { growthItemId: item.id },
      { token: ana.token },
    );
    expect(errorOf(again).code).toBe('day_item_pulled');
    const renamed = await t.request(
      'PATCH',
      `/api/today/items/${pulled.body.item.id}`,
      { text: 'x' },
      {
        token: ana.token,
      },
    );
    expect(renamed.status).toBe(400);
    const ticked = await t.request(
      'PATCH',
      `/api/today/items/${pulled.body.item.id}`,
      { done: true },
      {
        token: ana.token,
      },
    );
    expect(ticked.status).toBe(200);
    expect((await planOf(t, ana)).items[0]?.doneAt).toEqual(expect.any(String));
  });

  it('are the person’s own: another’s growth item is not a source', async () => {
    const { ana, ben } = await world();
    const item = await addItem(t, ben);
    const pulled = await t.request(
      'POST',
      '/api/today/items',
      { growthItemId: item.id },
      { token: ana.token },
    );
    expect(pulled.status).toBe(400);
    expect(errorOf(pulled).code).toBe('validation_failed');
  });
});

describe('weekly tips', () => {
  const thisMonday = () => {
    const now = new Date();
    const day = (now.getUTCDay() + 6) % 7;
    return new Date(now.getTime() - day * 86_400_000).toISOString().slice(0, 10);
  };
  const putTip = (who: Person, competencyId: string, text: string, week = thisMonday()) =>
    t.request('PUT', `/api/learning-tips/${competencyId}/${week}`, { text }, { token: who.token });

  it('are written by admins and leads, read by every member', async () => {
    const { owner, lead, ana, other } = await world();
    const { trackId, competencyIds } = await trackWith(t.db, owner.company.id, ['Craft', 'Voice']);
    expect((await putTip(ana, competencyIds[0]!, 'Nope')).status).toBe(403);
    expect((await putTip(other, competencyIds[0]!, 'Nope')).status).toBe(404);
    expect((await putTip(lead, competencyIds[0]!, 'Read one RFC')).status).toBe(200);
    expect((await putTip(owner, competencyIds[0]!, 'Read two RFCs')).status).toBe(200);
    expect((await putTip(owner, competencyIds[1]!, 'x', '2030-01-01')).status).toBe(400);
    const read = await t.request<{ tips: Record<string, unknown> }>(
      'GET',
      `/api/learning-tips?trackId=${trackId}`,
      undefined,
      { token: ana.token },
    );
    expect(read.status).toBe(200);
    expect(read.body.tips).toMatchObject({
      week: thisMonday(),
      trackId,
      canWrite: false,
      competencies: [
        { id: competencyIds[0], name: 'Craft', tip: { text: 'Read two RFCs' } },
        { id: competencyIds[1], name: 'Voice', tip: null },
      ],
    });
    const foreign = await t.request('GET', `/api/learning-tips?trackId=${trackId}`, undefined, {
      token: other.token,
    });
    expect(foreign.status).toBe(404);
    const removed = await t.request(
      'DELETE',
      `/api/learning-tips/${competencyIds[0]}/${thisMonday()}`,
      undefined,
      {
        token: lead.token,
      },
    );
    expect(removed.status).toBe(204);
    const gone = await t.request(
      'DELETE',
      `/api/learning-tips/${competencyIds[0]}/${thisMonday()}`,
      undefined,
      {
        token: lead.token,
      },
    );
    expect(gone.status).toBe(404);
  });

  it('show on Today and the dashboard for a competency the open plan names, the first by order', async () => {
    const { owner, ana, ben } = await world();
    const { competencyIds } = await trackWith(t.db, owner.company.id, ['Craft', 'Voice'], [ana, ben]);
    await putTip(owner, competencyIds[0]!, 'Craft tip');
    await putTip(owner, competencyIds[1]!, 'Voice tip');
    await putTip(owner, competencyIds[0]!, 'Old tip', '2020-01-06');
    const voice = await addItem(t, ana, {
      title: 'Speak up',
      competencyId: competencyIds[1],
      dueOn: '2030-05-01',
    });
    const craft = await addItem(t, ana, {
      title: 'Refactor',
      competencyId: competencyIds[0],
      dueOn: '2030-06-01',
    });
    const today = async (who: Person) =>
      (await t.request<{ today: Today }>('GET', '/api/today', undefined, { token: who.token })).body.today;
    const dashboard = async (who: Person) =>
      (await t.request<Me>('GET', '/api/me', undefined, { token: who.token })).body;
    expect((await today(ana)).tip).toEqual({ competency: 'Craft', text: 'Craft tip' });
    expect((await dashboard(ana)).growth).toEqual({
      nextItem: { id: voice.id, title: 'Speak up', kind: 'learn', dueOn: '2030-05-01' },
      tip: { competency: 'Craft', text: 'Craft tip' },
    });
    expect((await patch(ana, craft.id, { done: true })).status).toBe(200);
    expect((await today(ana)).tip).toEqual({ competency: 'Voice', text: 'Voice tip' });
    // Ben's plan names no competency: no tip, no item.
    expect((await today(ben)).tip).toBeNull();
    expect((await dashboard(ben)).growth).toEqual({ nextItem: null, tip: null });
  });

  it('and the next item are read by /api/me through their indexes', async () => {
    const { owner, ana } = await world();
    await trackWith(t.db, owner.company.id, ['Craft'], [ana]);
    await addItem(t, ana);
    const query = meSelect(t.db).toSQL();
    const token = decodeJwt(ana.token);
    const values: Record<string, string> = { sessionId: String(token.sid), userId: String(token.sub) };
    const literal = (param: unknown) => {
      const value =
        param && typeof param === 'object' && 'name' in param
          ? values[(param as { name: string }).name]
          : param;
      return typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
    };
    const text = query.sql.replace(/\$(\d+)/g, (_, n: string) => literal(query.params[Number(n) - 1]));
    const plan = await t.db.transaction(async (tx) => {
      // Tiny tables: a sequential scan would be cheaper; turned off, the plan shows the indexes fit.
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql.raw(`explain ${text}`));
      return (result as unknown as { rows: { 'QUERY PLAN': string }[] }).rows
        .map((row) => row['QUERY PLAN'])
        .join('\n');
    });
    expect(plan).toContain('growth_items_user_open_due_idx');
    expect(plan).toContain('learning_tips_competency_week_idx');
  });
});
