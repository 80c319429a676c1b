import type { Role } from '@shared/constants';

/** The people directory's words (docs/product.md#people-directory), spelled once; the tests read them from here. */
export const peopleTexts = {
  title: 'People',
  description: (company: string) => `Everyone in ${company}.`,
  search: 'Search people',
  searchPlaceholder: 'Search by name',
  noMatch: (query: string) => `No one matches "${query}".`,
  name: 'Name',
  role: 'Role',
  joined: 'Joined',
  actions: 'Actions',
  you: 'You',
  roles: { admin: 'Admin', member: 'Member' } satisfies Record<Role, string>,
  roleOf: (name: string) => `Role of ${name}`,
  joinedOn: (date: string) => `Joined ${date}`,
  remove: 'Remove',
  removeWho: (name: string) => `Remove ${name}`,
  removeTitle: (name: string) => `Remove ${name}?`,
  removeDescription: 'They will no longer belong to your company. What they wrote stays.',
  demoteSelfTitle: 'Give up your admin role?',
  demoteSelfDescription: 'You will become a member and can no longer manage people.',
  demoteSelfConfirm: 'Become a member',
  leave: 'Leave company',
  leaveTitle: (company: string) => `Leave ${company}?`,
  leaveDescription: 'To come back you will need the company code and an admin’s approval.',
  cancel: 'Cancel',
  teamsOf: (name: string) => `Teams of ${name}`,
  lead: 'Lead',
  loadFailed: 'We could not load the people of your company.',
} as const;

/** The people directory's toasts; failures use the shared "Error" toast with the server's message. */
export const peopleToasts = {
  removed: {
    title: 'Person removed',
    description: (name: string) => `${name} no longer belongs to your company.`,
  },
  left: { title: 'You left the company', description: 'You can join or create another company.' },
} as const;

/** A person's profile, /people/:id (docs/product.md#people-directory). */
export const profileTexts = {
  back: 'All people',
  loadFailed: 'We could not load the people of your company.',
  notFoundTitle: 'Person not found',
  notFound: 'No one in your company has this profile: they may have left the company.',
  backToPeople: 'Back to people',
  details: 'Details',
  role: 'Role',
  teams: 'Teams',
  noTeams: 'No team yet',
  joined: 'Joined',
  recognise: 'Recognise',
  recogniseWho: (name: string) => `Recognise ${name}`,
} as const;

/** The kudos a person received, on their profile (docs/product.md#culture-and-recognition). */
export const kudosReceivedTexts = {
  title: 'Kudos received',
  loadFailed: 'We could not load the kudos received.',
  loadMore: 'Load more',
  empty: 'No kudos yet',
  emptyTeaches: (name: string) =>
    `Kudos thank a colleague for something they did and name the company value it showed. Be the first to recognise ${name}.`,
  emptyTeachesSelf:
    'Kudos thank a colleague for something they did and name the company value it showed. When someone recognises you, it shows here, for everyone in the company to see.',
  formerMember: 'A former member',
  noName: 'A colleague',
  from: 'From',
  alsoTo: (names: string) => `with ${names}`,
  value: 'Value',
  anniversary: (years: number) =>
    years === 1
      ? 'Work anniversary: one year in the company'
      : `Work anniversary: ${years} years in the company`,
  goalClosed: 'Goal closed:',
  closedAt: (percent: number) => `at ${percent}\u00a0%`,
} as const;
