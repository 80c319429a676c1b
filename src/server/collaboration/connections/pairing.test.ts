import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../../../../tests/setup/property-seed';
import { computePairs, type PairingWorld, pairKey } from './pairing';

/** The pairing's rules over worlds of people, teams, blocks and past pairs (decision 041). */

const people = (count: number) => Array.from({ length: count }, (_, i) => `p${String(i).padStart(4, '0')}`);

function world(partial: Partial<PairingWorld> & { pool: string[] }): PairingWorld {
  return { teamsOf: new Map(), blocked: new Set(), lastPaired: new Map(), seed: 7, ...partial };
}

/** A random world: up to 60 people in up to 8 teams, some blocks and some past pairs. */
const worlds = fc
  .record({
    size: fc.integer({ min: 2, max: 60 }),
    teams: fc.integer({ min: 1, max: 8 }),
    seed: fc.integer(),
    picks: fc.array(fc.tuple(fc.nat(), fc.nat(), fc.boolean()), { maxLength: 80 }),
    membership: fc.array(fc.nat(), { minLength: 60, maxLength: 60 }),
  })
  .map(({ size, teams, seed, picks, membership }) => {
    const pool = people(size);
    const teamsOf = new Map(pool.map((id, i) => [id, [`t${(membership[i] ?? 0) % teams}`]]));
    const blocked = new Set<string>();
    const lastPaired = new Map<string, number>();
    for (const [a, b, block] of picks) {
      const x = pool[a % size] as string;
      const y = pool[b % size] as string;
      if (x === y) continue;
      if (block) blocked.add(pairKey(x, y));
      else lastPaired.set(pairKey(x, y), a % 20);
    }
    return { pool, teamsOf, blocked, lastPaired, seed } satisfies PairingWorld;
  });

describe('pairing a round', () => {
  it('pairs no one twice and never a blocked pair, in any world', async () => {
    await fc.assert(
      fc.asyncProperty(worlds, async (w) => {
        const pairs = await computePairs(w);
        const seen = new Set<string>();
        for (const pair of pairs) {
          expect(pair.length === 2 || pair.length === 3).toBe(true);
          for (const person of pair) {
            expect(seen.has(person)).toBe(false);
            seen.add(person);
          }
          for (let i = 0; i < pair.length; i++)
            for (let j = i + 1; j < pair.length; j++)
              expect(w.blocked.has(pairKey(pair[i] as string, pair[j] as string))).toBe(false);
        }
        // With no blocks at all, everyone is paired.
        if (w.blocked.size === 0) expect(seen.size).toBe(w.pool.length);
      }),
      propertyRuns(200),
    );
  });

  it('pairs everyone of an odd pool, the last as a third', async () => {
    const pairs = await computePairs(world({ pool: people(7) }));
    expect(pairs.map((pair) => pair.length).sort()).toEqual([2, 2, 3]);
  });

  it('never pairs two people of a shared team when anyone else fits', async () => {
    // Two teams of four: everyone can be paired across.
    const pool = people(8);
    const teamsOf = new Map(pool.map((id, i) => [id, [i < 4 ? 'red' : 'blue']]));
    for (let seed = 0; seed < 20; seed++) {
      const pairs = await computePairs(world({ pool, teamsOf, seed }));
      for (const [a, b] of pairs) expect(teamsOf.get(a as string)).not.toEqual(teamsOf.get(b as string));
    }
  });

  it('avoids a repeat when anyone else fits, and otherwise takes the pair met longest ago', async () => {
    const [a, b, c, d] = people(4) as [string, string, string, string];
    // a met b last round and c long ago; d is new to everyone.
    const lastPaired = new Map([
      [pairKey(a, b), 10],
      [pairKey(c, d), 10],
      [pairKey(a, c), 2],
      [pairKey(b, d), 2],
    ]);
    for (let seed = 0; seed < 20; seed++) {
      const pairs = await computePairs(world({ pool: [a, b, c, d], lastPaired, seed }));
      const keys = pairs.map(([x, y]) => pairKey(x as string, y as string)).sort();
      expect(keys).toEqual([pairKey(a, d), pairKey(b, c)].sort());
    }
    // Only repeats are left: the pair that met longest ago.
    const only = new Map([
      [pairKey(a, b), 10],
      [pairKey(c, d), 10],
      [pairKey(a, c), 2],
      [pairKey(b, d), 2],
      [pairKey(a, d), 9],
      [pairKey(b, c), 9],
    ]);
    for (let seed = 0; seed < 20; seed++) {
      const pairs = await computePairs(world({ pool: [a, b, c, d], lastPaired: only, seed }));
      const keys = pairs.map(([x, y]) => pairKey(x as string, y as string)).sort();
      expect(keys).toEqual([pairKey(a, c), pairKey(b, d)].sort());
    }
  });

  it('is the same for the same seed', async () => {
    const pool = people(30);
    expect(await computePairs(world({ pool, seed: 42 }))).toEqual(
      await computePairs(world({ pool, seed: 42 })),
    );
  });

  it('leaves out someone everyone blocks', async () => {
    const pool = people(3);
    const [a, b, c] = pool as [string, string, string];
    const blocked = new Set([pairKey(a, b), pairKey(a, c)]);
    const pairs = await computePairs(world({ pool, blocked }));
    expect(pairs).toHaveLength(1);
    expect([...(pairs[0] as string[])].sort()).toEqual([b, c]);
  });
});
