import { EXPORT_SECTION_NAMES, EXPORT_SECTIONS } from '@shared/export-sections';

/** Words as a sentence lists them: "a", "a and b", "a, b and c". */
const listed = (words: readonly string[]) =>
  words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

const sections = EXPORT_SECTION_NAMES.map((name) => EXPORT_SECTIONS[name]);
const kept = listed(sections.flatMap((section) => section.keeps));

/** The account page's words (docs/product.md#account), spelled once; the tests read them from here. */
export const accountTexts = {
  title: 'Account',
  description: 'Your name, password, signed-in devices and data.',
  profile: 'Profile',
  fullName: 'Full Name',
  email: 'Email',
  saveName: 'Save name',
  saving: 'Saving...',
  password: 'Password',
  passwordHelp: 'Changing your password signs you out on every other device.',
  currentPassword: 'Current password',
  newPassword: 'New password',
  changePassword: 'Change password',
  changing: 'Changing...',
  sessions: 'Sessions',
  sessionsHelp: 'The browsers where you are signed in.',
  thisDevice: 'This device',
  lastUsed: (when: string) => `Last used ${when}`,
  signedInOn: (when: string) => `signed in ${when}`,
  signOutSession: 'Sign out',
  signOutSessionOf: (device: string) => `Sign out ${device}`,
  signOutOthers: 'Sign out everywhere else',
  signOutEverywhere: 'Sign out everywhere',
  noOtherSessions: 'You are signed in on this device only.',
  sessionsLoadFailed: 'We could not load your sessions.',
  yourData: 'Your data',
  // Made of the export's own sections, so that they say what the file holds.
  yourDataHelp: `A JSON file with your ${listed(sections.map((section) => section.label))}.`,
  download: 'Download my data',
  downloading: 'Preparing...',
  dangerZone: 'Delete account',
  // What deleting does to each section of the export (account.ts deletes the user; the rest cascades).
  dangerHelp: `Deleting your account removes for good your ${listed(sections.flatMap((section) => section.removes))}. ${kept.charAt(0).toUpperCase()}${kept.slice(1)} stay, without your name. If you are the last admin of a company with other members, make someone else an admin first.`,
  deletePassword: 'Your password',
  deleteAccount: 'Delete my account',
  deleteTitle: 'Delete your account?',
  deleteDescription: 'This cannot be undone. You will be signed out on every device.',
} as const;

export const accountToasts = {
  nameSaved: { title: 'Name updated', description: 'Your new name shows everywhere in SOS.' },
  passwordChanged: {
    title: 'Password changed',
    description: 'You were signed out on every other device.',
  },
  sessionSignedOut: { title: 'Signed out', description: 'That device is no longer signed in.' },
  othersSignedOut: { title: 'Signed out elsewhere', description: 'Only this device is still signed in.' },
  everywhereSignedOut: { title: 'Signed out', description: 'You were signed out on every device.' },
  deleted: { title: 'Account deleted', description: 'Your account and its data are gone.' },
} as const;
