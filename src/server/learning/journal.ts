import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { JournalEntry, JournalPrompt } from '../../shared/contract/journal';
import { isoWeekNumber, journalMessages as m, promptOfWeek } from '../../shared/journal-messages';
import type { createJournalEntrySchema, journalListQuerySchema } from '../../shared/journal-rules';
import { JOURNAL_ENTRIES_MAX } from '../../shared/limits';
import { mondayOf } from '../../shared/weeks';
import type { Caller } from '../auth/caller';
import type { Database, Db } from '../db/connect';
import { isoSql } from '../db/moments';
import { belowCursor, pageMomentSql, pageOf } from '../db/page';
import { rowsOf } from '../db/rows';
import { DomainError } from '../domain-error';

/**
 * The reflection journal (decision 040, docs/privacy.md level 1): its author's alone. Every statement
 * here has `user_id` = the caller, so another person's entry, whoever asks (their lead, an admin), is
 * never selected: it is not found. The table has no company_id: the entries are the person's, not the
 * company's, and follow them if they move.
 */

/** Any number: it names each person's journal locks among the database's advisory locks. */
const JOURNAL_LOCK = 727_041;

const notFound = () => new DomainError('not_found', { message: m.entryNotFound });

// ---- Searching words, case and accents aside ----------------------------------------------------

/**
 * Accented Latin letters and the letter each reads as, for `translate`: the same fold on both sides, in
 * SQL for the stored text and here for the words searched. Written out rather than `unaccent`, an
 * extension the embedded server and a plain PostgreSQL need not both have. Upper-case letters are
 * listed too: `lower` leaves them as they are under the C locale.
 */
const ACCENTED: Record<string, string> = {
  a: 'àáâãäåāăą',
  c: 'çćčĉċ',
  d: 'ďđ',
  e: 'èéêëēĕėęě',
  g: 'ĝğġģ',
  h: 'ĥħ',
  i: 'ìíîïĩīĭį',
  j: 'ĵ',
  k: 'ķ',
  l: 'ĺļľŀł',
  n: 'ñńņňŉ',
  o: 'òóôõöøōŏő',
  r: 'ŕŗř',
  s: 'śŝşš',
  t: 'ţťŧ',
  u: 'ùúûüũūŭůűų',
  w: 'ŵ',
  y: 'ýÿŷ',
  z: 'źżž',
};

function foldTable() {
  let from = '';
  let to = '';
  for (const [plain, letters] of Object.entries(ACCENTED)) {
    for (const letter of letters) {
      from += letter;
      to += plain;
      const upper = letter.toUpperCase();
      if (upper.length === 1 && upper !== letter && !/[A-Z]/.test(upper) && !from.includes(upper)) {
        from += upper;
        to += plain;
      }
    }
  }
  return { from, to };
}

const FOLD = foldTable();

/** A text as the search compares it: lower case, accents away. */
export function foldForSearch(text: string): string {
  let folded = '';
  for (const character of text.normalize('NFC').toLowerCase()) {
    const at = FOLD.from.indexOf(character);
    folded += at >= 0 ? FOLD.to[at] : character;
  }
  return folded;
}

/** The same fold in SQL, for a stored text (NFC, as the rules store every text). */
export const foldedSql = (text: SQL) => sql`translate(lower(${text}), ${FOLD.from}, ${FOLD.to})`;

/** LIKE's own characters taken literally: a search for "100%" finds "100%", not "100" and more. */
const likeEscaped = (word: string) => word.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * A condition true when `text` holds every word of `query` (split on spaces), case and accents
 * aside; undefined for a query with no word.
 */
export function holdsEveryWord(text: SQL, query: string | undefined): SQL | undefined {
  const words = [
    ...new Set(
      foldForSearch(query ?? '')
        .split(/\s+/u)
        .filter(Boolean),
    ),
  ].slice(0, 10);
  if (words.length === 0) return undefined;
  const folded = foldedSql(text);
  return sql.join(
    words.map((word) => sql`${folded} like ${`%${likeEscaped(word)}%`}`),
    sql` and `,
  );
}

// ---- The week's prompt --------------------------------------------------------------------------

/** The company's today, by its time zone: the week a prompt belongs to. */
async function todayOf(db: Db, caller: Caller): Promise<string> {
  const [row] = await rowsOf<{ today: string }>(
    db,
    sql`select to_char((now() at time zone time_zone)::date, 'YYYY-MM-DD') as today
      from companies where id = ${caller.companyId}`,
  );
  return row?.today ?? new Date().toISOString().slice(0, 10);
}

function promptOf(today: string): JournalPrompt {
  const week = mondayOf(today);
  return { week, weekNumber: isoWeekNumber(week), prompt: promptOfWeek(week) };
}

/** GET /api/journal/prompt. */
export async function getJournalPrompt(db: Db, caller: Caller): Promise<JournalPrompt> {
  return promptOf(await todayOf(db, caller));
}

// ---- Entries ------------------------------------------------------------------------------------

type EntryRow = JournalEntry & { pageAt: string };

const entryColumns = sql`id, to_char(week, 'YYYY-MM-DD') as "week", prompt, body,
  ${isoSql(sql`created_at`)} as "createdAt", ${isoSql(sql`updated_at`)} as "updatedAt",
  ${pageMomentSql(sql`created_at`)} as "pageAt"`;

const entryOf = ({ pageAt: _pageAt, ...entry }: EntryRow): JournalEntry => entry;

/** GET /api/journal/entries: the caller's own, newest first. */
export async function listJournalEntries(
  db: Db,
  caller: Caller,
  query: z.output<typeof journalListQuerySchema>,
) {
  const filters: SQL[] = [sql`user_id = ${caller.userId}`];
  const words = holdsEveryWord(sql`body || ' ' || coalesce(prompt, '')`, query.q);
  if (words) filters.push(words);
  const below = belowCursor(sql`created_at`, sql`id`, query.cursor, m.cursorInvalid);
  if (below) filters.push(below);
  const rows = await rowsOf<EntryRow>(
    db,
    sql`select ${entryColumns} from journal_entries where ${sql.join(filters, sql` and `)}
      order by created_at desc, id desc limit ${query.limit + 1}`,
  );
  const page = pageOf(rows, query.limit);
  return { items: page.rows.map(entryOf), nextCursor: page.nextCursor };
}

/** POST /api/journal/entries: at most JOURNAL_ENTRIES_MAX a person; their writes take turns here. */
export async function createJournalEntry(
  db: Database,
  caller: Caller,
  input: z.output<typeof createJournalEntrySchema>,
): Promise<JournalEntry> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${sql.raw(String(JOURNAL_LOCK))}, hashtext(${caller.userId}))`,
    );
    const [count] = await rowsOf<{ n: number }>(
      tx,
      sql`select count(*)::int as n from journal_entries where user_id = ${caller.userId}`,
    );
    if ((count?.n ?? 0) >= JOURNAL_ENTRIES_MAX)
      throw new DomainError('limit_reached', { message: m.entriesLimit });
    const prompt = promptOf(await todayOf(tx, caller));
    const [row] = await rowsOf<EntryRow>(
      tx,
      sql`insert into journal_entries (user_id, week, prompt, body)
        values (${caller.userId}, ${prompt.week}, ${input.answersPrompt ? prompt.prompt : null}, ${input.body})
        returning ${entryColumns}`,
    );
    if (!row) throw new Error('insert returned no row');
    return entryOf(row);
  });
}

/** PATCH /api/journal/entries/:id: the caller's own entry, or not found. */
export async function updateJournalEntry(
  db: Db,
  caller: Caller,
  id: string,
  body: string,
): Promise<JournalEntry> {
  const [row] = await rowsOf<EntryRow>(
    db,
    sql`update journal_entries set body = ${body}, updated_at = now()
      where id = ${id} and user_id = ${caller.userId} returning ${entryColumns}`,
  );
  if (!row) throw notFound();
  return entryOf(row);
}

/** DELETE /api/journal/entries/:id: the caller's own entry, or not found. */
export async function deleteJournalEntry(db: Db, caller: Caller, id: string): Promise<void> {
  const deleted = await rowsOf<{ id: string }>(
    db,
    sql`delete from journal_entries where id = ${id} and user_id = ${caller.userId} returning id`,
  );
  if (deleted.length === 0) throw notFound();
}
