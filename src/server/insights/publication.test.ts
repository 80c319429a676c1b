import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { smallestCombination } from '../../../tests/setup/combinations';
import { idOf, type Owner, type Person } from '../../../tests/setup/culture';
import { propertyRuns } from '../../../tests/setup/property-seed';
import { insertAnswers, insertPeriod, setThreshold, week } from '../../../tests/setup/pulse-rows';
import { pulseTestApp } from '../../../tests/setup/pulse-world';
import type { PulseFigures } from '../../shared/contract/wellbeing';
import { PULSE_THRESHOLD_MAX, PULSE_THRESHOLD_MIN } from '../../shared/wellbeing-messages';
import { profiles, teams, userRoles } from '../db/schema';

/**
 * A period's figures are decided once, at its seal, and never again (docs/privacy.md#the-seal):
 * whatever happens to the company's teams, people and threshold afterwards, every read answers the
 * same figures, so that no two of them can be subtracted to uncover anyone.
 */
const { t, world } = await pulseTestApp();

/** Every figure of one sealed period an admin can read now: the company's and each live team's. */
async function everythingShown(owner: Owner, startsOn: string) {
  const seen = new Map<string, PulseFigures>();
  const company = await world.results(owner, { period: startsOn });
  expect(company.status, JSON.stringify(company.body)).toBe(200);
  seen.set('company', company.body.figures);
  const live = await t.db
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.companyId, owner.company.id), sql`${teams.archivedAt} is null`));
  for (const { id } of live) {
    const team = await world.results(owner, { period: startsOn, teamId: id });
    expect(team.status).toBe(200);
    seen.set(id, team.body.figures);
  }
  const insights = await world.insights(owner);
  const at = insights.body.periods.findIndex((period) => period.startsOn === startsOn);
  expect(insights.body.company!.figures[at]).toEqual(seen.get('company'));
  // Insights shows every live team to an admin: each figure is compared, none skipped.
  expect(insights.body.teams.map((team) => team.id).sort()).toEqual(live.map(({ id }) => id).sort());
  for (const team of insights.body.teams) expect(team.figures[at]).toEqual(seen.get(team.id));
  return seen;
}

/** Every figure read now is the one read before, for every segment still readable. */
function expectUnchanged(before: Map<string, PulseFigures>, now: Map<string, PulseFigures>) {
  for (const [key, figures] of now) expect(figures, key).toEqual(before.get(key));
}

describe('a sealed period’s figures', () => {
  it('stay withheld when the team that hid them is archived: no subtraction across time', async () => {
    // Twelve answer; Alpha has six of them, Beta the same but one. Alpha shows, Beta is withheld.
    const { owner, people, id } = await world.company(6);
    const [alphaLead, ...rest] = people as [Person, ...Person[]];
    const alpha = await world.team(owner, 'Alpha', [alphaLead], rest);
    const beta = await world.team(owner, 'Beta', [], rest);
    const period = await insertPeriod(t.db, { companyId: id, ...week(1) });
    await insertAnswers(t.db, period, 1, [alpha]);
    await insertAnswers(t.db, period, 5, [alpha, beta], {
      enps: 0,
      workload: 5,
      stress: 5,
      recognition: 1,
      clarity: 1,
    });
    await insertAnswers(t.db, period, 6);
    await world.seal();
    const before = await everythingShown(owner, period.startsOn);
    expect(before.get(alpha)).toMatchObject({ suppressed: false, respondents: 6 });
    expect(before.get(beta)).toEqual({ suppressed: true, reason: 'complement_too_small' });

    // Alpha's lead archives it: Beta's figures, with Alpha's, would give the sixth person's answers.
    const archived = await t.request('DELETE', `/api/teams/${alpha}`, undefined, { token: alphaLead.token });
    expect(archived.status).toBe(204);
    const after = await everythingShown(owner, period.startsOn);
    expect(after.get(beta)).toEqual({ suppressed: true, reason: 'complement_too_small' });
    expectUnchanged(before, after);
    const stress = await world.stress(rest[0]!);
    expect(stress.body.periods.at(-1)!.teams).toEqual([
      { id: beta, name: 'Beta', figures: { suppressed: true, reason: 'complement_too_small' } },
    ]);
  });

  it('stay as published whatever k becomes: toggling it uncovers no one', async () => {
    // At k = 3 team P (8) shows and B (7 of them) does not; at k = 5 it would be the other way round.
    const { owner, id } = await world.company(0);
    const [p, b] = await teamsOf(id, owner, 2);
    const period = await insertPeriod(t.db, { companyId: id, ...week(1), threshold: 3 });
    await insertAnswers(t.db, period, 1, [p!]);
    await insertAnswers(t.db, period, 7, [p!, b!]);
    await insertAnswers(t.db, period, 5);
    await world.seal();
    const before = await everythingShown(owner, period.startsOn);
    for (const k of [5, 3, 10, 3, 5]) {
      await setThreshold(t.db, id, k);
      expectUnchanged(before, await everythingShown(owner, period.startsOn));
    }
  });
});

/** `count` teams of the company, made straight into the table (their members play no part here). */
async function teamsOf(companyId: string, owner: Owner, count: number) {
  const rows = await t.db
    .insert(teams)
    .values(
      Array.from({ length: count }, (_, i) => ({
        companyId,
        name: `Team ${i} ${Math.random().toString(36).slice(2, 8)}`,
        createdBy: idOf(owner),
      })),
    )
    .returning({ id: teams.id });
  return rows.map((row) => row.id);
}

const TEAM_COUNT = 4;

/** People in blocks that share their teams (indices into the company's teams), sized around k. */
const worldArb = fc.integer({ min: PULSE_THRESHOLD_MIN, max: PULSE_THRESHOLD_MAX }).chain((k) =>
  fc.record({
    k: fc.constant(k),
    blocks: fc.array(
      fc.record({
        teams: fc.subarray([0, 1, 2, 3]),
        count: fc.oneof(fc.constantFrom(1, k - 1, k, k + 1), fc.integer({ min: 1, max: 10 })),
      }),
      { minLength: 1, maxLength: 5 },
    ),
    changes: fc.array(
      fc.oneof(
        fc.record({ kind: fc.constant('archive' as const), team: fc.nat(TEAM_COUNT - 1) }),
        fc.record({ kind: fc.constant('rename' as const), team: fc.nat(TEAM_COUNT - 1) }),
        fc.record({
          kind: fc.constant('threshold' as const),
          k: fc.integer({ min: PULSE_THRESHOLD_MIN, max: PULSE_THRESHOLD_MAX }),
        }),
        fc.constant({ kind: 'leave' as const }),
        fc.constant({ kind: 'seal again' as const }),
      ),
      { maxLength: 6 },
    ),
  }),
);

type Change =
  | { kind: 'archive' | 'rename'; team: number }
  | { kind: 'threshold'; k: number }
  | { kind: 'leave' | 'seal again' };

describe('the seal’s property, for random teams, answers and later changes', () => {
  it('never returns two different figures for one period, and no combination rests on fewer than k', async () => {
    await fc.assert(
      fc.asyncProperty(worldArb, async ({ k, blocks, changes }) => {
        const { owner, people, id } = await world.company(1);
        const teamIds = await teamsOf(id, owner, TEAM_COUNT);
        const period = await insertPeriod(t.db, { companyId: id, ...week(1), threshold: k });
        const teamsAnswered: string[][] = [];
        for (const block of blocks) {
          const ids = block.teams.map((i) => teamIds[i]!);
          await insertAnswers(t.db, period, block.count, ids);
          for (let i = 0; i < block.count; i++) teamsAnswered.push(ids);
        }
        await world.seal();
        const first = await everythingShown(owner, period.startsOn);
        const shownKeys = [...first].filter(([, figures]) => !figures.suppressed).map(([key]) => key);
        expect(smallestCombination(teamsAnswered, shownKeys)).toBeGreaterThanOrEqual(k);

        for (const change of changes as Change[]) {
          if (change.kind === 'archive') {
            await t.db
              .update(teams)
              .set({ archivedAt: new Date() })
              .where(eq(teams.id, teamIds[change.team]!));
          } else if (change.kind === 'rename') {
            await t.db
              .update(teams)
              .set({ name: `Renamed ${Math.random()}` })
              .where(eq(teams.id, teamIds[change.team]!));
          } else if (change.kind === 'threshold') {
            await setThreshold(t.db, id, change.k);
          } else if (change.kind === 'leave') {
            // The member leaves the company: its member count is not a published figure's.
            await t.db.delete(userRoles).where(eq(userRoles.userId, idOf(people[0]!)));
            await t.db
              .update(profiles)
              .set({ companyId: null })
              .where(eq(profiles.id, idOf(people[0]!)));
          } else {
            await world.seal();
          }
          expectUnchanged(first, await everythingShown(owner, period.startsOn));
        }
      }),
      propertyRuns(12),
    );
  });
});
