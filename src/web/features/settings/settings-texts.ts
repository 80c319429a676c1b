import { VALUES_RECOMMENDED } from '@shared/company-settings-messages';
import { VALUES_MAX } from '@shared/limits';
import { PULSE_THRESHOLD_MAX, PULSE_THRESHOLD_MIN, type PulseCadence } from '@shared/wellbeing-messages';

/** The company settings page's words (docs/product.md#company-settings), spelled once; the tests read them from here. */
export const settingsTexts = {
  title: 'Company Settings',
  description: (company: string) =>
    `How ${company} presents itself, who can join it, and what it stands for.`,
  adminsOnly: 'Only admins can change company settings',
  adminsOnlyNote: 'Ask an admin of your company if something here should change.',
  integrations: 'Integrations',
  integrationsNote: 'Single sign-on, Slack and Teams channels, and signed webhooks.',
  profile: 'Company profile',
  profileNote: 'Shown to everyone in your company.',
  name: 'Company Name',
  mission: 'Mission Statement',
  industry: 'Industry',
  location: 'Location',
  timeZone: 'Time zone',
  timeZoneNote: '1:1s meet at their local time in this zone.',
  save: 'Save changes',
  saving: 'Saving...',
  code: 'Company code',
  codeNote: 'New members ask to join with this code; you approve them on the dashboard.',
  copyCode: 'Copy company code',
  codeCopied: 'Copied',
  regenerate: 'Regenerate code',
  regenerating: 'Regenerating...',
  regenerateTitle: 'Regenerate the company code?',
  regenerateDescription:
    'The old code stops working at once: anyone who has it can no longer ask to join. Requests already sent stay pending.',
  values: 'Values',
  valuesNote: `What your company stands for, in order. Recognition will celebrate them. ${VALUES_RECOMMENDED.min} to ${VALUES_RECOMMENDED.max} work best; at most ${VALUES_MAX}.`,
  valuesEmptyTitle: 'No values yet',
  valuesEmpty: `Values are what recognition will celebrate: when someone thanks a teammate, they name the value it showed. Start with ${VALUES_RECOMMENDED.min} to ${VALUES_RECOMMENDED.max} short names, such as "Ownership" or "Candor"; you can have at most ${VALUES_MAX}.`,
  valuesEmptyMember: 'Your company has no values yet. An admin can add them here.',
  valuesFull: `Your company has ${VALUES_MAX} values, the most it can have. Remove one to add another.`,
  valueName: 'Value name',
  valueDescription: 'Description (optional)',
  valueNamePlaceholder: 'e.g. Ownership',
  valueDescriptionPlaceholder: 'What it looks like when someone lives it',
  addValue: 'Add value',
  adding: 'Adding...',
  edit: 'Edit',
  editWho: (name: string) => `Edit ${name}`,
  saveValue: 'Save',
  cancel: 'Cancel',
  moveUp: (name: string) => `Move ${name} up`,
  moveDown: (name: string) => `Move ${name} down`,
  remove: 'Delete',
  removeWho: (name: string) => `Delete ${name}`,
  removeTitle: (name: string) => `Delete the value ${name}?`,
  removeDescription: 'It leaves the list; the values after it move up.',
  valuesList: 'Company values',
  loadFailed: 'We could not load your company’s settings.',
  valuesLoadFailed: 'We could not load your company’s values.',
  pulse: 'Pulse',
  pulseNote: 'Five anonymous questions everyone answers once a period; the answers are stored without names.',
  cadence: 'How often',
  cadences: { weekly: 'Weekly', biweekly: 'Every two weeks', monthly: 'Monthly' } satisfies Record<
    PulseCadence,
    string
  >,
  cadenceHint: 'A change takes effect from the next period.',
  threshold: 'Anonymity threshold (k)',
  thresholdHint: `A group’s results show only when at least k of its people answered, so that no one’s answers can be singled out (${PULSE_THRESHOLD_MIN} to ${PULSE_THRESHOLD_MAX}).`,
  savePulse: 'Save pulse settings',
  pulseLoadFailed: 'We could not load the pulse settings.',
} as const;

export const settingsToasts = {
  saved: { title: 'Company updated', description: 'Your company profile is saved.' },
  regenerated: {
    title: 'New company code',
    description: (code: string) => `Your company code is now ${code}. The old one no longer works.`,
  },
  valueAdded: { title: 'Value added', description: (name: string) => `${name} is one of your values.` },
  valueSaved: { title: 'Value updated', description: (name: string) => `${name} is saved.` },
  valueRemoved: { title: 'Value deleted', description: (name: string) => `${name} is no longer a value.` },
  pulseSaved: {
    title: 'Pulse settings saved',
    description:
      'A new cadence begins with the next period; a period keeps the highest threshold it has had.',
  },
} as const;
