/** The admin's card for the companion's model (decision 046). */
export const companionModelTexts = {
  title: 'AI Companion',
  note: 'The Surfer’s nudges work without a model. With one, it answers questions, briefs people before their 1:1s and helps them write check-ins and kudos, from what each person can already see.',
  loadFailed: 'We could not load the AI model’s settings.',
  server: (name: string) => `This server’s model: ${name}.`,
  notConfigured:
    'This server has no AI model (AI_BASE_URL is not set), so The Surfer gives nudges only. Whoever runs SOS can set one: see the README.',
  switchLabel: 'Let The Surfer use the AI model in this company',
  limits: (perPerson: number, perCompany: number) =>
    `Each person may ask ${perPerson} times a day, and the whole company ${perCompany} times.`,
  monthTitle: (month: string) => `Use in ${month}`,
  calls: 'Calls',
  failures: 'Failed',
  charactersSent: 'Characters sent',
  tokensNote:
    'About four characters make a token, the unit most providers bill by. Only counts are kept: never who asked, nor what.',
  byDay: 'Day by day',
  day: 'Day',
  noUse: 'No calls this month yet.',
  turnedOn: { title: 'The AI model is on', description: 'People can ask The Surfer again.' },
  turnedOff: {
    title: 'The AI model is off',
    description: 'Nothing more is sent to it from this company; nudges go on.',
  },
} as const;
