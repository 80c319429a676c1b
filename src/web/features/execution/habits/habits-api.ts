import type { Habit } from '@shared/contract/focus';
import type { CreateHabitInput, UpdateHabitInput } from '@shared/focus-rules';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';
import { toast, toastError } from '@/lib/toast';
import { habitsToasts } from './habits-texts';

type HabitsAnswer = { habits: Habit[]; today: string; timeZone: string };

const habitsKey = (userId: string | undefined) => ['habits', userId] as const;

/** GET /api/habits: live habits first, then archived ones, with the company's today. */
export function useHabits() {
  const { user, callApi } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: habitsKey(user?.id),
      queryFn: ({ signal }) => callApi('GET /api/habits', { signal }),
      enabled: Boolean(user),
    }),
  );
}

/** Puts a changed habit in the list at once (a tick shows without waiting for a reload). */
function useSetHabit() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return (habit: Habit) =>
    queryClient.setQueryData<HabitsAnswer>(habitsKey(user?.id), (data) =>
      data ? { ...data, habits: data.habits.map((old) => (old.id === habit.id ? habit : old)) } : data,
    );
}

function useReload() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: habitsKey(user?.id) });
}

export function useCreateHabit(onDone: () => void) {
  const { callApi } = useAuth();
  const reload = useReload();
  return useMutation({
    mutationFn: (body: CreateHabitInput) => callApi('POST /api/habits', { body }),
    onSuccess: async () => {
      onDone();
      await reload();
    },
    onError: toastError,
  });
}

/** Renames, retargets, archives or restores a habit; `onDone` (an edit dialog's close) once saved. */
export function useUpdateHabit(onDone?: () => void) {
  const { callApi } = useAuth();
  const reload = useReload();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateHabitInput & { id: string }) =>
      callApi('PATCH /api/habits/:id', { params: { id }, body }),
    onSuccess: async ({ habit }, { archived }) => {
      if (archived === true && habit.archivedAt) toast(habitsToasts.archived);
      onDone?.();
      await reload();
    },
    onError: toastError,
  });
}

export function useDeleteHabit() {
  const { callApi } = useAuth();
  const reload = useReload();
  return useMutation({
    mutationFn: (id: string) => callApi('DELETE /api/habits/:id', { params: { id } }),
    onSuccess: async () => {
      toast(habitsToasts.deleted);
      await reload();
    },
    onError: toastError,
  });
}

/** Ticks a day (done) or takes the tick back. */
export function useTickHabit() {
  const { callApi } = useAuth();
  const setHabit = useSetHabit();
  return useMutation({
    mutationFn: ({ id, day, done }: { id: string; day: string; done: boolean }) =>
      callApi(done ? 'PUT /api/habits/:id/ticks/:day' : 'DELETE /api/habits/:id/ticks/:day', {
        params: { id, day },
      }),
    onSuccess: ({ habit }) => setHabit(habit),
    onError: toastError,
  });
}
