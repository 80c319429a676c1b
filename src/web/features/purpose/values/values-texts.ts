import type { PulseCadence, SuppressionReason } from '@shared/wellbeing-messages';

/** Values in practice (decision 040), spelled once; the tests read them here. */
export const valuesTexts = {
  title: 'Values in practice',
  description:
    'How strongly each company value is lived, as everyone sees it: scored anonymously once each pulse period, and shown beside the kudos given with it.',
  loadFailed: 'Values in practice could not be loaded.',
  // The assessment.
  formTitle: 'This period’s assessment',
  period: (cadence: PulseCadence, startsOn: string, endsOn: string) =>
    `This ${cadence === 'biweekly' ? 'fortnight' : cadence === 'monthly' ? 'month' : 'week'}: ${startsOn} to ${endsOn}.`,
  statement: (name: string) => `We act on ${name}`,
  low: 'Rarely',
  high: 'Always',
  anonymousTitle: 'Your answers are anonymous',
  anonymousScores: 'Your scores are stored without your name, with the teams you are in, and no time.',
  anonymousParticipation: 'That you answered is kept apart, so you are asked once per period.',
  anonymousResults: (threshold: number, endsOn: string) =>
    `Results appear after ${endsOn}, once the period closes, and only for groups of at least ${threshold} people.`,
  send: 'Send my answers',
  sending: 'Sending…',
  missing: 'Score every value before sending.',
  thanksTitle: 'Thanks: your answers are in',
  thanksText: (endsOn: string) =>
    `This period closes after ${endsOn}; its results appear here soon after. The next assessment opens then.`,
  sent: 'Your answers are in',
  // No values yet.
  noValuesTitle: 'No company values yet',
  noValuesText:
    'Values in practice asks how strongly each company value is lived, once the company has values.',
  noValuesAdmin: 'Add your company’s values in Settings',
  noValuesMember: 'An admin adds them in Settings.',
  // The results.
  resultsTitle: 'Results over time',
  segment: 'Show results for',
  company: 'The whole company',
  noResultsTitle: 'No results yet',
  noResultsText: (endsOn: string) =>
    `The first results appear once this period closes after ${endsOn} and is sealed: for each value, the company’s mean score and the kudos given with it.`,
  tableOf: (name: string) => `${name}: mean score and kudos per period`,
  periodColumn: 'Period',
  scoreColumn: 'Score (1 to 5)',
  answeredColumn: 'Answered',
  kudosColumn: 'Kudos with it',
  notScored: 'Not scored',
  periodRange: (startsOn: string, endsOn: string) => `${startsOn} to ${endsOn}`,
  scoreOf: (score: number) => `${score.toFixed(1)} of 5`,
} as const;

/** Why a figure is withheld: the pulse's own words (insights), so the two pages read alike. */
export const hiddenTexts: Record<SuppressionReason, string> = {
  too_few_respondents: 'Hidden: too few people answered',
  complement_too_small: 'Hidden: it would reveal a smaller group',
};
