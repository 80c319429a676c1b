import type { UpdateCompanyInput } from '@shared/company-settings-rules';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Auth, useAuth } from '@/lib/auth';
import { meQueryKey } from '@/lib/me';
import { toast, toastError } from '@/lib/toast';
import { settingsToasts } from '../settings-texts';

/** GET /api/company: the caller's company profile (its code for admins). */
export const getCompanyQueryOptions = ({ user, callApi }: Pick<Auth, 'user' | 'callApi'>) =>
  queryOptions({
    queryKey: ['company', user?.id] as const,
    queryFn: async ({ signal }) => (await callApi('GET /api/company', { signal })).company,
    enabled: Boolean(user),
  });

export function useCompany() {
  return useQuery(getCompanyQueryOptions(useAuth()));
}

/** Reloads the company and /api/me, whose name and code the sidebar and the dashboard show. */
function useReload() {
  const auth = useAuth();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getCompanyQueryOptions(auth).queryKey }),
      queryClient.invalidateQueries({ queryKey: meQueryKey(auth.user?.id) }),
    ]);
}

export function useUpdateCompany() {
  const { callApi } = useAuth();
  const reload = useReload();
  return useMutation({
    mutationFn: (input: UpdateCompanyInput) => callApi('PATCH /api/company', { body: input }),
    onSuccess: () => toast(settingsToasts.saved),
    onError: toastError,
    onSettled: reload,
  });
}

/** POST /api/company/code; the dashboard's code card reads /api/me, reloaded here. */
export function useRegenerateCode() {
  const { callApi } = useAuth();
  const reload = useReload();
  return useMutation({
    mutationFn: () => callApi('POST /api/company/code'),
    onSuccess: ({ company }) =>
      toast({
        title: settingsToasts.regenerated.title,
        description: settingsToasts.regenerated.description(company.companyCode),
      }),
    onError: toastError,
    onSettled: reload,
  });
}
