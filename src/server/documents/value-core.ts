import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ValueSummary } from '../../shared/contract/value';
import { VALUE_DOCUMENTS_MAX } from '../../shared/limits';
import { valueMessages as m } from '../../shared/value-messages';
import type { Caller } from '../auth/caller';
import type { Database, Db, Transaction } from '../db/connect';
import { isoSql } from '../db/moments';
import { belowCursor, pageMomentSql, pageOf } from '../db/page';
import { rowsOf } from '../db/rows';
import { documents } from '../db/schema';
import { DomainError, invalidInput } from '../domain-error';
import { inTeamSql, personSql, readableSql } from './core';

/**
 * What canvases, personas and tables of alternatives share (decision 041, slice 2): a list of the
 * readable ones, a team's check, the company's cap under a lock, links to readable canvases, a save
 * under the version check and a delete by the author or an admin. Whoever reads one writes it.
 * Statements are raw SQL on the aliases `d` (the document) and `o` (a linked one), each read through
 * `readableSql`, so a link to a document the caller may not read never shows.
 */

export type ValueKind = 'canvas' | 'persona' | 'competition';

export const d = alias(documents, 'd');
export const o = alias(documents, 'o');

/** The summary's columns of `d`. */
export const summarySql = sql`d.id, d.title, d.visibility,
  (select json_build_object('id', t.id, 'name', t.name) from teams t where t.id = d.team_id) as team,
  d.version, ${isoSql(sql`d.updated_at`)} as "updatedAt"`;

/** Who wrote `d`, when, and whether the caller may delete it. */
export const ownershipSql = (caller: Caller) => sql`case when d.author_id is null then null
    else ${personSql(sql`d.author_id`, sql`d.company_id`)} end as author,
  ${isoSql(sql`d.created_at`)} as "createdAt",
  ${caller.isAdmin ? sql`true` : sql`coalesce(d.author_id = ${caller.userId}, false)`} as "canDelete"`;

/**
 * The documents of `kind` linked with `d` that the caller may read, by title: `from` the ones that
 * link to `d` (a canvas's personas), or `to` the ones `d` links to (a persona's canvases).
 */
export const linkedSql = (caller: Caller, kind: ValueKind, direction: 'from' | 'to') => {
  const join =
    direction === 'from'
      ? sql`o.id = l.document_id and l.target_id = d.id`
      : sql`o.id = l.target_id and l.document_id = d.id`;
  return sql`coalesce((select json_agg(json_build_object('id', o.id, 'title', o.title) order by o.title, o.id)
    from document_links l join documents o on ${join}
    where o.kind = ${kind} and ${readableSql(caller, o)}), '[]'::json)`;
};

/** GET of a kind's list: the readable ones, newest first. */
export async function listValue(
  db: Db,
  caller: Caller,
  kind: ValueKind,
  query: { limit: number; cursor?: string | undefined },
) {
  const below = belowCursor(sql`d.created_at`, sql`d.id`, query.cursor, m.cursorInvalid) ?? sql`true`;
  const rows = await rowsOf<ValueSummary & { pageAt: string }>(
    db,
    sql`select ${summarySql}, ${pageMomentSql(sql`d.created_at`)} as "pageAt"
      from documents d
      where d.kind = ${kind} and ${readableSql(caller, d)} and ${below}
      order by d.created_at desc, d.id desc
      limit ${query.limit + 1}`,
  );
  const page = pageOf(rows, query.limit);
  return { items: page.rows.map(({ pageAt: _, ...summary }) => summary), nextCursor: page.nextCursor };
}

/** A team document's team: the caller's company's, live, and the caller in it or an admin. */
export async function checkTeam(tx: Transaction, caller: Caller, teamId: string) {
  const [team] = await rowsOf<{ archived: boolean; inTeam: boolean }>(
    tx,
    sql`select t.archived_at is not null as archived, ${inTeamSql(caller, sql`t.id`)} as "inTeam"
      from teams t where t.id = ${teamId} and t.company_id = ${caller.companyId}`,
  );
  if (!team) throw new DomainError('not_found', { message: m.teamNotFound });
  if (team.archived) throw new DomainError('team_archived');
  if (!caller.isAdmin && !team.inTeam) throw new DomainError('forbidden', { message: m.notInTeam });
}

/** Any number: it names each company's value-document locks among the database's advisory locks. */
const VALUE_LOCK = 727_044;

const limitMessages: Record<ValueKind, string> = {
  canvas: m.canvasesLimit,
  persona: m.personasLimit,
  competition: m.tablesLimit,
};

/** At most VALUE_DOCUMENTS_MAX of a kind a company: its new ones take turns here. */
export async function checkRoom(tx: Transaction, caller: Caller, kind: ValueKind) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${sql.raw(String(VALUE_LOCK))}, hashtext(${`${caller.companyId}:${kind}`}))`,
  );
  const [count] = await rowsOf<{ n: number }>(
    tx,
    sql`select count(*)::int as n from documents where company_id = ${caller.companyId} and kind = ${kind}`,
  );
  if ((count?.n ?? 0) >= VALUE_DOCUMENTS_MAX)
    throw new DomainError('limit_reached', { message: limitMessages[kind] });
}

/** Every id names a canvas the caller may read. */
export async function checkCanvases(tx: Transaction, caller: Caller, ids: string[], path: string) {
  if (ids.length === 0) return;
  const [found] = await rowsOf<{ n: number }>(
    tx,
    sql`select count(*)::int as n from documents d
      where d.id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) and d.kind = 'canvas' and ${readableSql(caller, d)}`,
  );
  if ((found?.n ?? 0) !== ids.length) throw invalidInput(path, m.canvasNotFound);
}

/**
 * The document's links to canvases as the caller chose them: the links to canvases the caller reads
 * are replaced; links to ones they may not read (another team's) stay, unseen.
 */
export async function setCanvasLinks(
  tx: Transaction,
  caller: Caller,
  documentId: string,
  canvasIds: string[],
) {
  await tx.execute(
    sql`delete from document_links l where l.document_id = ${documentId} and l.pillar_id is null
      and exists (select 1 from documents d where d.id = l.target_id and d.kind = 'canvas' and ${readableSql(caller, d)})`,
  );
  for (const targetId of canvasIds) {
    await tx.execute(
      sql`insert into document_links (document_id, target_id, company_id)
        values (${documentId}, ${targetId}, ${caller.companyId}) on conflict do nothing`,
    );
  }
}

/** The document of `kind` the caller may read, as a write finds it; 404 for any other. */
export async function forWrite(
  tx: Transaction,
  caller: Caller,
  kind: ValueKind,
  id: string,
  notFound: string,
) {
  const [row] = await rowsOf<{ authorId: string | null }>(
    tx,
    sql`select d.author_id as "authorId" from documents d
      where d.id = ${id} and d.kind = ${kind} and ${readableSql(caller, d)}`,
  );
  if (!row) throw new DomainError('not_found', { message: notFound });
  return row;
}

/** DELETE: the author or an admin; the links and versions go with it (cascade). */
export async function deleteValue(
  db: Database,
  caller: Caller,
  kind: ValueKind,
  id: string,
  notFound: string,
): Promise<undefined> {
  await db.transaction(async (tx) => {
    const row = await forWrite(tx, caller, kind, id, notFound);
    if (!caller.isAdmin && row.authorId !== caller.userId)
      throw new DomainError('forbidden', { message: m.notDeleter });
    await tx.execute(sql`delete from documents where id = ${id} and company_id = ${caller.companyId}`);
  });
  return undefined;
}

/** The stale edit's answer: 409 with the newer document, as the success answer gives it. */
export const staleWith = (newer: unknown) => new DomainError('stale_version', { newer });
