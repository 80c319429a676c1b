import type { AddTeamMemberInput, CreateTeamInput, UpdateTeamInput } from '@shared/contract/teams';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';
import { meQueryKey } from '@/lib/me';
import { toastError } from '@/lib/toast';

export { useTeams } from '@/lib/teams';

/** GET /api/teams/:teamId: one team with its members. */
export function useTeam(teamId: string) {
  const { user, callApi } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: ['teams', user?.id, teamId] as const,
      queryFn: async ({ signal }) =>
        (await callApi('GET /api/teams/:teamId', { params: { teamId }, signal })).team,
      enabled: Boolean(user),
    }),
  );
}

/** After a change: the teams, the directory (it shows each person's teams) and /api/me (Active Teams). */
function useReload() {
  const auth = useAuth();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['teams', auth.user?.id] }),
      queryClient.invalidateQueries({ queryKey: ['people', auth.user?.id] }),
      queryClient.invalidateQueries({ queryKey: meQueryKey(auth.user?.id) }),
    ]);
}

/** A mutation of the teams that toasts its failure and reloads what it changed. */
function useTeamMutation<I, R>(send: (input: I) => Promise<R>, onSuccess?: (result: R, input: I) => void) {
  const reload = useReload();
  return useMutation({ mutationFn: send, onSuccess, onError: toastError, onSettled: reload });
}

export function useCreateTeam(onCreated: (team: { id: string; name: string }) => void) {
  const { callApi } = useAuth();
  return useTeamMutation(
    async (body: CreateTeamInput) => (await callApi('POST /api/teams', { body })).team,
    onCreated,
  );
}

export function useUpdateTeam(teamId: string, onSaved: (team: { name: string }) => void) {
  const { callApi } = useAuth();
  return useTeamMutation(
    async (body: UpdateTeamInput) =>
      (await callApi('PATCH /api/teams/:teamId', { params: { teamId }, body })).team,
    onSaved,
  );
}

export function useArchiveTeam(teamId: string, onArchived: () => void) {
  const { callApi } = useAuth();
  return useTeamMutation(() => callApi('DELETE /api/teams/:teamId', { params: { teamId } }), onArchived);
}

export function useAddMember(teamId: string, onAdded: (input: AddTeamMemberInput) => void) {
  const { callApi } = useAuth();
  return useTeamMutation(
    (body: AddTeamMemberInput) => callApi('POST /api/teams/:teamId/members', { params: { teamId }, body }),
    (_team, input) => onAdded(input),
  );
}

export function useRemoveMember(teamId: string, onRemoved: (userId: string) => void) {
  const { callApi } = useAuth();
  return useTeamMutation(
    (userId: string) => callApi('DELETE /api/teams/:teamId/members/:userId', { params: { teamId, userId } }),
    (_result, userId) => onRemoved(userId),
  );
}

export function useJoinTeam(onJoined: (team: { id: string; name: string }) => void) {
  const { callApi } = useAuth();
  return useTeamMutation(
    async (teamId: string) => (await callApi('POST /api/teams/:teamId/join', { params: { teamId } })).team,
    onJoined,
  );
}

export function useLeaveTeam(teamId: string, onLeft: () => void) {
  const { callApi } = useAuth();
  return useTeamMutation(() => callApi('POST /api/teams/:teamId/leave', { params: { teamId } }), onLeft);
}
