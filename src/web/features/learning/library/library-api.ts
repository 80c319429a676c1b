import { RESOURCES_PAGE_DEFAULT } from '@shared/library-messages';
import type { CreateResourceInput, ResourceListQuery, UpdateResourceInput } from '@shared/library-rules';
import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';
import { pagedQueryOptions } from '@/lib/paged-query';
import { toast, toastError } from '@/lib/toast';
import { libraryToasts } from './library-texts';

/** The library's filters, as GET /api/resources takes them (without the page). */
export type LibraryFilters = Omit<ResourceListQuery, 'limit' | 'cursor'>;

const libraryKey = (userId: string | undefined) => ['library', userId] as const;

/** GET /api/resources: the company's library, a page at a time, newest first. */
export function useResources(filters: LibraryFilters) {
  const { user, callApi } = useAuth();
  return useInfiniteQuery(
    pagedQueryOptions({
      queryKey: [...libraryKey(user?.id), 'list', filters] as const,
      pageSize: RESOURCES_PAGE_DEFAULT,
      fetchPage: (page, signal) => callApi('GET /api/resources', { signal, query: { ...filters, ...page } }),
      enabled: Boolean(user),
    }),
  );
}

/** GET /api/resources/competencies: what a resource may be tagged with, and the filter's choices. */
export function useResourceCompetencies() {
  const { user, callApi } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: [...libraryKey(user?.id), 'competencies'] as const,
      queryFn: async ({ signal }) =>
        (await callApi('GET /api/resources/competencies', { signal })).competencies,
      enabled: Boolean(user),
    }),
  );
}

function useReload() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: libraryKey(user?.id) });
}

export function useCreateResource(onDone: () => void) {
  const { callApi } = useAuth();
  const reload = useReload();
  return useMutation({
    mutationFn: (body: CreateResourceInput) => callApi('POST /api/resources', { body }),
    onSuccess: async () => {
      toast(libraryToasts.added);
      onDone();
      await reload();
    },
    onError: toastError,
  });
}

export function useUpdateResource(onDone: () => void) {
  const { callApi } = useAuth();
  const reload = useReload();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateResourceInput & { id: string }) =>
      callApi('PATCH /api/resources/:id', { params: { id }, body }),
    onSuccess: async () => {
      onDone();
      await reload();
    },
    onError: toastError,
  });
}

export function useDeleteResource() {
  const { callApi } = useAuth();
  const reload = useReload();
  return useMutation({
    mutationFn: (id: string) => callApi('DELETE /api/resources/:id', { params: { id } }),
    onSuccess: async () => {
      toast(libraryToasts.deleted);
      await reload();
    },
    onError: toastError,
  });
}

/**
 * "Save to my plan": every query is marked stale, the plan's among them (another feature's, whose keys
 * this one does not know); only those on screen refetch now, the others when next shown.
 */
export function useSaveResource() {
  const { callApi } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi('POST /api/resources/:id/save', { params: { id } }),
    onSuccess: async () => {
      toast(libraryToasts.saved);
      await queryClient.invalidateQueries();
    },
    onError: toastError,
  });
}
