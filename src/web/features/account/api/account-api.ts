import type { ChangePasswordInput, UpdateProfileInput } from '@shared/contract/account';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';
import { meQueryKey } from '@/lib/me';
import { toast, toastError } from '@/lib/toast';
import { accountToasts } from '../account-texts';

const sessionsKey = (userId: string | undefined) => ['sessions', userId] as const;

export function useSessions() {
  const { user, callApi } = useAuth();
  return useQuery({
    queryKey: sessionsKey(user?.id),
    queryFn: async ({ signal }) => (await callApi('GET /api/me/sessions', { signal })).items,
    enabled: Boolean(user),
  });
}

/** Saves the name; the sidebar and the dashboard read it from /api/me, reloaded here. */
export function useUpdateName() {
  const { user, callApi } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileInput) => callApi('PATCH /api/me', { body }),
    onSuccess: () => toast(accountToasts.nameSaved),
    onError: toastError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: meQueryKey(user?.id) }),
  });
}

export function useChangePassword(onDone: () => void) {
  const { user, callApi } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordInput) => callApi('POST /api/me/password', { body }),
    onSuccess: () => {
      toast(accountToasts.passwordChanged);
      onDone();
    },
    onError: toastError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey(user?.id) }),
  });
}

/** Signs out the sessions named, one by one (one for "Sign out", every other for "everywhere else"). */
export function useSignOutSessions() {
  const { user, callApi } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: string[]) => {
      for (const id of ids) await callApi('DELETE /api/me/sessions/:id', { params: { id } });
      return ids.length;
    },
    onSuccess: (count) => toast(count === 1 ? accountToasts.sessionSignedOut : accountToasts.othersSignedOut),
    onError: toastError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey(user?.id) }),
  });
}

/** Saves everything about the person as sos-export-<date>.json. */
export function useDownloadData() {
  const { callApi } = useAuth();
  return useMutation({
    mutationFn: async () => {
      const data = await callApi('GET /api/me/export');
      const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `sos-export-${new Date().toISOString().slice(0, 10)}.json`;
      document.body.append(link);
      link.click();
      link.remove();
      URL.revokeObjectURL(url);
    },
    onError: toastError,
  });
}

export function useDeleteAccount() {
  const { callApi } = useAuth();
  return useMutation({
    mutationFn: (password: string) => callApi('DELETE /api/me', { body: { password } }),
    onError: toastError,
  });
}
