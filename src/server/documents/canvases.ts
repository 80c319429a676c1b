import { sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { Canvas } from '../../shared/contract/value';
import { valueMessages as m } from '../../shared/value-messages';
import type {
  CanvasBody,
  createCanvasSchema,
  updateCanvasSchema,
  valueListQuerySchema,
} from '../../shared/value-rules';
import type { Caller } from '../auth/caller';
import type { Database, Db } from '../db/connect';
import { rowsOf } from '../db/rows';
import { DomainError } from '../domain-error';
import { insertDocument, readableSql, saveVersion } from './core';
import {
  checkRoom,
  checkTeam,
  d,
  deleteValue,
  forWrite,
  linkedSql,
  listValue,
  o,
  ownershipSql,
  staleWith,
  summarySql,
} from './value-core';

/**
 * Lean Canvases (decision 041, slice 2): nine boxes about one product or offer, written together by
 * whoever reads the canvas. A canvas shows the personas it serves and, at its top, the unique value
 * sentence of the newest table of alternatives linked to it.
 */

type CreateInput = z.output<typeof createCanvasSchema>;
type UpdateInput = z.output<typeof updateCanvasSchema>;
type ListQuery = z.output<typeof valueListQuerySchema>;

const canvasNotFound = () => new DomainError('not_found', { message: m.canvasMissing });

export const listCanvases = (db: Db, caller: Caller, query: ListQuery) =>
  listValue(db, caller, 'canvas', query);

/** The unique value sentence of the newest readable table of alternatives that compares `d`. */
const uniqueValueSql = (caller: Caller) => sql`(select o.body->>'uniqueValue'
  from document_links l join documents o on o.id = l.document_id
  where l.target_id = d.id and o.kind = 'competition' and ${readableSql(caller, o)}
    and o.body->>'uniqueValue' is not null
  order by o.updated_at desc, o.id desc limit 1)`;

/** One canvas the caller may read; undefined for any other. */
export async function findCanvas(db: Db, caller: Caller, id: string): Promise<Canvas | undefined> {
  const [row] = await rowsOf<Omit<Canvas, 'boxes'> & { body: CanvasBody }>(
    db,
    sql`select ${summarySql}, d.body, ${uniqueValueSql(caller)} as "uniqueValue",
        ${linkedSql(caller, 'persona', 'from')} as personas,
        ${linkedSql(caller, 'competition', 'from')} as tables,
        ${ownershipSql(caller)}
      from documents d
      where d.id = ${id} and d.kind = 'canvas' and ${readableSql(caller, d)}`,
  );
  if (!row) return undefined;
  const { body, ...rest } = row;
  return { ...rest, boxes: body };
}

export async function readCanvas(db: Db, caller: Caller, id: string): Promise<{ canvas: Canvas }> {
  const canvas = await findCanvas(db, caller, id);
  if (!canvas) throw canvasNotFound();
  return { canvas };
}

/** POST /api/canvases. */
export async function createCanvas(db: Database, caller: Caller, input: CreateInput) {
  const id = await db.transaction(async (tx) => {
    await checkRoom(tx, caller, 'canvas');
    const teamId = input.teamId ?? null;
    if (teamId) await checkTeam(tx, caller, teamId);
    return insertDocument(tx, caller, {
      kind: 'canvas',
      title: input.title,
      body: input.boxes satisfies CanvasBody,
      visibility: input.visibility,
      teamId,
      status: null,
    });
  });
  return readCanvas(db, caller, id);
}

/** PUT /api/canvases/:id: the title and nine boxes as the next version, from the version the edit read. */
export async function updateCanvas(db: Database, caller: Caller, id: string, input: UpdateInput) {
  const saved = await db.transaction(async (tx) => {
    await forWrite(tx, caller, 'canvas', id, m.canvasMissing);
    const version = await saveVersion(tx, caller, {
      id,
      from: input.version,
      title: input.title,
      body: input.boxes satisfies CanvasBody,
    });
    return version !== undefined;
  });
  if (!saved) throw staleWith(await readCanvas(db, caller, id));
  return readCanvas(db, caller, id);
}

/** DELETE /api/canvases/:id: its personas and tables stay, without the link. */
export const deleteCanvas = (db: Database, caller: Caller, id: string) =>
  deleteValue(db, caller, 'canvas', id, m.canvasMissing);
