import type {
  CareerPositionInput,
  CreateCompetencyInput,
  CreateLevelInput,
  CreateTrackInput,
  ShareRatingsInput,
  SkillRatingInput,
  UpdateCompetencyInput,
  UpdateLevelInput,
  UpdateTrackInput,
} from '@shared/career-rules';
import type { LevelView, Track } from '@shared/contract/career';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';
import { toast, toastError } from '@/lib/toast';
import { careerToasts } from './career-texts';

/** Every career answer of one person lives under this key: a write reloads them all. */
const careerKey = (userId: string | undefined) => ['career', userId] as const;

function useCareerQuery<T>(
  parts: readonly unknown[],
  fetch: (signal: AbortSignal) => Promise<T>,
  enabled = true,
) {
  const { user } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: [...careerKey(user?.id), ...parts],
      queryFn: ({ signal }) => fetch(signal),
      enabled: Boolean(user) && enabled,
    }),
  );
}

/** GET /api/career/tracks: the company's tracks with their levels and competencies by name. */
export function useTracks() {
  const { callApi } = useAuth();
  return useCareerQuery(['tracks'], (signal) => callApi('GET /api/career/tracks', { signal }));
}

/** GET /api/career/tracks/:trackId: a track whole, with what each level asks. */
export function useTrack(trackId: string | undefined) {
  const { callApi } = useAuth();
  return useCareerQuery(
    ['track', trackId],
    (signal) => callApi('GET /api/career/tracks/:trackId', { params: { trackId: trackId! }, signal }),
    Boolean(trackId),
  );
}

/** GET /api/career/me: the caller's level vs the next, with their ratings. */
export function useMyLevel() {
  const { callApi } = useAuth();
  return useCareerQuery(['me'], (signal) => callApi('GET /api/career/me', { signal }));
}

/** GET /api/career/people: the people the caller leads (an admin: every member), with their place. */
export function useCareerPeople(q: string) {
  const { callApi } = useAuth();
  return useCareerQuery(['people', q], (signal) =>
    callApi('GET /api/career/people', { query: q ? { q } : {}, signal }),
  );
}

/** GET /api/career/people/:userId: a person's level vs the next, as their lead reads it. */
export function useCareerPerson(userId: string) {
  const { callApi } = useAuth();
  return useCareerQuery(['person', userId], (signal) =>
    callApi('GET /api/career/people/:userId', { params: { userId }, signal }),
  );
}

/** A mutation that reloads every career answer once done, and says so with `done` when given. */
function useCareerWrite<I, O>(
  send: (input: I) => Promise<O>,
  options: { done?: { title: string }; onDone?: (output: O) => void } = {},
) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (output) => {
      if (options.done) toast(options.done);
      options.onDone?.(output);
      await queryClient.invalidateQueries({ queryKey: careerKey(user?.id) });
    },
    onError: toastError,
  });
}

export function useCreateTrack(onDone: (track: Track) => void) {
  const { callApi } = useAuth();
  return useCareerWrite((body: CreateTrackInput) => callApi('POST /api/career/tracks', { body }), {
    done: careerToasts.trackAdded,
    onDone: ({ track }) => onDone(track),
  });
}

export function useUpdateTrack(trackId: string, onDone?: () => void) {
  const { callApi } = useAuth();
  return useCareerWrite(
    (body: UpdateTrackInput) => callApi('PATCH /api/career/tracks/:trackId', { params: { trackId }, body }),
    { onDone },
  );
}

export function useDeleteTrack(onDone: () => void) {
  const { callApi } = useAuth();
  return useCareerWrite(
    (trackId: string) => callApi('DELETE /api/career/tracks/:trackId', { params: { trackId } }),
    { done: careerToasts.trackDeleted, onDone },
  );
}

/** Adds, edits (name, summary, position) or deletes a level of the track. */
export function useLevelWrites(trackId: string) {
  const { callApi } = useAuth();
  return {
    create: useCareerWrite((body: CreateLevelInput) =>
      callApi('POST /api/career/tracks/:trackId/levels', { params: { trackId }, body }),
    ),
    update: useCareerWrite(({ levelId, ...body }: UpdateLevelInput & { levelId: string }) =>
      callApi('PATCH /api/career/tracks/:trackId/levels/:levelId', { params: { trackId, levelId }, body }),
    ),
    remove: useCareerWrite((levelId: string) =>
      callApi('DELETE /api/career/tracks/:trackId/levels/:levelId', { params: { trackId, levelId } }),
    ),
  };
}

/** Adds, edits (name, position) or deletes a competency of the track. */
export function useCompetencyWrites(trackId: string) {
  const { callApi } = useAuth();
  return {
    create: useCareerWrite((body: CreateCompetencyInput) =>
      callApi('POST /api/career/tracks/:trackId/competencies', { params: { trackId }, body }),
    ),
    update: useCareerWrite(({ competencyId, ...body }: UpdateCompetencyInput & { competencyId: string }) =>
      callApi('PATCH /api/career/tracks/:trackId/competencies/:competencyId', {
        params: { trackId, competencyId },
        body,
      }),
    ),
    remove: useCareerWrite((competencyId: string) =>
      callApi('DELETE /api/career/tracks/:trackId/competencies/:competencyId', {
        params: { trackId, competencyId },
      }),
    ),
  };
}

/** Writes what a level asks of a competency; empty clears it. */
export function usePutExpectation(trackId: string) {
  const { callApi } = useAuth();
  return useCareerWrite(
    ({ competencyId, levelId, text }: { competencyId: string; levelId: string; text: string }) =>
      callApi('PUT /api/career/tracks/:trackId/competencies/:competencyId/levels/:levelId', {
        params: { trackId, competencyId, levelId },
        body: { text },
      }),
  );
}

export function usePutPosition(userId: string, onDone: () => void) {
  const { callApi } = useAuth();
  return useCareerWrite(
    (body: CareerPositionInput) =>
      callApi('PUT /api/career/people/:userId/position', { params: { userId }, body }),
    { done: careerToasts.placeSaved, onDone },
  );
}

export function useDeletePosition(userId: string, onDone: () => void) {
  const { callApi } = useAuth();
  return useCareerWrite(() => callApi('DELETE /api/career/people/:userId/position', { params: { userId } }), {
    onDone,
  });
}

/** Rates a competency of the person (the caller themself, or one they lead). */
export function usePutRating(userId: string, onDone: (view: LevelView) => void) {
  const { callApi } = useAuth();
  return useCareerWrite(
    ({ competencyId, ...body }: SkillRatingInput & { competencyId: string }) =>
      callApi('PUT /api/career/people/:userId/ratings/:competencyId', {
        params: { userId, competencyId },
        body,
      }),
    { done: careerToasts.ratingSaved, onDone },
  );
}

/** The person's switch: their self-ratings shared with their leads, one or all. */
export function useShareRatings() {
  const { callApi } = useAuth();
  return useCareerWrite((body: ShareRatingsInput) => callApi('PUT /api/career/me/sharing', { body }));
}
