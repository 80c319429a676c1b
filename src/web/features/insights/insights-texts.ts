import type { PulsePeriod } from '@shared/contract/wellbeing';
import type { PulseQuestion, SuppressionReason } from '@shared/wellbeing-messages';

/** Why a figure is withheld, as its gap, cell or table row says it. */
export const hiddenTexts: Record<SuppressionReason, string> = {
  too_few_respondents: 'Hidden: too few people answered',
  complement_too_small: 'Hidden: it would reveal a smaller group',
};

/**
 * The days of check-ins GET /api/stress answers: the longest of MOOD_HISTORY_SPANS. These pages import
 * nothing of the well-being messages but types: the module would move into the chunk every page loads.
 */
export const MINE_DAYS = 90;

/** The four 1–5 scores, by their short names; eNPS has its own chart. */
export const scoreNames: Record<Exclude<PulseQuestion, 'enps'>, string> = {
  workload: 'Workload',
  stress: 'Stress',
  recognition: 'Recognition',
  clarity: 'Clarity',
};

/** Words both pages' charts use. */
export const chartTexts = {
  period: 'Period',
  day: 'Day',
  showTable: 'Show as table',
  hideTable: 'Hide the table',
  tableOf: (title: string) => `${title}, as a table`,
  noFigure: 'No figure',
  hiddenNotes: 'Hidden figures',
  summary: (first: string, last: string, latest: string) => `From ${first} to ${last}. ${latest}`,
  latest: (row: string, figures: string) => `Latest, ${row}: ${figures}.`,
  nothingShown: 'Every figure is hidden.',
} as const;

/** Reducing Stress (/stress), spelled once; the tests read them here. */
export const stressTexts = {
  // The module's spec title and description: its page heading.
  title: 'Reducing Personal Stress',
  description: 'Notice pressure early, balance the load and reset before stress turns into burnout.',
  checkIn: 'Check in on Well-Being',
  loadFailed: 'We could not load the stress figures.',
  about:
    'Company and team figures come from the anonymous pulse: they appear once a period has closed, and only where enough people answered to keep every answer anonymous.',
  scale: 'Stress and workload are on a scale of 1 to 5: lower is better.',
  stress: scoreNames.stress,
  workload: scoreNames.workload,
  company: 'Your company',
  teams: 'Your teams',
  chartOf: (segment: string) => `Stress and workload: ${segment}`,
  noPeriodsTitle: 'No results yet',
  noPeriods:
    'The first results appear when this period’s pulse closes. Five short questions, answered anonymously: the more people answer, the more figures can be shown.',
  answerPulse: 'Answer this period’s pulse',
  noTeamsTitle: 'No teams yet',
  noTeams: 'You are in no team. Once you join one, its stress and workload show here beside the company’s.',
  findTeam: 'Find a team',
  mineTitle: 'Your check-ins',
  mineChart: `Your stress, last ${MINE_DAYS} days`,
  private:
    'Private to you: nobody else sees your check-ins, not even an admin, and they never enter the team or company figures.',
  mineScale: 'Stress from 1 (not at all) to 5 (extremely): lower is better.',
  noMineTitle: 'No check-ins yet',
  noMine: `A check-in takes a few seconds: your mood, energy and stress from 1 to 5. Your stress of the last ${MINE_DAYS} days then shows here, next to your teams’.`,
} as const;

/** Insights & Analytics (/analytics), spelled once; the tests read them here. */
export const insightsTexts = {
  // The module's spec title and description: its page heading.
  title: 'Insights & Analytics',
  description: 'See how engaged, productive and healthy your teams are, and where to act.',
  loadFailed: 'We could not load the insights.',
  forbiddenTitle: 'Insights are for admins and team leads',
  forbidden:
    'Only admins, for the whole company, and team leads, for the teams they lead, see Insights. Your own stress and the figures of your teams are on Reducing Stress.',
  seeStress: 'Go to Reducing Stress',
  scopeCompany: 'The whole company and every team.',
  scopeTeams: 'The teams you lead.',
  threshold: (k: number) =>
    `A figure shows only when at least ${k} people answered in it, and never when it would let a smaller group’s answers be worked out.`,
  segment: 'Show the figures of',
  company: 'The whole company',
  noPeriodsTitle: 'No pulse results yet',
  noPeriods:
    'The first results appear when this period’s pulse closes: participation, eNPS, the five scores and the stress heatmap then show here.',
  participation: 'Participation',
  participationOf: (segment: string) => `Participation: ${segment}`,
  participationScale: 'Share of members who answered, 0 to 100 %.',
  enps: 'eNPS',
  enpsOf: (segment: string) => `eNPS: ${segment}`,
  enpsScale: `Employee Net Promoter Score, −100 to 100, higher is better: the share who would recommend working here (9 or 10) minus the share who would not (0 to 6).`,
  scores: 'The pulse’s scores',
  scoresOf: (segment: string) => `Scores: ${segment}`,
  scoresScale: `From 1 to 5: workload and stress, lower is better; recognition and clarity, higher is better.`,
  heatmap: 'Stress by team',
  heatmapTable: 'Stress by team and period',
  heatmapScale: 'Stress from 1 to 5, lower is better: the darker the cell, the higher the stress.',
  heatmapCell: (segment: string, period: string, value: string) => `${segment}, ${period}: ${value}`,
  team: 'Team',
  legend: 'Legend',
  goals: 'Goal progress by team',
  goalsScale: 'Mean progress of the open goals, 0 to 100 %.',
  goalsColumns: { progress: 'Progress', open: 'Open goals' },
  noGoals: 'No open goals',
  recognition: 'Recognition’s breadth by team',
  // The API's window for breadth (CULTURE_METRICS_DAYS, kept out of this page's code with recognition's).
  recognitionScale: 'Share of members recognised at least once in the last 30 days.',
  recognitionColumns: { breadth: 'Breadth', recognised: 'Recognised', members: 'Members' },
  noMembers: 'No members',
  noTeams: 'No teams yet. Goals and recognition show here per team once there are teams.',
} as const;

// ---- Figures as people read them ------------------------------------------------------------------

const decimal = new Intl.NumberFormat(undefined, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const signed = new Intl.NumberFormat(undefined, { signDisplay: 'exceptZero', maximumFractionDigits: 0 });

/** A 1–5 mean, to one decimal as the API gives it: "2.8". */
export const scoreText = (score: number) => decimal.format(score);
/** eNPS with its sign: "+12", "-5", "0". */
export const enpsText = (enps: number) => signed.format(enps);
/** A share from 0 to 1 as a whole percentage, never broken from its sign: "42 %". */
export const shareText = (share: number) => `${Math.round(Math.min(Math.max(share, 0), 1) * 100)}\u00a0%`;

// ---- Periods and days -----------------------------------------------------------------------------

const utc = (day: string) => new Date(`${day}T00:00:00Z`);
const days = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
const month = new Intl.DateTimeFormat(undefined, { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A pulse period as a label: its month ("Mar 2026"), or its days ("Mar 2 – 8"). */
export const periodLabel = (period: PulsePeriod) =>
  period.cadence === 'monthly'
    ? month.format(utc(period.startsOn))
    : days.formatRange(utc(period.startsOn), utc(period.endsOn));

/** A day (YYYY-MM-DD) as a label: "Mar 2". */
export const dayLabel = (day: string) => days.format(utc(day));
