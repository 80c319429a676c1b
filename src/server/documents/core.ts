import { and, type AnyColumn, desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { DocumentVersion, VersionSummary } from '../../shared/contract/strategy';
import { DOCUMENT_VERSIONS_MAX } from '../../shared/limits';
import { type DocumentKind, strategyMessages as m, VERSIONS_PAGE_MAX } from '../../shared/strategy-messages';
import type { Caller } from '../auth/caller';
import type { Db, Transaction } from '../db/connect';
import { isoSql } from '../db/moments';
import { rowsOf } from '../db/rows';
import { documents, documentVersions, teamMembers, teams } from '../db/schema';
import { DomainError } from '../domain-error';

/**
 * The documents core (decision 041): who reads a document, a save as a new version under the version
 * check, and the history. Every statement names the caller's company.
 */

/** The documents table or an alias of it. */
type DocumentColumns = { companyId: AnyColumn; visibility: AnyColumn; teamId: AnyColumn };

/** Whether the caller belongs, now, to the team `teamId` names (as a member or a lead). */
export const inTeamSql = (caller: Caller, teamId: SQL | AnyColumn) =>
  sql<boolean>`exists (select 1 from ${teamMembers} where ${teamMembers.teamId} = ${teamId}
    and ${teamMembers.userId} = ${caller.userId} and ${teamMembers.leftAt} is null)`;

/**
 * The caller's company's documents they may read: company documents to every member; a team's to its
 * members and leads, and to admins.
 */
export function readableSql(caller: Caller, document: DocumentColumns = documents): SQL {
  const ofCompany = eq(document.companyId, caller.companyId);
  if (caller.isAdmin) return ofCompany;
  return sql`(${ofCompany} and (${document.visibility} = 'company' or ${inTeamSql(caller, document.teamId)}))`;
}

export const documentNotFound = () => new DomainError('not_found', { message: m.documentNotFound });

/**
 * A person as documents show them: their name while they are in the document's company; both null
 * once they left SOS ("a former member").
 */
export const personSql = (userId: SQL, companyId: SQL | string) =>
  sql`json_build_object('id', ${userId},
    'fullName', (select p.full_name from profiles p where p.id = ${userId} and p.company_id = ${companyId}))`;

/**
 * A team document's team, before a write: the caller's company's, not archived, and the caller in it
 * or an admin. `messages` are the kind's own words.
 */
export async function checkTeam(
  tx: Transaction,
  caller: Caller,
  teamId: string,
  messages: { teamNotFound: string; notInTeam: string },
) {
  const [team] = await tx
    .select({ archivedAt: teams.archivedAt, inTeam: inTeamSql(caller, sql`${teams.id}`) })
    .from(teams)
    .where(and(eq(teams.id, teamId), eq(teams.companyId, caller.companyId)));
  if (!team) throw new DomainError('not_found', { message: messages.teamNotFound });
  if (team.archivedAt) throw new DomainError('team_archived');
  if (!caller.isAdmin && !team.inTeam) throw new DomainError('forbidden', { message: messages.notInTeam });
}

/** Any number: it names each company's document locks, one a kind, among the database's advisory locks. */
const DOCUMENTS_LOCK = 727_043;

/** At most `max` documents of a kind a company: its new ones take turns here, then count. */
export async function checkRoom(
  tx: Transaction,
  caller: Caller,
  kind: DocumentKind,
  max: number,
  message: string,
) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${sql.raw(String(DOCUMENTS_LOCK))}, hashtext(${caller.companyId} || ${kind}))`,
  );
  const [count] = await rowsOf<{ n: number }>(
    tx,
    sql`select count(*)::int as n from documents where company_id = ${caller.companyId} and kind = ${kind}`,
  );
  if ((count?.n ?? 0) >= max) throw new DomainError('limit_reached', { message });
}

export interface NewDocument {
  kind: DocumentKind;
  title: string;
  body: unknown;
  visibility: 'company' | 'team';
  teamId: string | null;
  status: 'proposed' | null;
  supersedesId?: string | null;
}

/** A new document, at version 1, and its first version. */
export async function insertDocument(tx: Transaction, caller: Caller, input: NewDocument): Promise<string> {
  const [row] = await tx
    .insert(documents)
    .values({ ...input, companyId: caller.companyId, authorId: caller.userId })
    .returning({ id: documents.id });
  const id = row!.id;
  await tx.insert(documentVersions).values({
    documentId: id,
    version: 1,
    companyId: caller.companyId,
    title: input.title,
    body: input.body,
    status: input.status,
    savedBy: caller.userId,
  });
  return id;
}

export interface Save {
  id: string;
  /** The version the edit started from. */
  from: number;
  title: string;
  body: unknown;
  status?: 'proposed' | 'accepted' | 'rejected' | 'superseded';
  /** Only while the status is this one (a record's content changes while proposed). */
  whileStatus?: 'proposed' | 'accepted';
}

/**
 * Saves a document as its next version, only if it is still at `from`: the version check is the
 * update's own condition, so of two edits from one version exactly one finds it. Returns the new
 * version, or undefined when someone saved first (or the status moved on).
 */
export async function saveVersion(tx: Transaction, caller: Caller, save: Save): Promise<number | undefined> {
  if (save.from >= DOCUMENT_VERSIONS_MAX)
    throw new DomainError('limit_reached', { message: m.versionsLimit });
  const conditions = [
    eq(documents.id, save.id),
    eq(documents.companyId, caller.companyId),
    eq(documents.version, save.from),
  ];
  if (save.whileStatus) conditions.push(eq(documents.status, save.whileStatus));
  const [row] = await tx
    .update(documents)
    .set({
      title: save.title,
      body: save.body,
      ...(save.status ? { status: save.status } : {}),
      version: sql`${documents.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(...conditions))
    .returning({ version: documents.version, status: documents.status });
  if (!row) return undefined;
  await tx.insert(documentVersions).values({
    documentId: save.id,
    version: row.version,
    companyId: caller.companyId,
    title: save.title,
    body: save.body,
    status: row.status,
    savedBy: caller.userId,
  });
  return row.version;
}

/** The kind of a document the caller may read; 404 for any other. */
async function readableKind(db: Db, caller: Caller, id: string): Promise<DocumentKind> {
  const [row] = await db
    .select({ kind: documents.kind })
    .from(documents)
    .where(and(eq(documents.id, id), readableSql(caller)));
  if (!row) throw documentNotFound();
  return row.kind;
}

const versionColumns = (companyId: string) => ({
  version: documentVersions.version,
  title: documentVersions.title,
  status: documentVersions.status,
  savedAt: isoSql(documentVersions.savedAt),
  savedBy: sql<VersionSummary['savedBy']>`${personSql(sql`${documentVersions.savedBy}`, companyId)}`,
});

/** A document's history, newest first, a page below `before`. */
export async function listVersions(db: Db, caller: Caller, id: string, before: number | undefined) {
  const kind = await readableKind(db, caller, id);
  const rows = await db
    .select(versionColumns(caller.companyId))
    .from(documentVersions)
    .where(
      and(
        eq(documentVersions.documentId, id),
        eq(documentVersions.companyId, caller.companyId),
        before === undefined ? undefined : lt(documentVersions.version, before),
      ),
    )
    .orderBy(desc(documentVersions.version))
    .limit(VERSIONS_PAGE_MAX + 1);
  const items = rows.slice(0, VERSIONS_PAGE_MAX);
  return {
    kind,
    items,
    nextBefore: rows.length > VERSIONS_PAGE_MAX ? (items.at(-1)?.version ?? null) : null,
  };
}

/** The parts of two versions that differ: the title, the status, and each key of the body. */
function changedParts(from: DocumentVersion, to: DocumentVersion): string[] {
  const changed: string[] = [];
  if (from.title !== to.title) changed.push('title');
  if (from.status !== to.status) changed.push('status');
  const before = from.body as Record<string, unknown>;
  const after = to.body as Record<string, unknown>;
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changed.push(key);
  }
  return changed;
}

/** Two versions of a document the caller may read, and what changed between them. */
export async function compareVersions(
  db: Db,
  caller: Caller,
  id: string,
  query: { from: number; to: number },
) {
  const kind = await readableKind(db, caller, id);
  const rows = await rowsOf<DocumentVersion>(
    db,
    sql`select v.version, v.title, v.status, v.body,
        ${isoSql(sql`v.saved_at`)} as "savedAt", ${personSql(sql`v.saved_by`, caller.companyId)} as "savedBy"
      from document_versions v
      where v.document_id = ${id} and v.company_id = ${caller.companyId}
        and v.version in (${query.from}, ${query.to})`,
  );
  const from = rows.find((row) => row.version === query.from);
  const to = rows.find((row) => row.version === query.to);
  if (!from || !to) throw new DomainError('not_found', { message: m.versionNotFound });
  return { kind, from, to, changed: changedParts(from, to) };
}
