import type { Person } from '@shared/contract/people';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Auth, useAuth } from '@/lib/auth';

/**
 * GET /api/people: everyone in the caller's company, sorted by name, asked as `auth`'s person. The
 * directory and the teams' people pickers share it.
 */
export const getPeopleQueryOptions = ({ user, callApi }: Pick<Auth, 'user' | 'callApi'>) =>
  queryOptions({
    queryKey: ['people', user?.id] as const,
    queryFn: async ({ signal }) => (await callApi('GET /api/people', { signal })).items,
    enabled: Boolean(user),
  });

export function usePeople() {
  return useQuery(getPeopleQueryOptions(useAuth()));
}

/** The name a person goes by in the directory; the email when the profile has no name. */
export const personName = (person: Pick<Person, 'fullName' | 'email'>) =>
  person.fullName?.trim() || person.email;
