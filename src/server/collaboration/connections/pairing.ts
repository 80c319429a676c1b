/**
 * The pairing of a round (decision 041), apart from the database: given the pool, each person's
 * current teams, the blocked pairs and when two people were last paired, it answers the pairs.
 *
 * Rules, in order: never a blocked pair (either way); never two people of a shared team when anyone
 * else fits; never a repeat when anyone else fits, else the pair met longest ago. With an odd pool the
 * last person joins a pair as a third. A person every other one blocks stays out of the round.
 *
 * Greedy over a seeded shuffle: each person in turn takes the best of the next WINDOW people not yet
 * paired (the first that costs nothing at once). In a pool no larger than the window this is "anyone
 * else" exactly; in a larger one, the window is what "anyone else" means (docs/decisions/041). The
 * work runs in slices of SLICE people with a yield to the event loop between them.
 */

export const PAIRING_SLICE = 1000;
const WINDOW = 256;

/** A shared team costs more than any repeat; a repeat costs more the more recent it was. */
const SHARED_TEAM = 1_000_000_000;
const REPEAT = 1_000_000;

export interface PairingWorld {
  /** The opted-in people of the round. */
  pool: readonly string[];
  /** Each person's current teams. */
  teamsOf: ReadonlyMap<string, readonly string[]>;
  /** Blocked pairs, as `pairKey`: either way. */
  blocked: ReadonlySet<string>;
  /** The round number (larger is more recent) each pair last met in, as `pairKey`. */
  lastPaired: ReadonlyMap<string, number>;
  /** Any whole number: the same world and seed give the same pairs. */
  seed: number;
}

/** The key of two people, the same either way round. */
export const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

/** A small seeded generator (mulberry32): the shuffle is the same for a seed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** What pairing `a` with `b` costs; Infinity when blocked. */
function cost(world: PairingWorld, a: string, b: string): number {
  const key = pairKey(a, b);
  if (world.blocked.has(key)) return Infinity;
  let total = 0;
  const teamsA = world.teamsOf.get(a);
  const teamsB = world.teamsOf.get(b);
  if (teamsA && teamsB && teamsA.some((team) => teamsB.includes(team))) total += SHARED_TEAM;
  const last = world.lastPaired.get(key);
  if (last !== undefined) total += REPEAT + last;
  return total;
}

/** The round's pairs: twos, and threes where the pool was odd (or someone fitted no two). */
export async function computePairs(world: PairingWorld): Promise<string[][]> {
  const order = [...new Set(world.pool)];
  const next = random(world.seed);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [order[i], order[j]] = [order[j] as string, order[i] as string];
  }
  const taken = new Uint8Array(order.length);
  const pairs: string[][] = [];
  const left: string[] = [];
  // Where the first person not yet taken may be: everyone before it is.
  let firstFree = 0;
  for (let i = 0; i < order.length; i++) {
    if (i > 0 && i % PAIRING_SLICE === 0) await yieldToEventLoop();
    if (taken[i]) continue;
    taken[i] = 1;
    const person = order[i] as string;
    let best = -1;
    let bestCost = Infinity;
    let looked = 0;
    for (let j = i + 1; j < order.length && looked < WINDOW; j++) {
      if (taken[j]) continue;
      looked++;
      const price = cost(world, person, order[j] as string);
      if (price < bestCost) {
        best = j;
        bestCost = price;
        if (price === 0) break;
      }
    }
    if (best < 0) {
      // Everyone in the window blocks them (or no one is left): the rest of the pool, then a third.
      for (let j = Math.max(firstFree, i + 1); j < order.length; j++) {
        if (!taken[j] && cost(world, person, order[j] as string) < Infinity) {
          best = j;
          break;
        }
      }
    }
    if (best < 0) {
      left.push(person);
      continue;
    }
    taken[best] = 1;
    pairs.push([person, order[best] as string]);
    while (firstFree < order.length && taken[firstFree]) firstFree++;
  }
  // The odd one (or anyone no two fitted) joins the pair of two that suits them best, as a third.
  for (const person of left) {
    let best: string[] | undefined;
    let bestCost = Infinity;
    for (const pair of pairs) {
      if (pair.length !== 2) continue;
      const price = pair.reduce((sum, other) => sum + cost(world, person, other), 0);
      if (price < bestCost) {
        best = pair;
        bestCost = price;
        if (price === 0) break;
      }
    }
    if (best) best.push(person);
  }
  return pairs;
}
