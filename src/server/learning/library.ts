import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { Resource, ResourceCompetencyChoice } from '../../shared/contract/library';
import type { ResourceKind } from '../../shared/learning-messages';
import { libraryMessages as m } from '../../shared/library-messages';
import {
  type createResourceSchema,
  growthKindOf,
  hostOf,
  type resourceListQuerySchema,
  type updateResourceSchema,
} from '../../shared/library-rules';
import { LEARNING_RESOURCES_MAX } from '../../shared/limits';
import type { Caller } from '../auth/caller';
import type { Database, Db, Transaction } from '../db/connect';
import { isoSql } from '../db/moments';
import { belowCursor, pageMomentSql, pageOf } from '../db/page';
import { rowsOf } from '../db/rows';
import { DomainError, invalidInput } from '../domain-error';
import { checkOpenCap } from './growth-items';
import { holdsEveryWord } from './journal';

/**
 * The company's resource library (decision 040, docs/privacy.md level 4): every statement has
 * company_id = the caller's company, so another company's resource is not found. Any member adds one;
 * its adder or an admin changes or deletes it. What a resource says of a plan is read from the
 * caller's own growth items only (user_id = the caller).
 */

/** Any number: it names each company's library locks among the database's advisory locks. */
const LIBRARY_LOCK = 727_042;

const notFound = () => new DomainError('not_found', { message: m.resourceNotFound });

type ResourceRow = Omit<Resource, 'host' | 'canEdit'> & { createdBy: string | null; pageAt: string };

/** The resources matching `where`, as `caller` reads them, newest first. */
function selectResources(caller: Caller, where: SQL, tail: SQL = sql``) {
  return sql`select r.id, r.title, r.url, r.kind, r.created_by as "createdBy",
      ${isoSql(sql`r.created_at`)} as "createdAt", ${pageMomentSql(sql`r.created_at`)} as "pageAt",
      coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name) order by c.name, c.id)
        from resource_competencies rc join competencies c on c.id = rc.competency_id
        where rc.resource_id = r.id), '[]'::json) as competencies,
      (select json_build_object('id', p.id, 'fullName', p.full_name) from profiles p
        where p.id = r.created_by and p.company_id = r.company_id) as "addedBy",
      (select case when count(*) = 0 then null when bool_or(g.done_at is null) then 'open' else 'done' end
        from growth_items g
        where g.resource_id = r.id and g.user_id = ${caller.userId} and g.company_id = r.company_id)
        as "inMyPlan"
    from learning_resources r
    where r.company_id = ${caller.companyId} and ${where}
    order by r.created_at desc, r.id desc ${tail}`;
}

function resourceOf(caller: Caller, { createdBy, pageAt: _pageAt, ...row }: ResourceRow): Resource {
  return { ...row, host: hostOf(row.url), canEdit: caller.isAdmin || createdBy === caller.userId };
}

async function oneResource(db: Db, caller: Caller, id: string): Promise<Resource> {
  const [row] = await rowsOf<ResourceRow>(db, selectResources(caller, sql`r.id = ${id}`));
  if (!row) throw notFound();
  return resourceOf(caller, row);
}

/** GET /api/resources: a page of the company's library. */
export async function listResources(db: Db, caller: Caller, query: z.output<typeof resourceListQuerySchema>) {
  const filters: SQL[] = [sql`true`];
  if (query.kind) filters.push(sql`r.kind = ${query.kind}`);
  if (query.competencyId)
    filters.push(
      sql`exists (select 1 from resource_competencies rc
        where rc.resource_id = r.id and rc.competency_id = ${query.competencyId})`,
    );
  const words = holdsEveryWord(sql`r.title`, query.q);
  if (words) filters.push(words);
  const below = belowCursor(sql`r.created_at`, sql`r.id`, query.cursor, m.cursorInvalid);
  if (below) filters.push(below);
  const rows = await rowsOf<ResourceRow>(
    db,
    selectResources(caller, sql.join(filters, sql` and `), sql`limit ${query.limit + 1}`),
  );
  const page = pageOf(rows, query.limit);
  return { items: page.rows.map((row) => resourceOf(caller, row)), nextCursor: page.nextCursor };
}

/** GET /api/resources/competencies: every track's competencies of the company, by track and order. */
export async function listResourceCompetencies(db: Db, caller: Caller): Promise<ResourceCompetencyChoice[]> {
  return rowsOf<ResourceCompetencyChoice>(
    db,
    sql`select c.id, c.name, t.name as track from competencies c join career_tracks t on t.id = c.track_id
      where c.company_id = ${caller.companyId}
      order by lower(t.name), t.id, c.position, c.id`,
  );
}

/** Tags a resource with competencies, each the company's (else 400, and nothing is written). */
async function tag(tx: Transaction, caller: Caller, resourceId: string, competencyIds: string[]) {
  await tx.execute(sql`delete from resource_competencies where resource_id = ${resourceId}`);
  if (competencyIds.length === 0) return;
  const ids = sql.join(
    competencyIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const found = await rowsOf<{ id: string }>(
    tx,
    sql`select id from competencies where company_id = ${caller.companyId} and id in (${ids})`,
  );
  if (found.length !== competencyIds.length) throw invalidInput('competencyIds', m.competencyNotFound);
  await tx.execute(
    sql`insert into resource_competencies (resource_id, competency_id)
      select ${resourceId}::uuid, id from competencies where company_id = ${caller.companyId} and id in (${ids})`,
  );
}

/** POST /api/resources: at most LEARNING_RESOURCES_MAX a company; its additions take turns here. */
export async function createResource(
  db: Database,
  caller: Caller,
  input: z.output<typeof createResourceSchema>,
): Promise<Resource> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${sql.raw(String(LIBRARY_LOCK))}, hashtext(${caller.companyId}))`,
    );
    const [count] = await rowsOf<{ n: number }>(
      tx,
      sql`select count(*)::int as n from learning_resources where company_id = ${caller.companyId}`,
    );
    if ((count?.n ?? 0) >= LEARNING_RESOURCES_MAX)
      throw new DomainError('limit_reached', { message: m.resourcesLimit });
    const [row] = await rowsOf<{ id: string }>(
      tx,
      sql`insert into learning_resources (company_id, title, url, kind, created_by)
        values (${caller.companyId}, ${input.title}, ${input.url}, ${input.kind}, ${caller.userId})
        returning id`,
    );
    if (!row) throw new Error('insert returned no row');
    await tag(tx, caller, row.id, input.competencyIds);
    return oneResource(tx, caller, row.id);
  });
}

/**
 * The resource of the caller's company, locked for a change: not found for another company's; 403
 * for a colleague who neither added it nor administers the company (they read it, so it exists).
 */
async function editable(tx: Transaction, caller: Caller, id: string) {
  const [row] = await rowsOf<{ createdBy: string | null }>(
    tx,
    sql`select created_by as "createdBy" from learning_resources
      where id = ${id} and company_id = ${caller.companyId} for update`,
  );
  if (!row) throw notFound();
  if (!caller.isAdmin && row.createdBy !== caller.userId)
    throw new DomainError('forbidden', { message: m.notYours });
}

/** PATCH /api/resources/:id. */
export async function updateResource(
  db: Database,
  caller: Caller,
  id: string,
  input: z.output<typeof updateResourceSchema>,
): Promise<Resource> {
  return db.transaction(async (tx) => {
    await editable(tx, caller, id);
    const set: SQL[] = [];
    if (input.title !== undefined) set.push(sql`title = ${input.title}`);
    if (input.url !== undefined) set.push(sql`url = ${input.url}`);
    if (input.kind !== undefined) set.push(sql`kind = ${input.kind}`);
    if (set.length > 0)
      await tx.execute(sql`update learning_resources set ${sql.join(set, sql`, `)} where id = ${id}`);
    if (input.competencyIds !== undefined) await tag(tx, caller, id, input.competencyIds);
    return oneResource(tx, caller, id);
  });
}

/** DELETE /api/resources/:id: growth items made from it stay, unlinked (ON DELETE SET NULL). */
export async function deleteResource(db: Database, caller: Caller, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await editable(tx, caller, id);
    await tx.execute(sql`delete from learning_resources where id = ${id}`);
  });
}

/**
 * POST /api/resources/:id/save: a growth item of the caller's made from the resource. Under the plan's
 * own lock: one open item per resource, and the open items' cap, hold under concurrency.
 */
export async function saveResource(db: Database, caller: Caller, id: string) {
  return db.transaction(async (tx) => {
    const [resource] = await rowsOf<{ title: string; kind: ResourceKind }>(
      tx,
      sql`select title, kind from learning_resources where id = ${id} and company_id = ${caller.companyId}`,
    );
    if (!resource) throw notFound();
    await checkOpenCap(tx, caller);
    const [plan] = await rowsOf<{ fromIt: number }>(
      tx,
      sql`select count(*)::int as "fromIt" from growth_items
        where user_id = ${caller.userId} and company_id = ${caller.companyId} and done_at is null
          and resource_id = ${id}`,
    );
    if ((plan?.fromIt ?? 0) > 0) throw new DomainError('resource_in_plan');
    const [item] = await rowsOf<{ id: string }>(
      tx,
      sql`insert into growth_items (user_id, company_id, kind, title, resource_id)
        values (${caller.userId}, ${caller.companyId}, ${growthKindOf(resource.kind)}, ${resource.title}, ${id})
        returning id`,
    );
    if (!item) throw new Error('insert returned no row');
    return { resource: await oneResource(tx, caller, id), growthItemId: item.id };
  });
}
