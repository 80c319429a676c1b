import { sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { AlternativesTable } from '../../shared/contract/value';
import { valueMessages as m } from '../../shared/value-messages';
import type {
  createTableSchema,
  TableBody,
  updateTableSchema,
  valueListQuerySchema,
} from '../../shared/value-rules';
import type { Caller } from '../auth/caller';
import type { Database, Db } from '../db/connect';
import { rowsOf } from '../db/rows';
import { DomainError } from '../domain-error';
import { insertDocument, readableSql, saveVersion } from './core';
import {
  checkCanvases,
  checkRoom,
  checkTeam,
  d,
  deleteValue,
  forWrite,
  linkedSql,
  listValue,
  ownershipSql,
  setCanvasLinks,
  staleWith,
  summarySql,
} from './value-core';

/**
 * Tables of alternatives (`competition` documents, decision 041, slice 2): alternatives (rows) against
 * criteria the team chooses (columns), a short text per cell, and a "unique value" sentence, linked
 * to one canvas, which shows that sentence at its top.
 */

type CreateInput = z.output<typeof createTableSchema>;
type UpdateInput = z.output<typeof updateTableSchema>;
type ListQuery = z.output<typeof valueListQuerySchema>;

const tableNotFound = () => new DomainError('not_found', { message: m.tableMissing });

export const listTables = (db: Db, caller: Caller, query: ListQuery) =>
  listValue(db, caller, 'competition', query);

const bodyOf = (input: CreateInput | UpdateInput): TableBody => ({
  criteria: input.criteria,
  alternatives: input.alternatives.map((row) => ({ name: row.name, cells: row.cells })),
  uniqueValue: input.uniqueValue,
});

export async function readTable(db: Db, caller: Caller, id: string): Promise<{ table: AlternativesTable }> {
  const [row] = await rowsOf<
    Omit<AlternativesTable, keyof TableBody | 'canvas'> & {
      body: TableBody;
      canvases: { id: string; title: string }[];
    }
  >(
    db,
    sql`select ${summarySql}, d.body, ${linkedSql(caller, 'canvas', 'to')} as canvases, ${ownershipSql(caller)}
      from documents d
      where d.id = ${id} and d.kind = 'competition' and ${readableSql(caller, d)}`,
  );
  if (!row) throw tableNotFound();
  const { body, canvases, ...rest } = row;
  return { table: { ...rest, ...body, canvas: canvases[0] ?? null } };
}

const canvasIdsOf = (input: CreateInput | UpdateInput) => (input.canvasId ? [input.canvasId] : []);

/** POST /api/alternatives. */
export async function createTable(db: Database, caller: Caller, input: CreateInput) {
  const id = await db.transaction(async (tx) => {
    await checkRoom(tx, caller, 'competition');
    const teamId = input.teamId ?? null;
    if (teamId) await checkTeam(tx, caller, teamId);
    await checkCanvases(tx, caller, canvasIdsOf(input), 'canvasId');
    const documentId = await insertDocument(tx, caller, {
      kind: 'competition',
      title: input.title,
      body: bodyOf(input),
      visibility: input.visibility,
      teamId,
      status: null,
    });
    await setCanvasLinks(tx, caller, documentId, canvasIdsOf(input));
    return documentId;
  });
  return readTable(db, caller, id);
}

/**
 * PUT /api/alternatives/:id: the table as its next version, and its canvas. A table links one canvas:
 * naming a readable one replaces the link; a link to a canvas the caller may not read stays only
 * while they name none.
 */
export async function updateTable(db: Database, caller: Caller, id: string, input: UpdateInput) {
  const saved = await db.transaction(async (tx) => {
    await forWrite(tx, caller, 'competition', id, m.tableMissing);
    await checkCanvases(tx, caller, canvasIdsOf(input), 'canvasId');
    const version = await saveVersion(tx, caller, {
      id,
      from: input.version,
      title: input.title,
      body: bodyOf(input),
    });
    if (version === undefined) return false;
    if (input.canvasId)
      await tx.execute(sql`delete from document_links where document_id = ${id} and pillar_id is null`);
    await setCanvasLinks(tx, caller, id, canvasIdsOf(input));
    return true;
  });
  if (!saved) throw staleWith(await readTable(db, caller, id));
  return readTable(db, caller, id);
}

export const deleteTable = (db: Database, caller: Caller, id: string) =>
  deleteValue(db, caller, 'competition', id, m.tableMissing);
