import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { documents } from '../../src/server/db/schema';
import type { member } from '../setup/fixtures';
import type { TestApp } from '../setup/test-app';
import type { CallerKind, EndpointId } from './authorization-matrix';

/**
 * The authorization matrix's cells of the strategy page, decision records and idea tools (decision 041),
 * apart from its test so that each module's cells read on their own. See the matrix's header.
 */

export const strategyEndpoints: EndpointId[] = [
  'getStrategy',
  'putStrategy',
  'listDecisions',
  'createDecision',
  'createTeamDecision',
  'getDecision',
  'getCompanyDecision',
  'updateDecision',
  'decideDecision',
  'listDocumentVersions',
  'compareDocumentVersions',
  'listIdeas',
  'createIdea',
  'getIdea',
  'updateIdea',
  'deleteIdea',
];

type Owner = Parameters<typeof member>[1] & { session: { user: { id: string } } };

export interface StrategyCellWorld {
  t: TestApp;
  companyA: Owner;
  /** A fresh open team of company A led by `leadId`. */
  teamOfA: (leadId: string) => Promise<string>;
}

/** The record the last cell acted on: a refused write leaves it at version 1, proposed. */
const cellRecord = { id: '' };

/**
 * One team per lead, kept across cells: the company's cap of live teams is not the matrix's to reach
 * (a fresh teamLead caller still gets a team of their own).
 */
const teamsByLead = new Map<string, string>();
async function teamFor(world: StrategyCellWorld, leadId: string) {
  const known = teamsByLead.get(leadId);
  if (known) return known;
  const teamId = await world.teamOfA(leadId);
  teamsByLead.set(leadId, teamId);
  return teamId;
}

const pillars = [{ name: 'Matrix one' }, { name: 'Matrix two' }, { name: 'Matrix three' }];

/**
 * A fresh record of company A written by its admin: a team record of a fresh team led by `leadId`
 * (who is its Contributor, or its Approver when `leadApproves`), or a company record.
 */
async function recordOfA(
  world: StrategyCellWorld,
  leadId: string,
  options: { team: boolean; leadApproves?: boolean },
) {
  const { t, companyA } = world;
  const adminId = companyA.session.user.id;
  const teamId = options.team ? await teamFor(world, leadId) : null;
  const made = await t.request<{ record: { id: string } }>(
    'POST',
    '/api/decisions',
    {
      title: 'Matrix record',
      visibility: teamId ? 'team' : 'company',
      teamId,
      approverId: options.leadApproves ? leadId : adminId,
      contributorIds: options.leadApproves || !teamId ? [] : [leadId],
    },
    { token: companyA.token },
  );
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  cellRecord.id = made.body.record.id;
  return made.body.record.id;
}

/** A fresh SWOT of a fresh team of A led by `leadId`, started by A's admin. */
async function ideaOfA(world: StrategyCellWorld, leadId: string) {
  const { t, companyA } = world;
  const made = await t.request<{ idea: { id: string } }>(
    'POST',
    '/api/ideas',
    { title: 'Matrix idea', teamId: await teamFor(world, leadId), body: { template: 'swot' } },
    { token: companyA.token },
  );
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  cellRecord.id = made.body.idea.id;
  return made.body.idea.id;
}

/** The version of the caller's company's strategy page: what an edit starts from. */
async function strategyVersion(t: TestApp, token: string | undefined) {
  if (!token) return 0;
  const page = await t.request<{ strategy?: { version: number } }>('GET', '/api/strategy', undefined, {
    token,
  });
  return page.body.strategy?.version ?? 0;
}

export async function strategyCellFor(
  world: StrategyCellWorld,
  id: EndpointId,
  path: string,
  leadId: string,
  token: string | undefined,
): Promise<{ path: string; body?: unknown }> {
  const { t, companyA } = world;
  cellRecord.id = '';
  switch (id) {
    case 'putStrategy':
      return { path, body: { version: await strategyVersion(t, token), vision: 'Matrix vision', pillars } };
    case 'createDecision':
      return { path, body: { title: 'Matrix new record', approverId: companyA.session.user.id } };
    case 'createTeamDecision':
      return {
        path,
        body: {
          title: 'Matrix team record',
          visibility: 'team',
          teamId: await teamFor(world, leadId),
          approverId: companyA.session.user.id,
        },
      };
    case 'getCompanyDecision':
      return { path: path.replace(':id', await recordOfA(world, leadId, { team: false })) };
    case 'getDecision':
    case 'listDocumentVersions':
    case 'compareDocumentVersions':
      return { path: path.replace(':id', await recordOfA(world, leadId, { team: true })) };
    case 'updateDecision':
      return {
        path: path.replace(':id', await recordOfA(world, leadId, { team: true })),
        body: {
          version: 1,
          title: 'Matrix record, edited',
          approverId: companyA.session.user.id,
          contributorIds: [leadId],
        },
      };
    case 'decideDecision':
      return {
        path: path.replace(':id', await recordOfA(world, leadId, { team: true, leadApproves: true })),
        body: { outcome: 'accepted', version: 1 },
      };
    case 'createIdea':
      return {
        path,
        body: { title: 'Matrix new idea', teamId: await teamFor(world, leadId), body: { template: 'swot' } },
      };
    case 'getIdea':
    case 'deleteIdea':
      return { path: path.replace(':id', await ideaOfA(world, leadId)) };
    case 'updateIdea':
      return {
        path: path.replace(':id', await ideaOfA(world, leadId)),
        body: { version: 1, title: 'Matrix idea, edited', body: { template: 'swot', strengths: ['Matrix'] } },
      };
    default:
      return { path };
  }
}

/**
 * Beyond the status: a refused edit or decision leaves the record (or the idea) as it was; an accepted
 * one moved on, a deleted idea is gone.
 */
export async function checkStrategyCell(
  t: TestApp,
  id: EndpointId,
  kind: CallerKind,
  response: { status: number },
) {
  if (!strategyEndpoints.includes(id) || !cellRecord.id) return;
  const name = `${id} × ${kind}`;
  if (id === 'updateIdea' || id === 'deleteIdea') {
    const [idea] = await t.db
      .select({ version: documents.version, title: documents.title })
      .from(documents)
      .where(eq(documents.id, cellRecord.id));
    if (response.status >= 400) expect(idea, name).toEqual({ version: 1, title: 'Matrix idea' });
    else if (id === 'updateIdea') expect(idea, name).toEqual({ version: 2, title: 'Matrix idea, edited' });
    else expect(idea, name).toBeUndefined();
    return;
  }
  if (id !== 'updateDecision' && id !== 'decideDecision') return;
  const [record] = await t.db
    .select({ version: documents.version, status: documents.status, title: documents.title })
    .from(documents)
    .where(eq(documents.id, cellRecord.id));
  if (response.status >= 400) {
    expect(record, name).toEqual({ version: 1, status: 'proposed', title: 'Matrix record' });
  } else {
    expect(record?.version, name).toBe(2);
    expect(record?.status, name).toBe(id === 'decideDecision' ? 'accepted' : 'proposed');
  }
}
