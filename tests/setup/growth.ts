import { expect } from 'vitest';
import type { Database } from '../../src/server/db/connect';
import {
  careerPositions,
  careerTracks,
  competencies,
  learningResources,
  trackLevels,
} from '../../src/server/db/schema';
import type { GrowthItem, GrowthPlan } from '../../src/shared/contract/growth';
import type { TestApp } from './test-app';

/**
 * Growth plan fixtures (decision 040): a track with competencies and the people placed on it, written
 * straight into the tables (the career endpoints are another slice's), a library resource, and items
 * added through the API.
 */

type Person = { token: string; session: { user: { id: string } } };

export const idOf = (person: Person) => person.session.user.id;

let tracks = 0;

/** A track of the company with these competencies, in order, and `people` placed on its first level. */
export async function trackWith(
  db: Database,
  companyId: string,
  names: string[],
  people: Person[] = [],
): Promise<{ trackId: string; competencyIds: string[] }> {
  tracks += 1;
  const [track] = await db
    .insert(careerTracks)
    .values({ companyId, name: `Track ${tracks} ${Math.random().toString(36).slice(2, 6)}` })
    .returning();
  const [level] = await db
    .insert(trackLevels)
    .values({ trackId: track!.id, companyId, position: 0, name: 'First' })
    .returning();
  const rows = names.length
    ? await db
        .insert(competencies)
        .values(names.map((name, position) => ({ trackId: track!.id, companyId, position, name })))
        .returning()
    : [];
  for (const person of people)
    await db
      .insert(careerPositions)
      .values({ userId: idOf(person), companyId, trackId: track!.id, levelId: level!.id })
      .onConflictDoUpdate({
        target: careerPositions.userId,
        set: { trackId: track!.id, levelId: level!.id },
      });
  const byName = new Map(rows.map((row) => [row.name, row.id]));
  return { trackId: track!.id, competencyIds: names.map((name) => byName.get(name)!) };
}

/** A resource of the company's library. */
export async function resourceOf(db: Database, companyId: string, title = 'The Pragmatic Surfer') {
  const [row] = await db
    .insert(learningResources)
    .values({ companyId, title, url: 'https://example.com/book', kind: 'book' })
    .returning();
  return row!.id;
}

/** Adds an item to the person's plan through the API. */
export async function addItem(t: TestApp, person: Person, body: Record<string, unknown> = {}) {
  const response = await t.request<{ item: GrowthItem }>(
    'POST',
    '/api/growth-items',
    { kind: 'learn', title: 'Learn to read the swell', ...body },
    { token: person.token },
  );
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.item;
}

/** The person's own plan. */
export async function planOf(t: TestApp, person: Person) {
  const response = await t.request<{ plan: GrowthPlan }>('GET', '/api/growth-plan', undefined, {
    token: person.token,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.plan;
}

/** The fuzz suite's growth world: the owner's item and competency, a colleague's item, another company's competency. */
export async function growthFuzzWorld(
  t: TestApp,
  owner: Person & { company: { id: string } },
  colleague: Person,
  stranger: { company: { id: string } },
) {
  const { competencyIds } = await trackWith(t.db, owner.company.id, ['Fuzz craft'], [owner]);
  const foreign = await trackWith(t.db, stranger.company.id, ['Other craft']);
  return {
    ownItemId: (await addItem(t, owner, { title: 'Fuzz growth' })).id,
    foreignItemId: (await addItem(t, colleague, { title: 'Not mine' })).id,
    competencyId: competencyIds[0]!,
    foreignCompetencyId: foreign.competencyIds[0]!,
  };
}

/**
 * fillEveryTable's growth plan (decision 040): the crew member's items (one with a competency, a
 * resource and a due day, put on their 1:1's next agenda and pulled into today; one done) and the
 * admin's tip of this week for the competency.
 */
export async function fillGrowth(t: TestApp, owner: Person & { company: { id: string } }, crew: Person) {
  const { competencyIds } = await trackWith(t.db, owner.company.id, ['Ñúñez “reading” 📚'], [crew]);
  const resourceId = await resourceOf(t.db, owner.company.id, 'Zoë’s “book” 🌊 עברית');
  const item = await addItem(t, crew, {
    kind: 'read',
    title: 'Zoë’s “chapter” \\ 🌊 עברית',
    dueOn: '2030-02-28',
    competencyId: competencyIds[0],
    resourceId,
  });
  const done = await addItem(t, crew, { kind: 'ship', title: 'Ship the ñ fix' });
  const ticked = await t.request(
    'PATCH',
    `/api/growth-items/${done.id}`,
    { done: true },
    { token: crew.token },
  );
  expect(ticked.status).toBe(200);
  const listed = await t.request<{ items: { id: string; status: string }[] }>(
    'GET',
    '/api/one-on-ones',
    undefined,
    { token: crew.token },
  );
  const oneOnOne = listed.body.items.find((row) => row.status === 'active');
  expect(oneOnOne).toBeDefined();
  const put = await t.request(
    'POST',
    `/api/growth-items/${item.id}/agenda`,
    { oneOnOneId: oneOnOne!.id },
    { token: crew.token },
  );
  expect(put.status, JSON.stringify(put.body)).toBe(201);
  const pulled = await t.request(
    'POST',
    '/api/today/items',
    { growthItemId: item.id },
    { token: crew.token },
  );
  expect(pulled.status, JSON.stringify(pulled.body)).toBe(201);
  const today = await t.request<{ tips: { thisWeek: string } }>('GET', '/api/learning-tips', undefined, {
    token: owner.token,
  });
  const tip = await t.request(
    'PUT',
    `/api/learning-tips/${competencyIds[0]}/${today.body.tips.thisWeek}`,
    { text: 'Two\nlines: Zoë’s “tip” 🌊' },
    { token: owner.token },
  );
  expect(tip.status, JSON.stringify(tip.body)).toBe(200);
}
