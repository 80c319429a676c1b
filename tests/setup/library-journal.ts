import { expect } from 'vitest';
import { careerTracks, competencies } from '../../src/server/db/schema';
import type { TestApp } from './test-app';

/** Test helpers of the resource library and the reflection journal (decision 040, slice 2). */

type Person = { token: string };
type Owner = Person & { company: { id: string } };

/** A track of the company with one competency, written straight in: the career slice's forms make them. */
export async function competencyOf(t: TestApp, companyId: string, track = 'Library track') {
  const [made] = await t.db.insert(careerTracks).values({ companyId, name: track }).returning();
  const [competency] = await t.db
    .insert(competencies)
    .values({ trackId: made!.id, companyId, position: 0, name: 'Communication' })
    .returning();
  return competency!.id;
}

export async function addResource(t: TestApp, who: Person, body: Record<string, unknown> = {}) {
  const made = await t.request<{ resource: { id: string } }>(
    'POST',
    '/api/resources',
    { title: 'Fuzz resource', url: 'https://example.com/fuzz', kind: 'video', ...body },
    { token: who.token },
  );
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.resource.id;
}

export async function writeEntry(t: TestApp, who: Person, body = 'Fuzz entry') {
  const made = await t.request<{ entry: { id: string } }>(
    'POST',
    '/api/journal/entries',
    { body },
    {
      token: who.token,
    },
  );
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.entry.id;
}

/**
 * The fuzz suite's library and journal: the owner's competency, resource and entry; another company's
 * competency and resource; a colleague's entry, which the owner (an admin) may not reach.
 */
export async function libraryJournalFuzzWorld(t: TestApp, owner: Owner, colleague: Person, stranger: Owner) {
  const competencyId = await competencyOf(t, owner.company.id, 'Fuzz library track');
  return {
    competencyId,
    foreignCompetencyId: await competencyOf(t, stranger.company.id, 'Fuzz library track'),
    ownResourceId: await addResource(t, owner, { competencyIds: [competencyId] }),
    foreignResourceId: await addResource(t, stranger),
    ownEntryId: await writeEntry(t, owner),
    colleagueEntryId: await writeEntry(t, colleague),
  };
}
