import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod/mini';
import type { Idea, IdeaSummary } from '../../shared/contract/ideas';
import { ideaMessages as m, type IdeaTemplate } from '../../shared/idea-messages';
import type {
  createIdeaSchema,
  IdeaBody,
  ideaListQuerySchema,
  updateIdeaSchema,
} from '../../shared/idea-rules';
import { IDEAS_MAX } from '../../shared/limits';
import type { Caller } from '../auth/caller';
import type { Database, Db, Transaction } from '../db/connect';
import { isoSql } from '../db/moments';
import { belowCursor, pageMomentSql, pageOf } from '../db/page';
import { rowsOf } from '../db/rows';
import { documents, teams } from '../db/schema';
import { DomainError, invalidInput } from '../domain-error';
import { checkRoom, checkTeam, insertDocument, personSql, readableSql, saveVersion } from './core';

/**
 * Idea tools (decision 041): a team's SWOT, pre-mortem or plan, a document of the team that its
 * members and leads, and admins, read and fill together; whoever started it, or an admin, deletes it.
 * Its template is fixed at the start.
 */

type CreateInput = z.output<typeof createIdeaSchema>;
type UpdateInput = z.output<typeof updateIdeaSchema>;
type ListQuery = z.output<typeof ideaListQuerySchema>;

const ideaNotFound = () => new DomainError('not_found', { message: m.ideaNotFound });

const d = alias(documents, 'd');

function summaryColumns() {
  return {
    id: d.id,
    title: d.title,
    template: sql<IdeaTemplate>`${d.body}->>'template'`,
    team: sql<IdeaSummary['team']>`json_build_object('id', ${teams.id}, 'name', ${teams.name})`,
    author: sql<IdeaSummary['author']>`case when ${d.authorId} is null then null
      else ${personSql(sql`${d.authorId}`, sql`${d.companyId}`)} end`,
    version: d.version,
    updatedAt: isoSql(d.updatedAt),
  };
}

/** GET /api/ideas: the ideas of the caller's teams (every team's for an admin), newest first. */
export async function listIdeas(db: Db, caller: Caller, query: ListQuery) {
  const rows = await db
    .select({ ...summaryColumns(), pageAt: pageMomentSql(d.createdAt) })
    .from(d)
    .innerJoin(teams, eq(teams.id, d.teamId))
    .where(
      and(
        eq(d.kind, 'idea'),
        readableSql(caller, d),
        query.teamId ? eq(d.teamId, query.teamId) : undefined,
        belowCursor(d.createdAt, d.id, query.cursor, m.cursorInvalid),
      ),
    )
    .orderBy(sql`${d.createdAt} desc, ${d.id} desc`)
    .limit(query.limit + 1);
  const page = pageOf(rows, query.limit);
  return { items: page.rows.map(({ pageAt: _, ...summary }) => summary), nextCursor: page.nextCursor };
}

/** One idea the caller may read, whole; undefined for any other. */
async function findIdea(db: Db, caller: Caller, id: string): Promise<Idea | undefined> {
  const [row] = await db
    .select({
      ...summaryColumns(),
      body: sql<IdeaBody>`${d.body}`,
      people: sql<
        Idea['people']
      >`coalesce((select json_agg(json_build_object('id', p.id, 'fullName', p.full_name)
          order by p.full_name, p.id)
        from profiles p where p.company_id = ${d.companyId} and p.id::text in (
          select m->>'ownerId' from jsonb_array_elements(coalesce(${d.body}->'milestones', '[]'::jsonb)) m)), '[]'::json)`,
      createdAt: isoSql(d.createdAt),
      canDelete: caller.isAdmin ? sql<boolean>`true` : sql<boolean>`(${d.authorId} = ${caller.userId})`,
    })
    .from(d)
    .innerJoin(teams, eq(teams.id, d.teamId))
    .where(and(eq(d.id, id), eq(d.kind, 'idea'), readableSql(caller, d)));
  return row;
}

export async function readIdea(db: Db, caller: Caller, id: string): Promise<{ idea: Idea }> {
  const idea = await findIdea(db, caller, id);
  if (!idea) throw ideaNotFound();
  return { idea };
}

/** A plan's milestone owners are current members or leads of its team. */
async function checkOwners(tx: Transaction, teamId: string, body: IdeaBody) {
  if (body.template !== 'planning') return;
  const owners = [...new Set(body.milestones.flatMap((milestone) => milestone.ownerId ?? []))];
  if (owners.length === 0) return;
  const [row] = await rowsOf<{ n: number }>(
    tx,
    sql`select count(distinct user_id)::int as n from team_members
      where team_id = ${teamId} and left_at is null and user_id in (${sql.join(
        owners.map((owner) => sql`${owner}::uuid`),
        sql`, `,
      )})`,
  );
  if ((row?.n ?? 0) !== owners.length) throw invalidInput('body.milestones', m.ownerInvalid);
}

/** POST /api/ideas: a new idea of a team the caller is in (or any team, for an admin). */
export async function createIdea(db: Database, caller: Caller, input: CreateInput) {
  const id = await db.transaction(async (tx) => {
    await checkRoom(tx, caller, 'idea', IDEAS_MAX, m.limit);
    await checkTeam(tx, caller, input.teamId, m);
    await checkOwners(tx, input.teamId, input.body);
    return insertDocument(tx, caller, {
      kind: 'idea',
      title: input.title,
      body: input.body,
      visibility: 'team',
      teamId: input.teamId,
      status: null,
    });
  });
  return readIdea(db, caller, id);
}

/** The idea as a write finds it: 404 when the caller may not read it. */
async function ideaForWrite(tx: Transaction, caller: Caller, id: string) {
  const [row] = await tx
    .select({ teamId: d.teamId, authorId: d.authorId, template: sql<IdeaTemplate>`${d.body}->>'template'` })
    .from(d)
    .where(and(eq(d.id, id), eq(d.kind, 'idea'), readableSql(caller, d)));
  if (!row?.teamId) throw ideaNotFound();
  return { ...row, teamId: row.teamId };
}

/** PUT /api/ideas/:id: the idea whole, as its next version, if no one saved since `version`. */
export async function updateIdea(db: Database, caller: Caller, id: string, input: UpdateInput) {
  const saved = await db.transaction(async (tx) => {
    const row = await ideaForWrite(tx, caller, id);
    if (input.body.template !== row.template) throw invalidInput('body.template', m.templateChanged);
    await checkOwners(tx, row.teamId, input.body);
    const version = await saveVersion(tx, caller, {
      id,
      from: input.version,
      title: input.title,
      body: input.body,
    });
    return version !== undefined;
  });
  if (!saved) throw new DomainError('stale_version', { newer: await readIdea(db, caller, id) });
  return readIdea(db, caller, id);
}

/** DELETE /api/ideas/:id: whoever started it, or an admin; its versions go with it. */
export async function deleteIdea(db: Database, caller: Caller, id: string) {
  await db.transaction(async (tx) => {
    const row = await ideaForWrite(tx, caller, id);
    if (!caller.isAdmin && row.authorId !== caller.userId)
      throw new DomainError('forbidden', { message: m.notDeleter });
    await tx.delete(documents).where(and(eq(documents.id, id), eq(documents.companyId, caller.companyId)));
  });
}
