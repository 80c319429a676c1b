import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { Contribution, ContributionPage } from '../../shared/contract/purpose';
import {
  CONTRIBUTION_ENTRIES_PER_DAY_MAX,
  CONTRIBUTION_GOAL_PROGRESS_MIN,
  CONTRIBUTION_KINDS,
  type ContributionKind,
  purposeMessages as m,
} from '../../shared/purpose-messages';
import {
  type contributionsQuerySchema,
  type createContributionSchema,
  decodeContributionCursor,
  encodeContributionCursor,
  type hideContributionSchema,
} from '../../shared/purpose-rules';
import type { Caller } from '../auth/caller';
import { leadsOfSql, peopleLedBySql } from '../auth/leads';
import type { Database, Db } from '../db/connect';
import { isoSql } from '../db/moments';
import { pageMomentSql } from '../db/page';
import { rowsOf } from '../db/rows';
import { contributionEntries, contributionHides, goals } from '../db/schema';
import { DomainError, invalidInput } from '../domain-error';
import { visibleTo } from '../goals/read';

/**
 * The contribution log (decision 040, level 3): built when read from what SOS already knows, and the
 * entries a person adds by hand. Read by the person and their leads (auth/leads.ts), never by an
 * admin or a colleague as such. Whatever a lead may not read is left out in the statement itself:
 * the entries the person hid, check-ins and goals on goals the lead may not read (the goals' own
 * rule), and the text of an action item of a 1:1 the lead is not one of the two people of. No score,
 * no count.
 */

/** Any number: it names each person's contribution-entry locks among the database's advisory locks. */
const ENTRIES_LOCK = 727_040;

/** Who reads whose log, and what a page starts after. */
export interface LogRead {
  person: string;
  companyId: string;
  /** The reader, with their goals' reading rule. */
  viewer: Caller;
  own: boolean;
  timeZone: string;
  limit: number;
  after?: { at: string; rank: number; id: string };
  /** One entry only (its kind's branch alone is read). */
  subjectId?: string;
}

/** A kind's place in the log's order (moment, kind, id), all descending. */
const rankOf = (kind: ContributionKind) => CONTRIBUTION_KINDS.indexOf(kind);

const hiddenSql = (read: LogRead, kind: ContributionKind, subject: SQL) =>
  sql`exists (select 1 from ${contributionHides} h where h.user_id = ${read.person}
    and h.kind = ${kind} and h.subject_id = ${subject})`;

/**
 * A branch's common columns and conditions: its kind and rank, whether hidden (a lead never receives a
 * hidden entry: it is not selected), where the page starts, and the one entry asked for.
 */
function branch(
  read: LogRead,
  kind: ContributionKind,
  { moment, subject, columns, from }: { moment: SQL; subject: SQL; columns: SQL; from: SQL },
) {
  const rank = rankOf(kind);
  const hidden = hiddenSql(read, kind, subject);
  const conditions = [
    read.own ? sql`true` : sql`not ${hidden}`,
    read.after
      ? sql`(${moment}, ${rank}::int, ${subject}) < (${read.after.at}::timestamptz, ${read.after.rank}::int, ${read.after.id}::uuid)`
      : sql`true`,
    read.subjectId ? sql`${subject} = ${read.subjectId}::uuid` : sql`true`,
  ];
  return sql`(select ${kind}::text as kind, ${rank}::int as rank, ${subject} as subject_id, ${moment} as at,
      ${columns}, ${read.own ? hidden : sql`false`} as hidden
    ${from} and ${sql.join(conditions, sql` and `)}
    order by ${moment} desc, ${subject} desc limit ${read.limit})`;
}

/**
 * The columns after (kind, rank, subject_id, at), each typed for the union: text, goal (id and
 * title), moved, progress, kudos (value and sender), link. What a source does not fill is null.
 */
const cols = (parts: { text?: SQL; goal: SQL; moved?: SQL; progress?: SQL; kudos: SQL; link: SQL }) =>
  sql`${parts.text ?? sql`null::text`} as text, ${parts.goal}, ${parts.moved ?? sql`null::int`} as moved,
    ${parts.progress ?? sql`null::float8`} as progress, ${parts.kudos}, ${parts.link} as link`;

const goalCols = sql`goals.id as goal_id, goals.title as goal_title`;
const kudosCols = (value: SQL, sender: SQL) => sql`${value} as value, ${sender} as sender`;
const noGoal = sql`null::uuid as goal_id, null::text as goal_title`;
const noKudos = sql`null::text as value, null::text as sender`;

/** Each source of the log: one branch, read through its own index on the person. */
const sources: Record<ContributionKind, (read: LogRead) => SQL> = {
  // Check-ins the person wrote that moved a key result, on goals the reader may read.
  key_result_moved: (read) =>
    branch(read, 'key_result_moved', {
      moment: sql`c.created_at`,
      subject: sql`c.id`,
      columns: cols({
        goal: goalCols,
        moved: sql`kv.moved`,
        kudos: noKudos,
        link: sql`'/goals/' || goals.id`,
      }),
      // Lateral: each of the person's check-ins looks its values up through their index.
      from: sql`from check_ins c join ${goals} on goals.id = c.goal_id and goals.company_id = ${read.companyId}
        cross join lateral (select count(distinct v.key_result_id)::int as moved
          from key_result_values v where v.check_in_id = c.id) kv
        where c.author_id = ${read.person} and ${visibleTo(read.viewer)} and kv.moved > 0`,
    }),
  // Goals the person owns, closed at CONTRIBUTION_GOAL_PROGRESS_MIN or more, that the reader may read.
  goal_closed: (read) =>
    branch(read, 'goal_closed', {
      moment: sql`goals.closed_at`,
      subject: sql`goals.id`,
      columns: cols({
        goal: goalCols,
        progress: sql`goals.progress`,
        kudos: noKudos,
        link: sql`'/goals/' || goals.id`,
      }),
      from: sql`from ${goals} where goals.owner_id = ${read.person} and goals.company_id = ${read.companyId}
        and goals.closed_at is not null and goals.progress >= ${CONTRIBUTION_GOAL_PROGRESS_MIN}
        and ${visibleTo(read.viewer)}`,
    }),
  // Kudos the person received (the feed's own kind, not its celebrations), with its value.
  kudos_received: (read) =>
    branch(read, 'kudos_received', {
      moment: sql`k.created_at`,
      subject: sql`k.id`,
      columns: cols({
        text: sql`k.message`,
        goal: noGoal,
        kudos: kudosCols(sql`cv.name`, sql`s.full_name`),
        link: sql`${`/culture?person=${read.person}`}::text`,
      }),
      from: sql`from kudos_recipients r
        join kudos k on k.id = r.kudos_id and k.company_id = ${read.companyId} and k.kind = 'kudos'
        left join company_values cv on cv.id = k.value_id
        left join profiles s on s.id = k.sender_id
        where r.user_id = ${read.person}`,
    }),
  // 1:1 action items the person owns, done; their text and 1:1 only for the 1:1's two people.
  action_item_done: (read) => {
    const party = read.own
      ? sql`true`
      : sql`(o.proposed_by = ${read.viewer.userId} or o.partner_id = ${read.viewer.userId})`;
    return branch(read, 'action_item_done', {
      moment: sql`a.done_at`,
      subject: sql`a.id`,
      columns: cols({
        text: sql`case when ${party} then a.text end`,
        goal: noGoal,
        kudos: noKudos,
        link: sql`case when ${party} then '/communication/one-on-ones/' || o.id end`,
      }),
      from: sql`from action_items a join one_on_ones o on o.id = a.one_on_one_id and o.company_id = ${read.companyId}
        where a.owner_id = ${read.person} and a.done_at is not null`,
    });
  },
  // Growth items done (the growth plan is the person's and their leads', as this log).
  growth_item_done: (read) =>
    branch(read, 'growth_item_done', {
      moment: sql`g.done_at`,
      subject: sql`g.id`,
      columns: cols({
        text: sql`g.title`,
        goal: noGoal,
        kudos: noKudos,
        link: read.own ? sql`'/learning?tab=plan'` : sql`null::text`,
      }),
      from: sql`from growth_items g where g.user_id = ${read.person} and g.company_id = ${read.companyId}
        and g.done_at is not null`,
    }),
  // Entries the person added: at noon of their day, in the company's time zone.
  manual: (read) =>
    branch(read, 'manual', {
      moment: sql`((e.day + time '12:00') at time zone ${read.timeZone}::text)`,
      subject: sql`e.id`,
      columns: cols({ text: sql`e.text`, goal: noGoal, kudos: noKudos, link: sql`null::text` }),
      from: sql`from ${contributionEntries} e where e.user_id = ${read.person} and e.company_id = ${read.companyId}`,
    }),
};

interface Row {
  kind: ContributionKind;
  subject_id: string;
  at_iso: string;
  page_at: string;
  day: string;
  text: string | null;
  goal_id: string | null;
  goal_title: string | null;
  moved: number | null;
  progress: number | null;
  value: string | null;
  sender: string | null;
  link: string | null;
  hidden: boolean;
}

/**
 * The log's statement, newest first: each source's first `limit` after the cursor (through its own
 * index on the person), then the first `limit` of them all.
 */
export function contributionLogSql(read: LogRead, kinds: readonly ContributionKind[] = CONTRIBUTION_KINDS) {
  const union = sql.join(
    kinds.map((kind) => sources[kind](read)),
    sql` union all `,
  );
  return sql`select e.kind, e.subject_id, e.text, e.goal_id, e.goal_title, e.moved, e.progress, e.value,
      e.sender, e.link, e.hidden, ${isoSql(sql`e.at`)} as at_iso, ${pageMomentSql(sql`e.at`)} as page_at,
      to_char(e.at at time zone ${read.timeZone}::text, 'YYYY-MM-DD') as day
    from (${union}) e
    order by e.at desc, e.rank desc, e.subject_id desc limit ${read.limit}`;
}

const entries = (db: Db, read: LogRead, kinds?: readonly ContributionKind[]) =>
  rowsOf<Row>(db, contributionLogSql(read, kinds));

const entryOf = (row: Row): Contribution => ({
  kind: row.kind,
  subjectId: row.subject_id,
  at: row.at_iso,
  day: row.day,
  text: row.text,
  goal: row.goal_id ? { id: row.goal_id, title: row.goal_title ?? '' } : null,
  keyResultsMoved: row.moved,
  progress: row.progress,
  value: row.value,
  from: row.sender,
  link: row.link,
  hidden: row.hidden,
});

/**
 * Whose log the caller asks for, and whether they may read it: their own, or a person they lead now.
 * Someone who is not in the caller's company is not found; a colleague, an admin who does not lead
 * them included, is refused.
 */
async function readerOf(db: Db, caller: Caller, personId: string | undefined) {
  const person = personId ?? caller.userId;
  const own = person === caller.userId;
  const reads = own
    ? sql`true`
    : sql`exists (select 1 from (${leadsOfSql(person, caller.companyId)}) l where l.lead_id = ${caller.userId})`;
  const [row] = await rowsOf<{ full_name: string | null; time_zone: string; today: string; reads: boolean }>(
    db,
    sql`select p.full_name, c.time_zone, to_char(now() at time zone c.time_zone, 'YYYY-MM-DD') as today,
        ${reads} as reads
      from profiles p join companies c on c.id = p.company_id
      where p.id = ${person}::uuid and p.company_id = ${caller.companyId}`,
  );
  if (!row) throw new DomainError('not_found', { message: m.personNotFound });
  if (!row.reads) throw new DomainError('forbidden', { message: m.notYourLog });
  return { person: { id: person, fullName: row.full_name }, own, timeZone: row.time_zone, today: row.today };
}

export async function listContributions(
  db: Db,
  caller: Caller,
  query: z.output<typeof contributionsQuerySchema>,
): Promise<ContributionPage> {
  let after: LogRead['after'];
  if (query.cursor !== undefined) {
    const cursor = decodeContributionCursor(query.cursor);
    if (!cursor) throw invalidInput('cursor', m.cursorInvalid);
    after = { at: cursor.at, rank: rankOf(cursor.kind), id: cursor.id };
  }
  const reader = await readerOf(db, caller, query.person);
  const read: LogRead = {
    person: reader.person.id,
    companyId: caller.companyId,
    viewer: caller,
    own: reader.own,
    timeZone: reader.timeZone,
    limit: query.limit + 1,
    after,
  };
  const rows = await entries(db, read);
  const shown = rows.slice(0, query.limit);
  const last = shown.at(-1);
  return {
    person: reader.person,
    own: reader.own,
    items: shown.map(entryOf),
    nextCursor:
      rows.length > query.limit && last
        ? encodeContributionCursor({ at: last.page_at, kind: last.kind, id: last.subject_id })
        : null,
    today: reader.today,
  };
}

/** One entry of the caller's own log, as they read it; undefined when their log has no such entry. */
async function ownEntry(db: Db, caller: Caller, kind: ContributionKind, subjectId: string) {
  const reader = await readerOf(db, caller, undefined);
  const read: LogRead = {
    person: caller.userId,
    companyId: caller.companyId,
    viewer: caller,
    own: true,
    timeZone: reader.timeZone,
    limit: 1,
    subjectId,
  };
  const [row] = await entries(db, read, [kind]);
  return row ? entryOf(row) : undefined;
}

/** The people the caller leads now, by name: whose logs they may open. */
export async function peopleLed(db: Db, caller: Caller) {
  const rows = await rowsOf<{ id: string; full_name: string | null }>(
    db,
    sql`select p.id, p.full_name from profiles p
      where p.id in (${peopleLedBySql(caller.userId, caller.companyId)}) and p.company_id = ${caller.companyId}
      order by lower(p.full_name) nulls last, p.id`,
  );
  return { people: rows.map((row) => ({ id: row.id, fullName: row.full_name })) };
}

/** Adds an entry to the caller's log: a day up to the company's today, at most so many a day (under the person's lock). */
export async function createContribution(
  db: Database,
  caller: Caller,
  input: z.output<typeof createContributionSchema>,
) {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${sql.raw(String(ENTRIES_LOCK))}, hashtext(${caller.userId}))`,
    );
    const [state] = await rowsOf<{ today: string; taken: number }>(
      tx,
      sql`select to_char(now() at time zone c.time_zone, 'YYYY-MM-DD') as today,
          (select count(*)::int from ${contributionEntries} e
            where e.user_id = ${caller.userId} and e.day = ${input.day}::date) as taken
        from companies c where c.id = ${caller.companyId}`,
    );
    if (!state || input.day > state.today) throw invalidInput('day', m.dayInFuture);
    if (state.taken >= CONTRIBUTION_ENTRIES_PER_DAY_MAX)
      throw new DomainError('limit_reached', { message: m.entriesPerDay });
    const [made] = await tx
      .insert(contributionEntries)
      .values({ userId: caller.userId, companyId: caller.companyId, day: input.day, text: input.text })
      .returning({ id: contributionEntries.id });
    const entry = made && (await ownEntry(tx, caller, 'manual', made.id));
    if (!entry) throw new Error('the new entry was not read back');
    return { entry };
  });
}

/** Deletes an entry the caller added, and their hiding of it. */
export async function deleteContribution(db: Database, caller: Caller, id: string) {
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(contributionEntries)
      .where(
        and(
          eq(contributionEntries.id, id),
          eq(contributionEntries.userId, caller.userId),
          eq(contributionEntries.companyId, caller.companyId),
        ),
      )
      .returning({ id: contributionEntries.id });
    if (deleted.length === 0) throw new DomainError('not_found', { message: m.entryNotFound });
    await tx
      .delete(contributionHides)
      .where(
        and(
          eq(contributionHides.userId, caller.userId),
          eq(contributionHides.kind, 'manual'),
          eq(contributionHides.subjectId, id),
        ),
      );
  });
}

/**
 * Hides an entry of the caller's own log from their leads, or shows it again. Hiding needs the entry
 * to be in their log now; showing again works whatever became of it.
 */
export async function hideContribution(
  db: Db,
  caller: Caller,
  input: z.output<typeof hideContributionSchema>,
) {
  const row = { userId: caller.userId, kind: input.kind, subjectId: input.subjectId };
  if (input.hidden) {
    if (!(await ownEntry(db, caller, input.kind, input.subjectId)))
      throw new DomainError('not_found', { message: m.entryNotFound });
    await db.insert(contributionHides).values(row).onConflictDoNothing();
  } else {
    await db
      .delete(contributionHides)
      .where(
        and(
          eq(contributionHides.userId, caller.userId),
          eq(contributionHides.kind, input.kind),
          eq(contributionHides.subjectId, input.subjectId),
        ),
      );
  }
  return { kind: input.kind, subjectId: input.subjectId, hidden: input.hidden };
}
