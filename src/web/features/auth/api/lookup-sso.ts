import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestApi } from '@/lib/api-client';

/**
 * GET /api/auth/sso?email=: whether the address's domain signs in with its company's provider. An
 * answer holds for the session of the page: a domain's provider seldom changes while someone types.
 */
export const lookupSsoQueryOptions = (email: string) =>
  queryOptions({
    queryKey: ['sso', 'lookup', email.toLowerCase()],
    queryFn: ({ signal }) => requestApi('GET /api/auth/sso', { query: { email }, signal }),
    staleTime: Infinity,
    retry: false,
  });

/** The lookup of `email`, or none while it is null (not yet a whole address). */
export function useSsoLookup(email: string | null) {
  return useQuery({ ...lookupSsoQueryOptions(email ?? ''), enabled: email !== null });
}
