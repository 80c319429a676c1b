import { describe, expect, it } from 'vitest';
import { canaryWorld, goalOwnersIn, privateCanaries } from '../../../../tests/setup/canary-world';
import { createTestApp } from '../../../../tests/setup/test-app';
import type { Caller } from '../../auth/caller';
import { assembleContext, contextText } from './context';

/**
 * What the model is never told (decision 044, docs/privacy.md §24): a world with rows in every table,
 * whose private fields all hold canary strings, and whose goals each name their owner
 * (tests/setup/canary-world.ts). For every person of every company, the context the companion would
 * send holds no private canary and no goal but their own, and does hold their own goals (so the check
 * can fail). ask-canary.test.ts checks the same through the endpoint, whatever the person asks.
 */
const t = await createTestApp();

describe('the companion’s context', () => {
  it('never holds a private field, nor a goal but the asker’s own, for anyone of any company', async () => {
    const people = await canaryWorld(t);
    expect(people.length).toBeGreaterThan(2);
    let ownGoalsSeen = 0;
    const kindsSeen = new Set<string>();
    for (const person of people) {
      const caller: Caller = {
        userId: person.userId,
        companyId: person.companyId,
        isAdmin: person.role === 'admin',
      };
      const context = await assembleContext(t.db, caller);
      for (const source of context.sources) kindsSeen.add(source.kind);
      const told = `${contextText(context)}\n${JSON.stringify(context)}`;
      for (const canary of privateCanaries) expect(told, person.userId).not.toContain(canary);
      const goalsTold = goalOwnersIn(told);
      expect(
        goalsTold.filter((owner) => owner !== person.userId),
        person.userId,
      ).toEqual([]);
      if (goalsTold.length > 0) ownGoalsSeen += 1;
    }
    // The builders do read: someone's own open goals are in their context.
    expect(ownGoalsSeen).toBeGreaterThan(0);
    // And every source reads something in this world: a check that found nothing would prove nothing.
    expect([...kindsSeen].sort()).toEqual(['goal', 'growth_item', 'kudos', 'one_on_one']);
  });
});
