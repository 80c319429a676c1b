import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { documents } from '../../src/server/db/schema';
import type { member } from '../setup/fixtures';
import type { TestApp } from '../setup/test-app';
import type { CallerKind, EndpointId } from './authorization-matrix';

/**
 * The authorization matrix's cells of Crafting Value Propositions (decision 041, slice 2): canvases,
 * personas, tables of alternatives and the pitch outline, apart from its test so that each module's
 * cells read on their own. See the matrix's header.
 */

export const valueEndpoints: EndpointId[] = [
  'listCanvases',
  'createCanvas',
  'createTeamCanvas',
  'getCanvas',
  'getCompanyCanvas',
  'updateCanvas',
  'deleteCanvas',
  'getCanvasPitch',
  'getCanvasPitchMarkdown',
  'listPersonas',
  'createPersona',
  'getPersona',
  'updatePersona',
  'deletePersona',
  'listTables',
  'createTable',
  'getTable',
  'updateTable',
  'deleteTable',
];

type Owner = Parameters<typeof member>[1] & { session: { user: { id: string } } };

export interface ValueCellWorld {
  t: TestApp;
  companyA: Owner;
  /** A fresh open team of company A led by `leadId`. */
  teamOfA: (leadId: string) => Promise<string>;
}

/** The document the last cell edited: a refused edit leaves it at version 1. */
const cellDocument = { id: '' };

/**
 * One team for every cell, made once; each new lead joins it as a member (which is what reading and
 * writing a team document takes): the company's cap of live teams is not the matrix's to reach.
 */
const valueTeam = { id: '', members: new Set<string>() };
async function teamFor(world: ValueCellWorld, leadId: string) {
  if (!valueTeam.id) {
    valueTeam.id = await world.teamOfA(leadId);
    valueTeam.members.add(leadId);
  }
  if (!valueTeam.members.has(leadId)) {
    const added = await world.t.request(
      'POST',
      `/api/teams/${valueTeam.id}/members`,
      { userId: leadId },
      { token: world.companyA.token },
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    valueTeam.members.add(leadId);
  }
  return valueTeam.id;
}

const bases = { canvas: '/api/canvases', persona: '/api/personas', table: '/api/alternatives' } as const;
const bodies = {
  canvas: { title: 'Matrix canvas', boxes: {} },
  persona: { title: 'Matrix persona' },
  table: { title: 'Matrix table', criteria: ['Price'] },
} as const;
type Kind = keyof typeof bases;

/** A fresh document of company A written by its admin: of a fresh team led by `leadId`, or the company's. */
async function documentOfA(world: ValueCellWorld, kind: Kind, leadId: string, team: boolean) {
  const { t, companyA } = world;
  const teamId = team ? await teamFor(world, leadId) : null;
  const made = await t.request<Record<string, { id: string }>>(
    'POST',
    bases[kind],
    { ...bodies[kind], visibility: teamId ? 'team' : 'company', teamId },
    { token: companyA.token },
  );
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const id = Object.values(made.body)[0]!.id;
  cellDocument.id = id;
  return id;
}

const kindOf: Partial<Record<EndpointId, Kind>> = {
  getCanvas: 'canvas',
  updateCanvas: 'canvas',
  deleteCanvas: 'canvas',
  getCanvasPitch: 'canvas',
  getCanvasPitchMarkdown: 'canvas',
  getPersona: 'persona',
  updatePersona: 'persona',
  deletePersona: 'persona',
  getTable: 'table',
  updateTable: 'table',
  deleteTable: 'table',
};

export async function valueCellFor(
  world: ValueCellWorld,
  id: EndpointId,
  path: string,
  leadId: string,
): Promise<{ path: string; body?: unknown }> {
  cellDocument.id = '';
  switch (id) {
    case 'createCanvas':
      return { path, body: bodies.canvas };
    case 'createTeamCanvas':
      return { path, body: { ...bodies.canvas, visibility: 'team', teamId: await teamFor(world, leadId) } };
    case 'createPersona':
      return { path, body: bodies.persona };
    case 'createTable':
      return { path, body: bodies.table };
    case 'getCompanyCanvas':
      return { path: path.replace(':id', await documentOfA(world, 'canvas', leadId, false)) };
    case 'updateCanvas':
    case 'updatePersona':
    case 'updateTable': {
      const kind = kindOf[id]!;
      const documentId = await documentOfA(world, kind, leadId, true);
      return {
        path: path.replace(':id', documentId),
        body: { ...bodies[kind], title: 'Matrix, edited', version: 1 },
      };
    }
    default: {
      const kind = kindOf[id];
      if (!kind) return { path };
      return { path: path.replace(':id', await documentOfA(world, kind, leadId, true)) };
    }
  }
}

/** Beyond the status: a refused edit leaves the document as it was; an allowed one moved on. */
export async function checkPropositionCell(
  t: TestApp,
  id: EndpointId,
  kind: CallerKind,
  response: { status: number },
) {
  if (!valueEndpoints.includes(id) || !cellDocument.id) return;
  if (
    ![
      'updateCanvas',
      'updatePersona',
      'updateTable',
      'deleteCanvas',
      'deletePersona',
      'deleteTable',
    ].includes(id)
  )
    return;
  const name = `${id} × ${kind}`;
  const [row] = await t.db
    .select({ version: documents.version, title: documents.title })
    .from(documents)
    .where(eq(documents.id, cellDocument.id));
  if (id.startsWith('delete')) {
    expect(row === undefined, name).toBe(response.status === 204);
  } else if (response.status >= 400) {
    expect(row?.version, name).toBe(1);
  } else {
    expect(row, name).toEqual({ version: 2, title: 'Matrix, edited' });
  }
}
