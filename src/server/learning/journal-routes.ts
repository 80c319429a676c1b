import {
  createJournalEntry as createEntryEndpoint,
  deleteJournalEntry as deleteEntryEndpoint,
  getJournalPrompt as promptEndpoint,
  listJournalEntries as listEntriesEndpoint,
  updateJournalEntry as updateEntryEndpoint,
} from '../../shared/contract/journal';
import { callerOf } from '../auth/caller';
import { requireUser } from '../auth/require-user';
import type { AppDeps } from '../context';
import { contractRoutes } from '../http/contract-routes';
import {
  createJournalEntry,
  deleteJournalEntry,
  getJournalPrompt,
  listJournalEntries,
  updateJournalEntry,
} from './journal';

/** /api/journal: the caller's own reflection journal (decision 040, level 1); no path names anyone. */
export function journalRoutes(deps: AppDeps) {
  const { db } = deps;
  const routes = contractRoutes('/api/journal');
  routes.app.use(requireUser(deps));
  return routes
    .on(promptEndpoint, [], async (c) => ({ prompt: await getJournalPrompt(db, callerOf(c)) }))
    .on(listEntriesEndpoint, [], async (c, { query }) => listJournalEntries(db, callerOf(c), query))
    .on(createEntryEndpoint, [], async (c, { body }) => ({
      entry: await createJournalEntry(db, callerOf(c), body),
    }))
    .on(updateEntryEndpoint, [], async (c, { params, body }) => ({
      entry: await updateJournalEntry(db, callerOf(c), params.id, body.body),
    }))
    .on(deleteEntryEndpoint, [], async (c, { params }) => {
      await deleteJournalEntry(db, callerOf(c), params.id);
      return undefined;
    }).app;
}
