import { z } from 'zod/mini';
import { ROLES } from '../constants';
import { peopleMessages } from '../messages';
import { changeRoleSchema } from '../schemas';
import { endpoint, idParam } from './endpoint';
import { bodyErrors, signedInErrors } from './errors';
import { styleSchema } from './reviews';

/** One person of the directory; joinedAt is when their role in the company was given (user_roles). */
export const personSchema = z.object({
  id: z.string(),
  fullName: z.nullable(z.string()),
  email: z.string(),
  /** Whether they opened the verification link mailed to that address. */
  emailVerified: z.boolean(),
  role: z.enum(ROLES),
  /** Current memberships of the company's live teams, sorted by name. */
  teams: z.array(z.object({ id: z.string(), name: z.string(), isLead: z.boolean() })),
  joinedAt: z.string(),
});

export const listPeople = endpoint({
  method: 'GET',
  path: '/api/people',
  summary: 'Every member of the caller’s company, sorted by name (the email when there is none).',
  access: 'member of a company',
  status: 200,
  response: z.object({ items: z.array(personSchema) }),
  errors: [...signedInErrors, 'forbidden'],
});

// Another company's person is not found: 404, never 403, which would confirm they exist.
export const getPerson = endpoint({
  method: 'GET',
  path: '/api/people/:userId',
  params: z.object({ userId: idParam(peopleMessages.personNotFound) }),
  summary: 'A person of the caller’s company, with how they like to communicate (null until they said).',
  access: 'member of a company',
  status: 200,
  response: z.object({ person: personSchema, style: z.nullable(styleSchema) }),
  errors: [...signedInErrors, 'forbidden', 'not_found'],
});

export const changeRole = endpoint({
  method: 'PATCH',
  path: '/api/people/:userId',
  params: z.object({ userId: idParam(peopleMessages.personNotFound) }),
  summary:
    'Makes a person of the admin’s company an admin or a member. Demoting the last admin is refused (last_admin).',
  access: 'admin of the company',
  body: changeRoleSchema,
  status: 200,
  response: z.object({ person: personSchema }),
  errors: [...signedInErrors, ...bodyErrors, 'forbidden', 'not_found', 'last_admin'],
});

export const removePerson = endpoint({
  method: 'DELETE',
  path: '/api/people/:userId',
  params: z.object({ userId: idParam(peopleMessages.personNotFound) }),
  summary:
    'Removes a person from the admin’s company; what they wrote stays. Removing the last admin while others remain is refused (last_admin).',
  access: 'admin of the company',
  status: 204,
  errors: [...signedInErrors, 'forbidden', 'not_found', 'last_admin'],
});

export const leaveCompany = endpoint({
  method: 'POST',
  path: '/api/people/me/leave',
  summary:
    'The caller leaves their company. The last admin may leave only when nobody else remains (last_admin).',
  access: 'member of a company',
  status: 204,
  errors: [...signedInErrors, 'forbidden', 'last_admin'],
});

export type Person = z.output<typeof personSchema>;
