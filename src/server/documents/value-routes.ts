import {
  createCanvas as createCanvasEndpoint,
  createPersona as createPersonaEndpoint,
  createTable as createTableEndpoint,
  deleteCanvas as deleteCanvasEndpoint,
  deletePersona as deletePersonaEndpoint,
  deleteTable as deleteTableEndpoint,
  getCanvas as getCanvasEndpoint,
  getCanvasPitch as pitchEndpoint,
  getCanvasPitchMarkdown as pitchMarkdownEndpoint,
  getPersona as getPersonaEndpoint,
  getTable as getTableEndpoint,
  listCanvases as listCanvasesEndpoint,
  listPersonas as listPersonasEndpoint,
  listTables as listTablesEndpoint,
  updateCanvas as updateCanvasEndpoint,
  updatePersona as updatePersonaEndpoint,
  updateTable as updateTableEndpoint,
} from '../../shared/contract/value';
import { callerOf } from '../auth/caller';
import { requireUser } from '../auth/require-user';
import type { AppDeps } from '../context';
import { contractRoutes } from '../http/contract-routes';
import { createTable, deleteTable, listTables, readTable, updateTable } from './alternatives';
import { createCanvas, deleteCanvas, listCanvases, readCanvas, updateCanvas } from './canvases';
import { createPersona, deletePersona, listPersonas, readPersona, updatePersona } from './personas';
import { buildPitch, pitchFileName, pitchMarkdown } from './pitch';

/** /api/canvases: Lean Canvases and their pitch outline (decision 041, slice 2). */
export function canvasRoutes(deps: AppDeps) {
  const { db } = deps;
  const routes = contractRoutes('/api/canvases');
  routes.app.use(requireUser(deps));
  return routes
    .on(listCanvasesEndpoint, [], async (c, { query }) => listCanvases(db, callerOf(c), query))
    .on(createCanvasEndpoint, [], async (c, { body }) => createCanvas(db, callerOf(c), body))
    .on(pitchMarkdownEndpoint, [], async (c, { params }) => {
      const { pitch } = await buildPitch(db, callerOf(c), params.id);
      const name = pitchFileName(pitch.title);
      c.header('Content-Disposition', `attachment; filename="${name}"`);
      return pitchMarkdown(pitch);
    })
    .on(pitchEndpoint, [], async (c, { params }) => buildPitch(db, callerOf(c), params.id))
    .on(getCanvasEndpoint, [], async (c, { params }) => readCanvas(db, callerOf(c), params.id))
    .on(updateCanvasEndpoint, [], async (c, { params, body }) =>
      updateCanvas(db, callerOf(c), params.id, body),
    )
    .on(deleteCanvasEndpoint, [], async (c, { params }) => deleteCanvas(db, callerOf(c), params.id)).app;
}

/** /api/personas (decision 041, slice 2). */
export function personaRoutes(deps: AppDeps) {
  const { db } = deps;
  const routes = contractRoutes('/api/personas');
  routes.app.use(requireUser(deps));
  return routes
    .on(listPersonasEndpoint, [], async (c, { query }) => listPersonas(db, callerOf(c), query))
    .on(createPersonaEndpoint, [], async (c, { body }) => createPersona(db, callerOf(c), body))
    .on(getPersonaEndpoint, [], async (c, { params }) => readPersona(db, callerOf(c), params.id))
    .on(updatePersonaEndpoint, [], async (c, { params, body }) =>
      updatePersona(db, callerOf(c), params.id, body),
    )
    .on(deletePersonaEndpoint, [], async (c, { params }) => deletePersona(db, callerOf(c), params.id)).app;
}

/** /api/alternatives: tables of alternatives (decision 041, slice 2). */
export function alternativesRoutes(deps: AppDeps) {
  const { db } = deps;
  const routes = contractRoutes('/api/alternatives');
  routes.app.use(requireUser(deps));
  return routes
    .on(listTablesEndpoint, [], async (c, { query }) => listTables(db, callerOf(c), query))
    .on(createTableEndpoint, [], async (c, { body }) => createTable(db, callerOf(c), body))
    .on(getTableEndpoint, [], async (c, { params }) => readTable(db, callerOf(c), params.id))
    .on(updateTableEndpoint, [], async (c, { params, body }) => updateTable(db, callerOf(c), params.id, body))
    .on(deleteTableEndpoint, [], async (c, { params }) => deleteTable(db, callerOf(c), params.id)).app;
}
