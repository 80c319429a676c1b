import type { PulseFigures, StressFigures } from '../../shared/contract/wellbeing';
import {
  PULSE_QUESTION_KEYS,
  type PulseQuestion,
  type SuppressionReason,
} from '../../shared/wellbeing-messages';
import {
  certifiedNullSpace,
  nullSpace,
  outsideSpan,
  primesFor,
  sparseRow,
  touches,
  touchesExactly,
} from './span';

/**
 * The anonymity threshold (docs/product.md#well-being-and-pulse): which of a period's segments (the
 * company and every live team) may show their figures, decided once for the whole company, whoever
 * asks, so that what two viewers saw cannot be combined. Pure: the period's answers come in as
 * groups (the answers of the people who were in the same teams, counted and summed), never one by one.
 *
 * A segment is shown only when
 * 1. at least k people answered in it (`too_few_respondents`);
 * 2. inside every larger shown segment that contains it, the rest is empty or at least k people
 *    (`complement_too_small`: the smaller segment goes; the company never does);
 * 3. no combination of the shown segments' sums (a team plus another team minus the company, say) is
 *    confined to people who share their teams with fewer than k others who answered
 *    (`complement_too_small` too). Rule 2 is its commonest case; this one also covers people in no
 *    team, left over beside teams that split the rest of the company, and a small overlap of teams
 *    that together make up the company. So no combination ever isolates fewer than k people. It is
 *    decided exactly (span.ts) and met by withholding the smallest team involved until it holds.
 */

/** The company's key among the segments; teams are keyed by their ids. */
export const COMPANY = 'company';

/** The answers of the people who were in the same teams when they answered: how many, and their sums. */
export interface ResponseGroup {
  teamIds: readonly string[];
  count: number;
  sums: Record<PulseQuestion, number>;
  /** Answers to eNPS from ENPS_PROMOTER_MIN up, and up to ENPS_DETRACTOR_MAX. */
  promoters: number;
  detractors: number;
}

export type SegmentDecision =
  { shown: true; respondents: number } | { shown: false; reason: SuppressionReason };

interface Segment {
  key: string;
  /** Indices of the groups whose answers count in it, ascending. */
  groups: number[];
  respondents: number;
}

const byKey = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The groups as the live teams see them: teams no longer live drop out of each group's teams, groups
 * that then agree are merged, and the result is in a fixed order, whatever order the input came in.
 */
function mergeGroups(groups: readonly ResponseGroup[], teamIds: readonly string[]) {
  const live = new Set(teamIds);
  const merged = new Map<string, { teams: string[]; group: ResponseGroup }>();
  for (const group of groups) {
    if (group.count <= 0) continue;
    const teams = [...new Set(group.teamIds.filter((id) => live.has(id)))].sort(byKey);
    const key = teams.join(',');
    const known = merged.get(key);
    merged.set(key, { teams, group: known ? addGroups(known.group, group) : { ...group, teamIds: teams } });
  }
  return [...merged.entries()].sort(([a], [b]) => byKey(a, b)).map(([, value]) => value);
}

function addGroups(a: ResponseGroup, b: ResponseGroup): ResponseGroup {
  const sums = { ...a.sums };
  for (const key of PULSE_QUESTION_KEYS) sums[key] += b.sums[key];
  return {
    teamIds: a.teamIds,
    count: a.count + b.count,
    sums,
    promoters: a.promoters + b.promoters,
    detractors: a.detractors + b.detractors,
  };
}

type Merged = ReturnType<typeof mergeGroups>;

function segmentsOf(merged: Merged, teamIds: readonly string[]): Segment[] {
  const segment = (key: string, groups: number[]): Segment => ({
    key,
    groups,
    respondents: groups.reduce((total, i) => total + merged[i]!.group.count, 0),
  });
  const all = merged.map((_, i) => i);
  const teams = [...new Set(teamIds)].sort(byKey);
  return [
    segment(COMPANY, all),
    ...teams.map((id) =>
      segment(
        id,
        all.filter((i) => merged[i]!.teams.includes(id)),
      ),
    ),
  ];
}

const isSubset = (small: number[], large: number[]) => {
  const set = new Set(large);
  return small.every((i) => set.has(i));
};

/** Largest first; the company before a team with as many; then by key. */
const largestFirst = (a: Segment, b: Segment) =>
  b.respondents - a.respondents ||
  Number(b.key === COMPANY) - Number(a.key === COMPANY) ||
  byKey(a.key, b.key);

/** Smallest first, then by key: the order in which rule 3 withholds teams. */
const smallestFirst = (a: Segment, b: Segment) => a.respondents - b.respondents || byKey(a.key, b.key);

/**
 * Which of `teamIds`' segments and the company's show their figures for a period, at threshold `k`.
 * Every segment is keyed: the company by COMPANY, a team by its id. Rule 3 stops at `deadline`, as in
 * periodFigures.
 */
export function decideSegments(
  groups: readonly ResponseGroup[],
  teamIds: readonly string[],
  k: number,
  deadline = Infinity,
): Map<string, SegmentDecision> {
  const merged = mergeGroups(groups, teamIds);
  return decide(merged, segmentsOf(merged, teamIds), k, deadline);
}

function decide(
  merged: Merged,
  segments: Segment[],
  k: number,
  deadline = Infinity,
): Map<string, SegmentDecision> {
  const decisions = new Map<string, SegmentDecision>();
  const withhold = (segment: Segment, reason: SuppressionReason) =>
    decisions.set(segment.key, { shown: false, reason });
  // Rules 1 and 2, largest first: every segment that could contain this one is decided before it.
  let shown: Segment[] = [];
  for (const segment of [...segments].sort(largestFirst)) {
    if (segment.respondents < k) {
      withhold(segment, 'too_few_respondents');
      continue;
    }
    const exposes =
      segment.key !== COMPANY &&
      shown.some(
        (parent) =>
          parent.respondents > segment.respondents &&
          parent.respondents - segment.respondents < k &&
          isSubset(segment.groups, parent.groups),
      );
    if (exposes) withhold(segment, 'complement_too_small');
    else shown.push(segment);
  }
  // Rule 3: while some combination isolates fewer than k people, withhold the smallest team involved
  // (with any team whose answers are the very same, which would show the same figures).
  for (let involved = leak(merged, shown, k); involved; involved = leak(merged, shown, k)) {
    if (performance.now() > deadline) {
      // Out of time: withholding every team is always safe (the company alone is at least k).
      for (const segment of shown) if (segment.key !== COMPANY) withhold(segment, 'complement_too_small');
      shown = shown.filter((segment) => segment.key === COMPANY);
      break;
    }
    // A combination isolating fewer than k people always involves a team: the company alone is at least k.
    const victim = involved.filter((segment) => segment.key !== COMPANY).sort(smallestFirst)[0];
    if (!victim) break;
    const same = setKey(victim);
    for (const segment of shown) if (setKey(segment) === same) withhold(segment, 'complement_too_small');
    shown = shown.filter((segment) => setKey(segment) !== same);
  }
  for (const segment of shown) decisions.set(segment.key, { shown: true, respondents: segment.respondents });
  return decisions;
}

const setKey = (segment: Segment) => segment.groups.join(',');

/**
 * The shown segments some combination of whose sums is confined to groups of fewer than k people, or
 * null when none is. Segments with the same answers count once (columns); groups that every shown
 * segment treats alike form atoms (rows). A combination of the columns is a vector over the atoms; one
 * that is zero on every atom of at least k people exists, and is not zero altogether, exactly when some
 * small atom's row lies outside the space the large atoms' rows span.
 */
function leak(merged: Merged, shown: Segment[], k: number): Segment[] | null {
  if (shown.length === 0) return null;
  const columns = [...new Map(shown.map((segment) => [setKey(segment), segment])).values()];
  const atoms = new Map<string, { row: number[]; people: number }>();
  const memberships = columns.map((segment) => {
    const member = new Uint8Array(merged.length);
    for (const i of segment.groups) member[i] = 1;
    return member;
  });
  merged.forEach(({ group }, i) => {
    const row = memberships.map((member) => member[i]!);
    const key = row.join('');
    const atom = atoms.get(key) ?? { row, people: 0 };
    atom.people += group.count;
    atoms.set(key, atom);
  });
  const rows = [...atoms.values()].filter((atom) => atom.row.includes(1));
  const large = rows.filter((atom) => atom.people >= k).map((atom) => atom.row);
  const small = rows.filter((atom) => atom.people < k).map((atom) => atom.row);
  if (small.length === 0) return null;
  // A small row lies outside the large rows' span exactly when some vector of their null space
  // touches it; the certified null space finds both in one elimination, most of the time.
  const basis = certifiedNullSpace(large, columns.length);
  if (basis) {
    const outsideRows = small.map(sparseRow).filter((row) => basis.some((x) => touchesExactly(row, x)));
    if (outsideRows.length === 0) return null;
    const involved = new Set<number>();
    for (const x of basis) {
      if (outsideRows.some((row) => touchesExactly(row, x)))
        x.forEach((value, j) => value !== 0 && involved.add(j));
    }
    return [...involved].map((j) => columns[j]!);
  }
  const outside = outsideSpan(large, small, columns.length);
  if (!outside.includes(true)) return null;
  return involvedColumns(
    [...large, ...small.filter((_, i) => !outside[i])],
    small.filter((_, i) => outside[i]),
    columns,
  );
}

/**
 * The columns of the combinations that are zero on the `zero` rows and not on the `inside` ones:
 * the segments whose withholding can end the leak. Found modulo the primes in turn: any one that sees
 * such a combination names columns that take part in one.
 */
function involvedColumns(zero: number[][], inside: number[][], columns: Segment[]): Segment[] {
  for (const p of primesFor(Math.min(zero.length + inside.length, columns.length))) {
    const involved = new Set<number>();
    for (const x of nullSpace(zero, columns.length, p)) {
      if (inside.some((row) => touches(row, x, p))) x.forEach((value, j) => value !== 0 && involved.add(j));
    }
    if (involved.size > 0) return [...involved].map((j) => columns[j]!);
  }
  return columns;
}

// ---- Figures ------------------------------------------------------------------------------------

/** A mean to one decimal, from integers so that 1.15 rounds as 1.2 (values in practice's too). */
export const mean = (sum: number, count: number) => Math.round((sum * 10) / count) / 10;

function figuresOf(merged: Merged, segment: Segment): PulseFigures {
  const total = segment.groups.reduce<ResponseGroup | null>((acc, i) => {
    const group = merged[i]!.group;
    return acc ? addGroups(acc, group) : group;
  }, null);
  if (!total || total.count === 0) return { suppressed: true, reason: 'too_few_respondents' };
  const scores = Object.fromEntries(
    PULSE_QUESTION_KEYS.map((key) => [key, mean(total.sums[key], total.count)]),
  ) as Record<PulseQuestion, number>;
  scores.enps = Math.round((100 * (total.promoters - total.detractors)) / total.count);
  return { suppressed: false, respondents: total.count, scores };
}

/**
 * Every segment's figures for one period at threshold `k`: the company's under COMPANY, each team's
 * under its id; withheld ones with their reason only. Rule 3 stops at `deadline` (a
 * `performance.now()` time), withholding every team it has not cleared: a bound on the seal's time
 * that errs on the side of showing less.
 */
export function periodFigures(
  groups: readonly ResponseGroup[],
  teamIds: readonly string[],
  k: number,
  deadline = Infinity,
): Map<string, PulseFigures> {
  const merged = mergeGroups(groups, teamIds);
  const segments = segmentsOf(merged, teamIds);
  const decisions = decide(merged, segments, k, deadline);
  return new Map(
    segments.map((segment) => {
      const decision = decisions.get(segment.key)!;
      const figures: PulseFigures = decision.shown
        ? figuresOf(merged, segment)
        : { suppressed: true, reason: decision.reason };
      return [segment.key, figures];
    }),
  );
}

/** The two figures /stress shows, from a segment's figures. */
export function stressFiguresOf(figures: PulseFigures): StressFigures {
  if (figures.suppressed) return figures;
  return {
    suppressed: false,
    respondents: figures.respondents,
    stress: figures.scores.stress,
    workload: figures.scores.workload,
  };
}
