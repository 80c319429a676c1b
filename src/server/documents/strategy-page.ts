import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { Strategy } from '../../shared/contract/strategy';
import { strategyMessages as m } from '../../shared/strategy-messages';
import type { StrategyBody, strategyInputSchema } from '../../shared/strategy-rules';
import type { Caller } from '../auth/caller';
import type { Database, Db, Transaction } from '../db/connect';
import { isUniqueViolation } from '../db/errors';
import { isoSql } from '../db/moments';
import { companies, documents, documentVersions, goals } from '../db/schema';
import { DomainError, invalidInput } from '../domain-error';
import { visibleTo } from '../goals/read';
import { insertDocument, personSql, saveVersion } from './core';

/**
 * The strategy on a page (decision 041): one `strategy` document per company, written by admins and
 * read by every member. Its pillars carry company goals by id; they are read through the goals' own
 * rule, and a deleted goal drops out.
 */

const STRATEGY_TITLE = 'Strategy';

const emptyBody: StrategyBody = { vision: null, pillars: [] };

/** The company's strategy page; an empty one (version 0) before its first save. */
export async function readStrategy(db: Db, caller: Caller): Promise<{ strategy: Strategy }> {
  const [row] = await db
    .select({
      mission: companies.mission,
      id: documents.id,
      version: documents.version,
      body: documents.body,
      updatedAt: isoSql(documents.updatedAt),
      updatedBy: sql<Strategy['updatedBy']>`(select ${personSql(sql`v.saved_by`, caller.companyId)}
        from ${documentVersions} v where v.document_id = ${documents.id} and v.version = ${documents.version})`,
    })
    .from(companies)
    .leftJoin(documents, and(eq(documents.companyId, companies.id), eq(documents.kind, 'strategy')))
    .where(eq(companies.id, caller.companyId));
  const body = (row?.body as StrategyBody | null) ?? emptyBody;
  const titles = await goalTitles(
    db,
    caller,
    body.pillars.flatMap((pillar) => pillar.goalIds),
  );
  return {
    strategy: {
      id: row?.id ?? null,
      version: row?.version ?? 0,
      vision: body.vision,
      mission: row?.mission ?? null,
      pillars: body.pillars.map((pillar) => ({
        id: pillar.id,
        name: pillar.name,
        rationale: pillar.rationale,
        goals: pillar.goalIds.flatMap((id) => {
          const title = titles.get(id);
          return title === undefined ? [] : [{ id, title }];
        }),
      })),
      updatedAt: row?.updatedAt ?? null,
      updatedBy: row?.updatedBy ?? null,
      canEdit: caller.isAdmin,
    },
  };
}

/** The titles of the company goals among `ids` the caller may read. */
async function goalTitles(db: Db, caller: Caller, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: goals.id, title: goals.title })
    .from(goals)
    .where(
      and(
        inArray(goals.id, [...new Set(ids)]),
        eq(goals.companyId, caller.companyId),
        eq(goals.level, 'company'),
        visibleTo(caller),
      ),
    );
  return new Map(rows.map((row) => [row.id, row.title]));
}

/** Every goal a pillar names is a company goal of the company. */
async function checkGoals(tx: Transaction, caller: Caller, ids: string[]) {
  const titles = await goalTitles(tx, caller, ids);
  if (ids.some((id) => !titles.has(id))) throw invalidInput('pillars', m.goalNotCompany);
}

type StrategyInput = z.output<typeof strategyInputSchema>;

/** The body to store: each pillar keeps the id it had, a new one gets its own. */
function bodyOf(input: StrategyInput, current: StrategyBody): StrategyBody {
  const known = new Set(current.pillars.map((pillar) => pillar.id));
  return {
    vision: input.vision,
    pillars: input.pillars.map((pillar) => {
      if (pillar.id !== undefined && !known.has(pillar.id)) throw invalidInput('pillars', m.pillarIdInvalid);
      return {
        id: pillar.id ?? randomUUID(),
        name: pillar.name,
        rationale: pillar.rationale,
        goalIds: pillar.goalIds,
      };
    }),
  };
}

/** Saves the page whole as its next version; 'stale' when the caller's version is not the newest. */
async function save(tx: Transaction, caller: Caller, input: StrategyInput): Promise<'saved' | 'stale'> {
  await checkGoals(
    tx,
    caller,
    input.pillars.flatMap((pillar) => pillar.goalIds),
  );
  const [current] = await tx
    .select({ id: documents.id, version: documents.version, body: documents.body })
    .from(documents)
    .where(and(eq(documents.companyId, caller.companyId), eq(documents.kind, 'strategy')));
  if (!current) {
    if (input.version !== 0) return 'stale';
    const body = bodyOf(input, emptyBody);
    await insertDocument(tx, caller, {
      kind: 'strategy',
      title: STRATEGY_TITLE,
      body,
      visibility: 'company',
      teamId: null,
      status: null,
    });
    return 'saved';
  }
  if (current.version !== input.version) return 'stale';
  const body = bodyOf(input, current.body as StrategyBody);
  const saved = await saveVersion(tx, caller, {
    id: current.id,
    from: input.version,
    title: STRATEGY_TITLE,
    body,
  });
  return saved === undefined ? 'stale' : 'saved';
}

/** PUT /api/strategy: admins only; a stale version answers 409 with the newer page. */
export async function putStrategy(db: Database, caller: Caller, input: StrategyInput) {
  if (!caller.isAdmin) throw new DomainError('forbidden', { message: m.notAdmin });
  let outcome: 'saved' | 'stale';
  try {
    outcome = await db.transaction((tx) => save(tx, caller, input));
  } catch (error) {
    // Two first saves at once: the one strategy page per company is the other's.
    if (!isUniqueViolation(error, 'documents_one_strategy_idx')) throw error;
    outcome = 'stale';
  }
  const page = await readStrategy(db, caller);
  if (outcome === 'stale') throw new DomainError('stale_version', { newer: page });
  return page;
}
