import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Auth, useAuth } from '@/lib/auth';

/**
 * GET /api/values: the company's values in order. Company Settings edits them; recognition and
 * feedback link to one. One query, so all share one cache.
 */
export const getValuesQueryOptions = ({ user, callApi }: Pick<Auth, 'user' | 'callApi'>) =>
  queryOptions({
    queryKey: ['values', user?.id] as const,
    queryFn: async ({ signal }) => (await callApi('GET /api/values', { signal })).items,
    enabled: Boolean(user),
  });

export function useCompanyValues() {
  return useQuery(getValuesQueryOptions(useAuth()));
}
