import type { Role } from '@shared/constants';
import type { Person } from '@shared/contract/people';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';
import { meQueryKey } from '@/lib/me';
import { getPeopleQueryOptions, personName } from '@/lib/people';
import { toast, toastError } from '@/lib/toast';
import { peopleToasts } from '../people-texts';

/**
 * Reloads the directory and the caller's own /api/me after a change: a change to oneself (a role
 * given up, a company left) moves the guard and the dashboard too.
 */
function useReload() {
  const auth = useAuth();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getPeopleQueryOptions(auth).queryKey }),
      queryClient.invalidateQueries({ queryKey: meQueryKey(auth.user?.id) }),
    ]);
}

export function useChangeRole() {
  const { callApi } = useAuth();
  const reload = useReload();
  return useMutation({
    mutationFn: ({ person, role }: { person: Person; role: Role }) =>
      callApi('PATCH /api/people/:userId', { params: { userId: person.id }, body: { role } }),
    // The select shows the new role: no toast says it again. A refusal still does.
    onError: toastError,
    onSettled: reload,
  });
}

export function useRemovePerson() {
  const { callApi } = useAuth();
  const reload = useReload();
  return useMutation({
    mutationFn: (person: Person) => callApi('DELETE /api/people/:userId', { params: { userId: person.id } }),
    onSuccess: (_result, person) =>
      toast({
        title: peopleToasts.removed.title,
        description: peopleToasts.removed.description(personName(person)),
      }),
    onError: toastError,
    onSettled: reload,
  });
}

/** Leaves the company; the reloaded /api/me then has no company and the guard sends the person to company setup. */
export function useLeaveCompany() {
  const { callApi } = useAuth();
  const reload = useReload();
  return useMutation({
    mutationFn: () => callApi('POST /api/people/me/leave'),
    onSuccess: () => toast(peopleToasts.left),
    onError: toastError,
    onSettled: reload,
  });
}
