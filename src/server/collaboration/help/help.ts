import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import { HELP_REQUEST_OPEN_DAYS, HELP_SUGGESTIONS_MAX } from '../../../shared/collaboration-messages';
import type { HelpRequest, HelpRequestSummary, HelpSuggestion } from '../../../shared/contract/help';
import {
  HELP_ANSWERS_MAX,
  HELP_KUDOS_MONTHS,
  HELP_OPEN_REQUESTS_MAX,
  helpMessages as m,
  skillKey,
} from '../../../shared/help-messages';
import type { createHelpRequestSchema, helpListQuerySchema } from '../../../shared/help-rules';
import type { Caller } from '../../auth/caller';
import type { Database, Db } from '../../db/connect';
import { isoSql } from '../../db/moments';
import { belowCursor, pageMomentSql, pageOf } from '../../db/page';
import { rowsOf } from '../../db/rows';
import { DomainError } from '../../domain-error';
import { foldedSql } from '../../learning/journal';
import { notify } from '../../notifications/notify';

/**
 * Ask for help and "I can help with" (decision 041, docs/privacy.md section 30): the company's board.
 * Requests, answers and offered skills are the company's (level 4, company): every member reads them.
 * A request is open until its author marks it solved or HELP_REQUEST_OPEN_DAYS after it was opened,
 * computed on every read: nothing runs to close it. Suggestions read offered skills and received kudos
 * only; skill ratings and tracks (level 3) are never read here.
 */

/** Any number: it names each person's help-request locks among the database's advisory locks. */
const HELP_LOCK = 727_043;

const notFound = () => new DomainError('not_found', { message: m.requestNotFound });

const closedSql = sql`(r.solved_at is not null or r.created_at <= now() - ${sql.raw(`interval '${HELP_REQUEST_OPEN_DAYS} days'`)})`;

const personSql = (id: SQL) =>
  sql`(select json_build_object('id', p.id, 'fullName', p.full_name) from profiles p where p.id = ${id})`;

type SummaryRow = HelpRequestSummary & { pageAt: string; details: string | null; authorId: string };

const summaryColumns = sql`r.id, r.title, r.tags, r.details, r.author_id as "authorId",
  coalesce(${personSql(sql`r.author_id`)}, json_build_object('id', null, 'fullName', null)) as "author",
  case when ${closedSql} then 'closed' else 'open' end as "state",
  ${isoSql(sql`r.solved_at`)} as "solvedAt",
  ${isoSql(sql`(r.created_at + ${sql.raw(`interval '${HELP_REQUEST_OPEN_DAYS} days'`)})`)} as "closesAt",
  (select count(*)::int from help_answers a where a.request_id = r.id) as "answers",
  ${isoSql(sql`r.created_at`)} as "createdAt",
  ${pageMomentSql(sql`r.created_at`)} as "pageAt"`;

const summaryOf = ({ pageAt: _p, details: _d, authorId: _a, ...summary }: SummaryRow): HelpRequestSummary =>
  summary;

/** GET /api/help/requests: the board, open or closed, newest first, by one tag's key. */
export async function listHelpRequests(db: Db, caller: Caller, query: z.output<typeof helpListQuerySchema>) {
  const filters: SQL[] = [sql`r.company_id = ${caller.companyId}`];
  filters.push(query.state === 'open' ? sql`not ${closedSql}` : closedSql);
  const tag = query.tag === undefined ? '' : skillKey(query.tag);
  if (tag)
    filters.push(
      sql`exists (select 1 from unnest(r.tags) t where ${foldedSql(sql`regexp_replace(btrim(t), '\\s+', ' ', 'g')`)} = ${tag})`,
    );
  const below = belowCursor(sql`r.created_at`, sql`r.id`, query.cursor, m.cursorInvalid);
  if (below) filters.push(below);
  const rows = await rowsOf<SummaryRow>(
    db,
    sql`select ${summaryColumns} from help_requests r where ${sql.join(filters, sql` and `)}
      order by r.created_at desc, r.id desc limit ${query.limit + 1}`,
  );
  const page = pageOf(rows, query.limit);
  return { items: page.rows.map(summaryOf), nextCursor: page.nextCursor };
}

/** Escapes a key for a PostgreSQL regular expression, matched as a whole word. */
const regexEscaped = (text: string) => text.replace(/[\\^$.*+?()[\]{}|]/g, (c) => `\\${c}`);

/**
 * Up to HELP_SUGGESTIONS_MAX current members of the company, not the author, whose offered skills'
 * keys or received kudos of the last HELP_KUDOS_MONTHS months (the kudos' value name, or a word of its
 * message, case and accents aside) match a tag; each with why, in words. By name: nobody is ranked.
 */
export async function suggestionsFor(
  db: Db,
  companyId: string,
  authorId: string,
  tags: string[],
): Promise<HelpSuggestion[]> {
  const wanted = tags.map((tag) => ({ tag, key: skillKey(tag) })).filter(({ key }) => key !== '');
  if (wanted.length === 0) return [];
  const keys = sql`(values ${sql.join(
    wanted.map(({ tag, key }) => sql`(${key}::text, ${tag}::text, ${`\\m${regexEscaped(key)}\\M`}::text)`),
    sql`, `,
  )}) as k(key, tag, word)`;
  const rows = await rowsOf<{ id: string; fullName: string | null; reasons: string[] }>(
    db,
    sql`with hits as (
        select s.user_id, 'offers ' || s.skill as reason
          from help_skills s join ${keys} on s.key = k.key
          where s.company_id = ${companyId}
        union
        select kr.user_id, 'thanked for ' || k.tag as reason
          from kudos ku
          join kudos_recipients kr on kr.kudos_id = ku.id
          left join company_values v on v.id = ku.value_id
          join ${keys} on (
            ${foldedSql(sql`regexp_replace(btrim(coalesce(v.name, '')), '\\s+', ' ', 'g')`)} = k.key
            or ${foldedSql(sql`coalesce(ku.message, '')`)} ~ k.word)
          where ku.company_id = ${companyId} and ku.kind = 'kudos'
            and ku.created_at > now() - ${sql.raw(`interval '${HELP_KUDOS_MONTHS} months'`)}
      )
      select h.user_id as "id", p.full_name as "fullName",
        array_agg(distinct h.reason order by h.reason) as "reasons"
      from hits h
      join user_roles ur on ur.user_id = h.user_id and ur.company_id = ${companyId}
      left join profiles p on p.id = h.user_id
      where h.user_id <> ${authorId}
      group by h.user_id, p.full_name
      order by p.full_name nulls last, h.user_id
      limit ${HELP_SUGGESTIONS_MAX}`,
  );
  return rows.map(({ id, fullName, reasons }) => ({ person: { id, fullName }, reasons }));
}

/** One request of the caller's company, whole; undefined for any other. */
export async function findHelpRequest(db: Db, caller: Caller, id: string): Promise<HelpRequest | undefined> {
  const [row] = await rowsOf<SummaryRow>(
    db,
    sql`select ${summaryColumns} from help_requests r where r.id = ${id} and r.company_id = ${caller.companyId}`,
  );
  if (!row) return undefined;
  const answerList = await rowsOf<HelpRequest['answerList'][number]>(
    db,
    sql`select a.id, a.body,
        coalesce(${personSql(sql`a.author_id`)}, json_build_object('id', null, 'fullName', null)) as "author",
        ${isoSql(sql`a.created_at`)} as "createdAt",
        ${isoSql(sql`a.edited_at`)} as "editedAt",
        a.author_id = ${caller.userId} as "isAuthor",
        (a.author_id = ${caller.userId} or ${caller.isAdmin}) as "canDelete"
      from help_answers a where a.request_id = ${id}
      order by a.created_at, a.id limit ${HELP_ANSWERS_MAX}`,
  );
  const suggestions = await suggestionsFor(db, caller.companyId, row.authorId, row.tags);
  const isAuthor = row.authorId === caller.userId;
  return {
    ...summaryOf(row),
    details: row.details,
    answerList,
    suggestions,
    isAuthor,
    canDelete: isAuthor || caller.isAdmin,
  };
}

async function readRequest(db: Db, caller: Caller, id: string): Promise<HelpRequest> {
  const request = await findHelpRequest(db, caller, id);
  if (!request) throw notFound();
  return request;
}

/** GET /api/help/requests/:id. */
export const getHelpRequest = readRequest;

/** POST /api/help/requests: at most HELP_OPEN_REQUESTS_MAX open a person; their asks take turns here. */
export async function createHelpRequest(
  db: Database,
  caller: Caller,
  input: z.output<typeof createHelpRequestSchema>,
): Promise<HelpRequest> {
  const id = await db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${sql.raw(String(HELP_LOCK))}, hashtext(${caller.userId}))`,
    );
    const [open] = await rowsOf<{ n: number }>(
      tx,
      sql`select count(*)::int as n from help_requests r
        where r.author_id = ${caller.userId} and r.company_id = ${caller.companyId} and not ${closedSql}`,
    );
    if ((open?.n ?? 0) >= HELP_OPEN_REQUESTS_MAX)
      throw new DomainError('limit_reached', { message: m.openLimit });
    const tags = sql`array[${sql.join(
      input.tags.map((tag) => sql`${tag}`),
      sql`, `,
    )}]::text[]`;
    const [row] = await rowsOf<{ id: string }>(
      tx,
      sql`insert into help_requests (company_id, author_id, title, details, tags)
        values (${caller.companyId}, ${caller.userId}, ${input.title}, ${input.details}, ${tags})
        returning id`,
    );
    if (!row) throw new Error('insert returned no row');
    return row.id;
  });
  return readRequest(db, caller, id);
}

/** POST /api/help/requests/:id/answers: an open request's; its author is told (not of their own). */
export async function answerHelpRequest(
  db: Database,
  caller: Caller,
  id: string,
  body: string,
): Promise<HelpRequest> {
  await db.transaction(async (tx) => {
    // The request's row, locked: its answers are counted and added one writer at a time.
    const [request] = await rowsOf<{ authorId: string; title: string; closed: boolean }>(
      tx,
      sql`select r.author_id as "authorId", r.title, ${closedSql} as "closed" from help_requests r
        where r.id = ${id} and r.company_id = ${caller.companyId} for update`,
    );
    if (!request) throw notFound();
    if (request.closed) throw new DomainError('help_request_closed', { message: m.requestClosed });
    const [count] = await rowsOf<{ n: number }>(
      tx,
      sql`select count(*)::int as n from help_answers where request_id = ${id}`,
    );
    if ((count?.n ?? 0) >= HELP_ANSWERS_MAX)
      throw new DomainError('limit_reached', { message: m.answersLimit });
    await tx.execute(
      sql`insert into help_answers (request_id, company_id, author_id, body)
        values (${id}, ${caller.companyId}, ${caller.userId}, ${body})`,
    );
    if (request.authorId !== caller.userId) {
      const [me] = await rowsOf<{ fullName: string | null }>(
        tx,
        sql`select full_name as "fullName" from profiles where id = ${caller.userId}`,
      );
      await notify(tx, {
        userId: request.authorId,
        companyId: caller.companyId,
        kind: 'help_answered',
        data: { requestId: id, title: request.title, authorName: me?.fullName ?? null },
      });
    }
  });
  return readRequest(db, caller, id);
}

/**
 * An answer of a request of the caller's company, with whether the request is closed; the request's
 * row held (for share) until the transaction ends, so that it is not solved meanwhile. Another
 * company's request is not found, as is an answer that is not the request's.
 */
async function answerOf(tx: Db, caller: Caller, id: string, answerId: string) {
  const [request] = await rowsOf<{ closed: boolean }>(
    tx,
    sql`select ${closedSql} as "closed" from help_requests r
      where r.id = ${id} and r.company_id = ${caller.companyId} for share`,
  );
  if (!request) throw notFound();
  const [answer] = await rowsOf<{ authorId: string }>(
    tx,
    sql`select author_id as "authorId" from help_answers where id = ${answerId} and request_id = ${id}`,
  );
  if (!answer) throw new DomainError('not_found', { message: m.answerNotFound });
  return { ...answer, closed: request.closed };
}

/**
 * PUT /api/help/requests/:id/answers/:answerId: its author rewrites it while the request is open. A
 * text that changed marks it edited; the same text again changes nothing.
 */
export async function updateHelpAnswer(
  db: Database,
  caller: Caller,
  id: string,
  answerId: string,
  body: string,
): Promise<HelpRequest> {
  await db.transaction(async (tx) => {
    const answer = await answerOf(tx, caller, id, answerId);
    if (answer.authorId !== caller.userId) throw new DomainError('forbidden', { message: m.notAnswerAuthor });
    if (answer.closed) throw new DomainError('help_request_closed', { message: m.requestClosed });
    await tx.execute(
      sql`update help_answers
        set edited_at = case when body is distinct from ${body} then now() else edited_at end, body = ${body}
        where id = ${answerId}`,
    );
  });
  return readRequest(db, caller, id);
}

/** DELETE /api/help/requests/:id/answers/:answerId: its author's, or an admin's, open request or closed. */
export async function deleteHelpAnswer(db: Database, caller: Caller, id: string, answerId: string) {
  await db.transaction(async (tx) => {
    const answer = await answerOf(tx, caller, id, answerId);
    if (answer.authorId !== caller.userId && !caller.isAdmin)
      throw new DomainError('forbidden', { message: m.answerNotYours });
    await tx.execute(sql`delete from help_answers where id = ${answerId}`);
  });
}

/** POST /api/help/requests/:id/solve: the author's own; solved once, when first marked. */
export async function solveHelpRequest(db: Db, caller: Caller, id: string): Promise<HelpRequest> {
  const [row] = await rowsOf<{ authorId: string }>(
    db,
    sql`select author_id as "authorId" from help_requests where id = ${id} and company_id = ${caller.companyId}`,
  );
  if (!row) throw notFound();
  if (row.authorId !== caller.userId) throw new DomainError('forbidden', { message: m.notAuthor });
  await db.execute(sql`update help_requests set solved_at = coalesce(solved_at, now()) where id = ${id}`);
  return readRequest(db, caller, id);
}

/** DELETE /api/help/requests/:id: its author's, or an admin's; its answers go with it. */
export async function deleteHelpRequest(db: Db, caller: Caller, id: string): Promise<void> {
  const [row] = await rowsOf<{ authorId: string }>(
    db,
    sql`select author_id as "authorId" from help_requests where id = ${id} and company_id = ${caller.companyId}`,
  );
  if (!row) throw notFound();
  if (row.authorId !== caller.userId && !caller.isAdmin)
    throw new DomainError('forbidden', { message: m.notYours });
  await db.execute(sql`delete from help_requests where id = ${id}`);
}

// ---- "I can help with" --------------------------------------------------------------------------

/** GET /api/help/skills: the caller's offered skills, in the order written. */
export async function getHelpSkills(db: Db, caller: Caller): Promise<string[]> {
  const rows = await rowsOf<{ skill: string }>(
    db,
    sql`select skill from help_skills where user_id = ${caller.userId} and company_id = ${caller.companyId}
      order by created_at, skill`,
  );
  return rows.map((row) => row.skill);
}

/**
 * PUT /api/help/skills: the caller's list, replaced whole in one transaction. Each keeps the moment it
 * is written at, a microsecond apart, so the list reads back in the order written.
 */
export async function putHelpSkills(db: Database, caller: Caller, skills: string[]): Promise<string[]> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from help_skills where user_id = ${caller.userId}`);
    if (skills.length === 0) return;
    await tx.execute(
      sql`insert into help_skills (user_id, company_id, skill, key, created_at) values ${sql.join(
        skills.map(
          (skill, index) =>
            sql`(${caller.userId}, ${caller.companyId}, ${skill}, ${skillKey(skill)}, now() + ${sql.raw(`interval '${index} microseconds'`)})`,
        ),
        sql`, `,
      )}`,
    );
  });
  return getHelpSkills(db, caller);
}
