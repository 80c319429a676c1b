import type { TeamPurposeInput } from '@shared/purpose-rules';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';
import { toast, toastError } from '@/lib/toast';
import { mapToasts } from './map-texts';

const mapKey = (userId: string | undefined) => ['purpose-map', userId] as const;

/** GET /api/purpose/map: the mission, values, open goals and teams with their purposes. */
export function usePurposeMap() {
  const { user, callApi } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: mapKey(user?.id),
      queryFn: ({ signal }) => callApi('GET /api/purpose/map', { signal }),
      enabled: Boolean(user),
    }),
  );
}

/** Writes or clears a team's purpose; `onDone` (the dialog's close) once saved. */
export function usePutTeamPurpose(teamId: string, onDone: () => void) {
  const { user, callApi } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TeamPurposeInput) =>
      callApi('PUT /api/purpose/teams/:teamId', { params: { teamId }, body }),
    onSuccess: async ({ team }) => {
      toast(team.purpose ? mapToasts.saved : mapToasts.cleared);
      onDone();
      await queryClient.invalidateQueries({ queryKey: mapKey(user?.id) });
    },
    onError: toastError,
  });
}
