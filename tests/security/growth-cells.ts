import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { growthItems } from '../../src/server/db/schema';
import type { admin } from '../setup/fixtures';
import { member } from '../setup/fixtures';
import { addItem, trackWith } from '../setup/growth';
import { activeOneOnOne } from '../setup/one-on-ones';
import type { TestApp } from '../setup/test-app';
import type { CallerKind, EndpointId } from './authorization-matrix';

/**
 * The authorization matrix's cells of the growth plan and the weekly tips (decision 040), apart from
 * its test so that each module's cells read on their own. See the matrix's header for what each acts on.
 */

export const growthEndpoints: EndpointId[] = [
  'getGrowthPlan',
  'getGrowthChoices',
  'getPersonGrowthPlan',
  'createGrowthItem',
  'updateGrowthItem',
  'updateOwnGrowthItem',
  'deleteGrowthItem',
  'deleteOwnGrowthItem',
  'putGrowthItemOnAgenda',
  'listLearningTips',
  'putLearningTip',
  'deleteLearningTip',
];

type Owner = Awaited<ReturnType<typeof admin>>;

export interface GrowthCellWorld {
  t: TestApp;
  companyA: Owner;
  companyB: Owner;
  /** A fresh open team of company A led by `leadId`. */
  teamOfA: (leadId: string) => Promise<string>;
}

/** A fresh member of A's item, whose title no other caller may read and whose row no call changes. */
export const strangersGrowthItem = { id: '', title: '' };

const hasCompany = (kind: CallerKind) =>
  kind === 'member' || kind === 'teamLead' || kind === 'admin' || kind === 'otherCompanyAdmin';

const thisMonday = () => {
  const now = new Date();
  return new Date(now.getTime() - ((now.getUTCDay() + 6) % 7) * 86_400_000).toISOString().slice(0, 10);
};

export async function growthCellFor(
  world: GrowthCellWorld,
  id: EndpointId,
  kind: CallerKind,
  path: string,
  leadId: string,
  token: string | undefined,
): Promise<{ path: string; body?: unknown }> {
  const { t, companyA, companyB } = world;
  if (!strangersGrowthItem.id) {
    strangersGrowthItem.title = `Matrix growth ${crypto.randomUUID()}`;
    const stranger = await member(t, companyA);
    strangersGrowthItem.id = (await addItem(t, stranger, { title: strangersGrowthItem.title })).id;
  }
  const caller = token && hasCompany(kind) ? { token, session: { user: { id: '' } } } : undefined;
  const own = async () => (caller ? (await addItem(t, caller, { title: 'Mine' })).id : crypto.randomUUID());
  switch (id) {
    case 'createGrowthItem':
      return { path, body: { kind: 'learn', title: 'Matrix growth' } };
    case 'updateGrowthItem':
      return { path: path.replace(':id', strangersGrowthItem.id), body: { done: true } };
    case 'deleteGrowthItem':
      return { path: path.replace(':id', strangersGrowthItem.id) };
    case 'updateOwnGrowthItem':
      return { path: path.replace(':id', await own()), body: { done: true } };
    case 'deleteOwnGrowthItem':
      return { path: path.replace(':id', await own()) };
    case 'putGrowthItemOnAgenda': {
      // The caller's own item, onto their active 1:1 with a fresh member of their own company.
      if (!caller)
        return { path: path.replace(':id', crypto.randomUUID()), body: { oneOnOneId: crypto.randomUUID() } };
      const partner = await member(t, kind === 'otherCompanyAdmin' ? companyB : companyA);
      const oneOnOne = await activeOneOnOne(t, caller, partner);
      return { path: path.replace(':id', await own()), body: { oneOnOneId: oneOnOne.id } };
    }
    case 'getPersonGrowthPlan': {
      // A fresh member of A in a fresh team led by the cell's lead.
      const person = await member(t, companyA);
      if (!hasCompany(kind)) return { path: path.replace(':userId', person.session.user.id) };
      const teamId = await world.teamOfA(leadId);
      const added = await t.request(
        'POST',
        `/api/teams/${teamId}/members`,
        { userId: person.session.user.id },
        { token: companyA.token },
      );
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      return { path: path.replace(':userId', person.session.user.id) };
    }
    case 'putLearningTip':
    case 'deleteLearningTip': {
      // A fresh competency of A; the teamLead caller leads a team; a tip to delete where one is.
      if (kind === 'teamLead') await world.teamOfA(leadId);
      const { competencyIds } = await trackWith(t.db, companyA.company.id, ['Matrix competency']);
      const cellPath = path.replace(':competencyId', competencyIds[0]!).replace(':week', thisMonday());
      if (id === 'deleteLearningTip') {
        const put = await t.request('PUT', cellPath, { text: 'Matrix tip' }, { token: companyA.token });
        expect(put.status, JSON.stringify(put.body)).toBe(200);
        return { path: cellPath };
      }
      return { path: cellPath, body: { text: 'Matrix tip' } };
    }
    default:
      return { path };
  }
}

/** The check beyond the status: the stranger's item is neither read nor changed by anyone. */
export async function checkGrowthCell(t: TestApp, id: EndpointId, kind: CallerKind, body: unknown) {
  if (!growthEndpoints.includes(id)) return;
  const name = `${id} × ${kind}`;
  expect(JSON.stringify(body ?? null), name).not.toContain(strangersGrowthItem.title);
  const [row] = await t.db.select().from(growthItems).where(eq(growthItems.id, strangersGrowthItem.id));
  expect(row, name).toMatchObject({ title: strangersGrowthItem.title, doneAt: null });
}
