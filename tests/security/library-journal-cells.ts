import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { journalEntries, learningResources } from '../../src/server/db/schema';
import { member } from '../setup/fixtures';
import type { TestApp } from '../setup/test-app';
import type { CallerKind, EndpointId } from './authorization-matrix';

/**
 * The authorization matrix's cells of the resource library and the reflection journal (decision 040),
 * apart from its test so that each module's cells read on their own. See the matrix's header.
 */

export const libraryJournalEndpoints: EndpointId[] = [
  'listResources',
  'listResourceCompetencies',
  'createResource',
  'updateResource',
  'updateOwnResource',
  'deleteResource',
  'saveResource',
  'getJournalPrompt',
  'listJournalEntries',
  'createJournalEntry',
  'updateJournalEntry',
  'updateOwnJournalEntry',
  'deleteJournalEntry',
  'deleteOwnJournalEntry',
];

type Owner = Parameters<typeof member>[1];

export interface LibraryJournalWorld {
  t: TestApp;
  companyA: Owner;
}

/** A fresh member of A's journal entry, whose words no other caller may read and whose row no call changes. */
export const strangersEntry = { id: '', body: '' };
/** The resource the last update or delete cell acted on: a refused call leaves it as it was. */
const cellResource = { id: '' };

const hasCompany = (kind: CallerKind) =>
  kind === 'member' || kind === 'teamLead' || kind === 'admin' || kind === 'otherCompanyAdmin';

const resourceBody = { title: 'Matrix resource', url: 'https://example.com/matrix', kind: 'article' };

async function resourceBy(t: TestApp, token: string) {
  const made = await t.request<{ resource: { id: string } }>('POST', '/api/resources', resourceBody, {
    token,
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.resource.id;
}

async function entryBy(t: TestApp, token: string, body = 'Matrix entry') {
  const made = await t.request<{ entry: { id: string } }>(
    'POST',
    '/api/journal/entries',
    { body },
    { token },
  );
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.entry.id;
}

/**
 * The lists, new ones and the prompt act on the caller's own; update and delete of a resource on a
 * fresh member of A's (the "own" variant on the caller's); saving on a fresh member of A's resource;
 * the journal endpoints naming an entry on a fresh member of A's (the "own" variants on the caller's).
 */
export async function libraryJournalCellFor(
  world: LibraryJournalWorld,
  id: EndpointId,
  kind: CallerKind,
  path: string,
  token: string | undefined,
): Promise<{ path: string; body?: unknown }> {
  const { t, companyA } = world;
  if (!strangersEntry.id) {
    strangersEntry.body = `Matrix journal ${crypto.randomUUID()}`;
    strangersEntry.id = await entryBy(t, (await member(t, companyA)).token, strangersEntry.body);
  }
  const caller = token && hasCompany(kind) ? token : undefined;
  const strangers = async () => (await member(t, companyA)).token;
  switch (id) {
    case 'createResource':
      return { path, body: resourceBody };
    case 'updateResource':
    case 'deleteResource':
      cellResource.id = await resourceBy(t, await strangers());
      return {
        path: path.replace(':id', cellResource.id),
        body: id === 'updateResource' ? { title: 'Taken' } : undefined,
      };
    case 'saveResource':
      return { path: path.replace(':id', await resourceBy(t, await strangers())) };
    case 'updateOwnResource':
      return {
        path: path.replace(':id', await resourceBy(t, caller ?? (await strangers()))),
        body: { title: 'Mine, renamed' },
      };
    case 'createJournalEntry':
      return { path, body: { body: 'Matrix entry', answersPrompt: true } };
    case 'updateJournalEntry':
      return { path: path.replace(':id', strangersEntry.id), body: { body: 'Taken' } };
    case 'deleteJournalEntry':
      return { path: path.replace(':id', strangersEntry.id) };
    case 'updateOwnJournalEntry':
    case 'deleteOwnJournalEntry': {
      const entryId = caller ? await entryBy(t, caller) : crypto.randomUUID();
      return {
        path: path.replace(':id', entryId),
        body: id === 'updateOwnJournalEntry' ? { body: 'Rewritten' } : undefined,
      };
    }
    default:
      return { path };
  }
}

/**
 * The checks beyond the status: the stranger's entry is neither read nor changed by anyone; a refused
 * update or delete of a resource leaves it as it was.
 */
export async function checkLibraryJournalCell(
  t: TestApp,
  id: EndpointId,
  kind: CallerKind,
  response: { status: number; body: unknown },
) {
  if (!libraryJournalEndpoints.includes(id)) return;
  const name = `${id} × ${kind}`;
  expect(JSON.stringify(response.body ?? null), name).not.toContain(strangersEntry.body);
  const [entry] = await t.db.select().from(journalEntries).where(eq(journalEntries.id, strangersEntry.id));
  expect(entry, name).toMatchObject({ body: strangersEntry.body });
  if ((id === 'updateResource' || id === 'deleteResource') && response.status >= 400) {
    const [resource] = await t.db
      .select()
      .from(learningResources)
      .where(eq(learningResources.id, cellResource.id));
    expect(resource, name).toMatchObject({ title: 'Matrix resource' });
  }
}
