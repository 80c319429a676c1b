import type { Role } from '@shared/constants';

const article = (role: Role) => (role === 'admin' ? 'an admin' : 'a member');

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
  roleChanged: {
    title: 'Role updated',
    description: (name: string, role: Role) => `${name} is now ${article(role)}.`,
  },
  removed: {
    title: 'Person removed',
    description: (name: string) => `${name} no longer belongs to your company.`,
  },
  left: { title: 'You left the company', description: 'You can join or create another company.' },
} as const;
