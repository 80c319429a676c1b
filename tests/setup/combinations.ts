/** The company's key among a period's segments, as anonymity.ts names it; teams go by their ids. */
const COMPANY = 'company';

/**
 * The fewest people any combination of the shown segments' figures rests on: every combination with
 * coefficients −2 to 2, each person counted when the combination does not cancel them out. Brute force,
 * for the tests of the anonymity rules: `teamsOf[i]` are the teams person i answered in, `shown` the
 * segments shown (COMPANY or team ids). Infinity when nothing is shown.
 */
export function smallestCombination(
  teamsOf: readonly (readonly string[])[],
  shown: readonly string[],
): number {
  const vectors = shown.map((key) =>
    teamsOf.map((teams) => (key === COMPANY || teams.includes(key) ? 1 : 0)),
  );
  let smallest = Infinity;
  const coefficients = Array.from({ length: shown.length }, () => -2);
  for (;;) {
    const support = teamsOf.filter((_, i) =>
      vectors.reduce((total, vector, s) => total + coefficients[s]! * vector[i]!, 0),
    ).length;
    if (support > 0) smallest = Math.min(smallest, support);
    let s = 0;
    while (s < coefficients.length && coefficients[s] === 2) coefficients[s++] = -2;
    if (s === coefficients.length) return smallest;
    coefficients[s]! += 1;
  }
}
