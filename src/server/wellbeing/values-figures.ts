import type { ValueFigures } from '../../shared/contract/values-in-practice';
import { PULSE_QUESTION_KEYS, type PulseQuestion } from '../../shared/wellbeing-messages';
import { COMPANY, decideSegments, mean, type ResponseGroup } from './anonymity';

/**
 * Values in practice's figures for one sealed period (docs/privacy.md): for each value, which segments
 * show, decided by the pulse's own rules (anonymity.ts: the threshold, the complement, any combination)
 * over that value's answers grouped by team set, and each shown segment's mean score. Pure: it runs on
 * the figures thread (figures-worker.ts), with the pulse's time budget.
 */

/** The answers of the people who were in the same teams, for one value: how many scored it, the sum. */
export interface ValueGroup {
  teamIds: string[];
  count: number;
  sum: number;
}

/** One value's answers in a period. */
export interface ValueAnswers {
  valueId: string;
  groups: ValueGroup[];
}

/** What the seal asks for values: each value's answers, the teams to decide, the period's threshold. */
export interface ValuesJob {
  values: ValueAnswers[];
  teamIds: string[];
  k: number;
}

/** Each value's figures by segment: the company's under COMPANY, each team's under its id. */
export type ValuesFigures = Map<string, Map<string, ValueFigures>>;

// Which segments show depends on who answered, never on what: the pulse's sums play no part.
const noSums = Object.fromEntries(PULSE_QUESTION_KEYS.map((key) => [key, 0])) as Record<
  PulseQuestion,
  number
>;

/** One value's figures for the company and each of `teamIds`, at threshold `k`. */
export function valueSegmentFigures(
  groups: readonly ValueGroup[],
  teamIds: readonly string[],
  k: number,
  deadline = Infinity,
): Map<string, ValueFigures> {
  const asResponses: ResponseGroup[] = groups.map((group) => ({
    teamIds: group.teamIds,
    count: group.count,
    sums: noSums,
    promoters: 0,
    detractors: 0,
  }));
  const figures = new Map<string, ValueFigures>();
  for (const [key, decision] of decideSegments(asResponses, teamIds, k, deadline)) {
    if (!decision.shown) {
      figures.set(key, { suppressed: true, reason: decision.reason });
      continue;
    }
    const counted = key === COMPANY ? groups : groups.filter((group) => group.teamIds.includes(key));
    const sum = counted.reduce((total, group) => total + group.sum, 0);
    figures.set(key, {
      suppressed: false,
      respondents: decision.respondents,
      score: mean(sum, decision.respondents),
    });
  }
  return figures;
}

/** Every value's figures for a period; one deadline for them all. */
export function valuesFigures({ values, teamIds, k }: ValuesJob, deadline = Infinity): ValuesFigures {
  return new Map(
    values.map((value) => [value.valueId, valueSegmentFigures(value.groups, teamIds, k, deadline)]),
  );
}
