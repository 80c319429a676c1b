import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { helpAnswers, helpRequests, rituals } from '../../src/server/db/schema';
import { helpMessages } from '../../src/shared/help-messages';
import { member } from '../setup/fixtures';
import { type ApiResponse, errorOf, type TestApp } from '../setup/test-app';
import type { CallerKind, EndpointId } from './authorization-matrix';

/**
 * The authorization matrix's cells of asking for help, offered skills and rituals (decision 041,
 * slice 3), apart from its test so that each module's cells read on their own. See the matrix's header.
 */

export const helpEndpoints: EndpointId[] = [
  'listHelpRequests',
  'createHelpRequest',
  'getHelpRequest',
  'answerHelpRequest',
  'updateHelpAnswer',
  'updateOwnHelpAnswer',
  'deleteHelpAnswer',
  'deleteOwnHelpAnswer',
  'solveHelpRequest',
  'solveOwnHelpRequest',
  'deleteHelpRequest',
  'deleteOwnHelpRequest',
  'getHelpSkills',
  'putHelpSkills',
  'listRituals',
  'listMyRituals',
  'createRitual',
  'updateRitual',
  'reviewRitual',
  'deleteRitual',
];

type Owner = Parameters<typeof member>[1] & { session: { user: { id: string } } };

export interface HelpCellWorld {
  t: TestApp;
  companyA: Owner;
  /** A fresh open team of company A led by `leadId`. */
  teamOfA: (leadId: string) => Promise<string>;
}

/** One team per lead, kept across cells: the company's cap of live teams is not the matrix's to reach. */
const teamsByLead = new Map<string, string>();
async function teamFor(world: HelpCellWorld, leadId: string) {
  const known = teamsByLead.get(leadId);
  if (known) return known;
  const teamId = await world.teamOfA(leadId);
  teamsByLead.set(leadId, teamId);
  return teamId;
}

/** A fresh member of company A, once: the author of the requests the cells act on. */
let asker: { token: string; session: { user: { id: string } } } | undefined;

/**
 * A fresh request of company A, asked by the caller (`own`) or by a member of A who is not the caller;
 * that member's earlier ones deleted first, so they stay under the cap of open requests.
 */
async function requestOf(t: TestApp, companyA: Owner, token: string | undefined, own: boolean) {
  asker ??= await member(t, companyA);
  const by = own && token ? token : asker.token;
  if (by === asker.token)
    await t.db.delete(helpRequests).where(eq(helpRequests.authorId, asker.session.user.id));
  const made = await t.request<{ request: { id: string } }>(
    'POST',
    '/api/help/requests',
    { title: 'Matrix help', tags: ['matrix'] },
    { token: by },
  );
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.request.id;
}

/** The answer the last answer cell acted on: checkHelpCell reads what became of it. */
let cellAnswerId: string | undefined;
const answerText = 'Matrix answer';
const changedText = 'Changed by the matrix';

/**
 * A fresh request of A asked by the asker and answered by them; for the "own" variants, answered by
 * the caller instead (another company's admin answers a fresh request of their own, in company B).
 * The path, with both ids.
 */
async function answerCell(
  world: HelpCellWorld,
  path: string,
  kind: CallerKind,
  token: string | undefined,
  own: boolean,
) {
  const { t, companyA } = world;
  const requestId = await requestOf(t, companyA, token, own && kind === 'otherCompanyAdmin');
  const by = own && token && asking.includes(kind) ? token : asker!.token;
  const answered = await t.request<{ request: { answerList: { id: string }[] } }>(
    'POST',
    `/api/help/requests/${requestId}/answers`,
    { body: answerText },
    { token: by },
  );
  expect(answered.status, JSON.stringify(answered.body)).toBe(201);
  cellAnswerId = answered.body.request.answerList.at(-1)!.id;
  return path.replace(':answerId', cellAnswerId).replace(':id', requestId);
}

const ritualBody = (teamId: string | undefined, ownerId: string) => ({
  ...(teamId ? { teamId } : {}),
  kind: 'retro',
  title: 'Matrix retro',
  notes: null,
  cadence: 'biweekly',
  startsOn: '2030-01-07',
  time: '16:00',
  durationMinutes: 60,
  ownerId,
  reviewOn: '2030-04-07',
});

/** A fresh ritual of the lead's team, the team's earlier ones deleted: its cap is not the matrix's. */
async function ritualOf(world: HelpCellWorld, leadId: string) {
  const { t, companyA } = world;
  const teamId = await teamFor(world, leadId);
  await t.db.delete(rituals).where(eq(rituals.teamId, teamId));
  const made = await t.request<{ ritual: { id: string } }>(
    'POST',
    '/api/rituals',
    ritualBody(teamId, leadId),
    {
      token: companyA.token,
    },
  );
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.ritual.id;
}

/** The callers who belong to a company and so may ask: an "own" request is theirs. */
const asking: CallerKind[] = ['member', 'teamLead', 'admin', 'otherCompanyAdmin'];

export async function helpCellFor(
  world: HelpCellWorld,
  id: EndpointId,
  kind: CallerKind,
  path: string,
  leadId: string,
  token: string | undefined,
): Promise<{ path: string; body?: unknown }> {
  const { t, companyA } = world;
  switch (id) {
    case 'createHelpRequest':
      return { path, body: { title: 'Matrix new help', tags: ['matrix'] } };
    case 'getHelpRequest':
    case 'solveHelpRequest':
    case 'deleteHelpRequest':
      return { path: path.replace(':id', await requestOf(t, companyA, token, false)) };
    case 'answerHelpRequest':
      return {
        path: path.replace(':id', await requestOf(t, companyA, token, false)),
        body: { body: 'Matrix answer' },
      };
    case 'updateHelpAnswer':
    case 'updateOwnHelpAnswer':
      return {
        path: await answerCell(world, path, kind, token, id === 'updateOwnHelpAnswer'),
        body: { body: changedText },
      };
    case 'deleteHelpAnswer':
    case 'deleteOwnHelpAnswer':
      return { path: await answerCell(world, path, kind, token, id === 'deleteOwnHelpAnswer') };
    case 'solveOwnHelpRequest':
    case 'deleteOwnHelpRequest':
      return { path: path.replace(':id', await requestOf(t, companyA, token, asking.includes(kind))) };
    case 'putHelpSkills':
      return { path, body: { skills: ['Matrix'] } };
    case 'listRituals':
      return { path: `${path}?team=${await teamFor(world, leadId)}` };
    case 'createRitual': {
      const teamId = await teamFor(world, leadId);
      await t.db.delete(rituals).where(eq(rituals.teamId, teamId));
      return { path, body: ritualBody(teamId, leadId) };
    }
    case 'updateRitual':
      return {
        path: path.replace(':id', await ritualOf(world, leadId)),
        body: ritualBody(undefined, leadId),
      };
    case 'reviewRitual':
      return { path: path.replace(':id', await ritualOf(world, leadId)), body: { reviewOn: '2030-06-01' } };
    case 'deleteRitual':
      return { path: path.replace(':id', await ritualOf(world, leadId)) };
    default:
      return { path };
  }
}

/**
 * The answer endpoints' checks beyond the status: the cell's answer was rewritten or deleted exactly
 * when the call went through, and kept as written otherwise; another company's is not found.
 */
export async function checkHelpCell(t: TestApp, id: EndpointId, kind: CallerKind, response: ApiResponse) {
  const answerIds: EndpointId[] = [
    'updateHelpAnswer',
    'updateOwnHelpAnswer',
    'deleteHelpAnswer',
    'deleteOwnHelpAnswer',
  ];
  if (!answerIds.includes(id) || !cellAnswerId) return;
  const name = `${id} × ${kind}`;
  const [row] = await t.db.select().from(helpAnswers).where(eq(helpAnswers.id, cellAnswerId));
  const passed = response.status < 300;
  if (id === 'deleteHelpAnswer' || id === 'deleteOwnHelpAnswer') expect(row === undefined, name).toBe(passed);
  else expect(row?.body, name).toBe(passed ? changedText : answerText);
  if (id === 'updateHelpAnswer' || id === 'deleteHelpAnswer') {
    if (kind === 'otherCompanyAdmin')
      expect(errorOf(response), name).toEqual({ code: 'not_found', message: helpMessages.requestNotFound });
  }
  cellAnswerId = undefined;
}
