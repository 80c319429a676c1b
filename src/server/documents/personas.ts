import { sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { Persona } from '../../shared/contract/value';
import { valueMessages as m } from '../../shared/value-messages';
import type {
  createPersonaSchema,
  PersonaBody,
  updatePersonaSchema,
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
 * Personas (decision 041, slice 2): a name, a short description, jobs, pains and gains, linked to the
 * canvases that serve them (`document_links` persona → canvas, only canvases the caller may read);
 * each canvas lists its personas. The links are the persona's current state, not versioned.
 */

type CreateInput = z.output<typeof createPersonaSchema>;
type UpdateInput = z.output<typeof updatePersonaSchema>;
type ListQuery = z.output<typeof valueListQuerySchema>;

const personaNotFound = () => new DomainError('not_found', { message: m.personaMissing });

export const listPersonas = (db: Db, caller: Caller, query: ListQuery) =>
  listValue(db, caller, 'persona', query);

const bodyOf = (input: CreateInput | UpdateInput): PersonaBody => ({
  description: input.description,
  jobs: input.jobs,
  pains: input.pains,
  gains: input.gains,
});

export async function readPersona(db: Db, caller: Caller, id: string): Promise<{ persona: Persona }> {
  const [row] = await rowsOf<Omit<Persona, keyof PersonaBody> & { body: PersonaBody }>(
    db,
    sql`select ${summarySql}, d.body, ${linkedSql(caller, 'canvas', 'to')} as canvases, ${ownershipSql(caller)}
      from documents d
      where d.id = ${id} and d.kind = 'persona' and ${readableSql(caller, d)}`,
  );
  if (!row) throw personaNotFound();
  const { body, ...rest } = row;
  return { persona: { ...rest, ...body } };
}

/** POST /api/personas. */
export async function createPersona(db: Database, caller: Caller, input: CreateInput) {
  const id = await db.transaction(async (tx) => {
    await checkRoom(tx, caller, 'persona');
    const teamId = input.teamId ?? null;
    if (teamId) await checkTeam(tx, caller, teamId);
    await checkCanvases(tx, caller, input.canvasIds, 'canvasIds');
    const documentId = await insertDocument(tx, caller, {
      kind: 'persona',
      title: input.title,
      body: bodyOf(input),
      visibility: input.visibility,
      teamId,
      status: null,
    });
    await setCanvasLinks(tx, caller, documentId, input.canvasIds);
    return documentId;
  });
  return readPersona(db, caller, id);
}

/** PUT /api/personas/:id: the persona as its next version, and its canvases. */
export async function updatePersona(db: Database, caller: Caller, id: string, input: UpdateInput) {
  const saved = await db.transaction(async (tx) => {
    await forWrite(tx, caller, 'persona', id, m.personaMissing);
    await checkCanvases(tx, caller, input.canvasIds, 'canvasIds');
    const version = await saveVersion(tx, caller, {
      id,
      from: input.version,
      title: input.title,
      body: bodyOf(input),
    });
    if (version === undefined) return false;
    await setCanvasLinks(tx, caller, id, input.canvasIds);
    return true;
  });
  if (!saved) throw staleWith(await readPersona(db, caller, id));
  return readPersona(db, caller, id);
}

export const deletePersona = (db: Database, caller: Caller, id: string) =>
  deleteValue(db, caller, 'persona', id, m.personaMissing);
