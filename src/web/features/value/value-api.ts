import { pitchFileName, VALUE_PAGE_MAX } from '@shared/value-messages';
import type {
  CreateCanvasInput,
  CreatePersonaInput,
  CreateTableInput,
  UpdateCanvasInput,
  UpdatePersonaInput,
  UpdateTableInput,
} from '@shared/value-rules';
import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { documentHistoryKey } from '@/components/documents/documents-api';
import { useAuth } from '@/lib/auth';
import { toast, toastError } from '@/lib/toast';
import { valueToasts } from './value-texts';

/** The value propositions' API calls, shared by the three tabs. */

const valueKey = (userId: string | undefined) => ['value', userId] as const;

/** GET /api/teams: the teams a document may belong to. */
export function useTeams() {
  const { user, callApi } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: ['value-teams', user?.id] as const,
      queryFn: async ({ signal }) => (await callApi('GET /api/teams', { signal })).items,
      enabled: Boolean(user),
    }),
  );
}

type ListKey = 'GET /api/canvases' | 'GET /api/personas' | 'GET /api/alternatives';

/** A kind's list, newest first, a page at a time. */
export function useValueList(key: ListKey) {
  const { user, callApi } = useAuth();
  return useInfiniteQuery({
    queryKey: [...valueKey(user?.id), key] as const,
    queryFn: ({ signal, pageParam }) =>
      callApi(key, { signal, query: pageParam ? { cursor: pageParam } : {} }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: Boolean(user),
  });
}

/**
 * Every readable canvas: what a persona or a table may link to. A company holds at most
 * VALUE_DOCUMENTS_MAX canvases, so reading them a full page at a time ends.
 */
export function useCanvasChoices() {
  const { user, callApi } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: [...valueKey(user?.id), 'canvas-choices'] as const,
      queryFn: async ({ signal }) => {
        const page = (cursor?: string) =>
          callApi('GET /api/canvases', { signal, query: { limit: VALUE_PAGE_MAX, cursor } });
        let { items, nextCursor } = await page();
        while (nextCursor) {
          const next = await page(nextCursor);
          items = [...items, ...next.items];
          nextCursor = next.nextCursor;
        }
        return items;
      },
      enabled: Boolean(user),
    }),
  );
}

export function useCanvas(id: string) {
  const { user, callApi } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: [...valueKey(user?.id), 'canvas', id] as const,
      queryFn: async ({ signal }) =>
        (await callApi('GET /api/canvases/:id', { signal, params: { id } })).canvas,
      enabled: Boolean(user),
    }),
  );
}

export function usePitch(id: string) {
  const { user, callApi } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: [...valueKey(user?.id), 'pitch', id] as const,
      queryFn: async ({ signal }) =>
        (await callApi('GET /api/canvases/:id/pitch', { signal, params: { id } })).pitch,
      enabled: Boolean(user),
    }),
  );
}

export function usePersona(id: string) {
  const { user, callApi } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: [...valueKey(user?.id), 'persona', id] as const,
      queryFn: async ({ signal }) =>
        (await callApi('GET /api/personas/:id', { signal, params: { id } })).persona,
      enabled: Boolean(user),
    }),
  );
}

export function useTable(id: string) {
  const { user, callApi } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: [...valueKey(user?.id), 'table', id] as const,
      queryFn: async ({ signal }) =>
        (await callApi('GET /api/alternatives/:id', { signal, params: { id } })).table,
      enabled: Boolean(user),
    }),
  );
}

function useRefresh() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: valueKey(user?.id) });
    await queryClient.invalidateQueries({ queryKey: documentHistoryKey(user?.id) });
  };
}

/** A write that refreshes every value list and view; a stale version is the caller's to show (`onError`). */
function useValueWrite<I, R>(write: (input: I) => Promise<R>, onDone: (result: R) => void, created = false) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: write,
    onSuccess: async (result) => {
      toast(created ? valueToasts.created : valueToasts.saved);
      onDone(result);
      await refresh();
    },
  });
}

export function useCreateCanvas(onDone: (id: string) => void) {
  const { callApi } = useAuth();
  return useValueWrite(
    (body: CreateCanvasInput) => callApi('POST /api/canvases', { body }),
    ({ canvas }) => onDone(canvas.id),
    true,
  );
}

export function useUpdateCanvas(id: string, onDone: () => void) {
  const { callApi } = useAuth();
  return useValueWrite(
    (body: UpdateCanvasInput) => callApi('PUT /api/canvases/:id', { params: { id }, body }),
    onDone,
  );
}

export function useCreatePersona(onDone: (id: string) => void) {
  const { callApi } = useAuth();
  return useValueWrite(
    (body: CreatePersonaInput) => callApi('POST /api/personas', { body }),
    ({ persona }) => onDone(persona.id),
    true,
  );
}

export function useUpdatePersona(id: string, onDone: () => void) {
  const { callApi } = useAuth();
  return useValueWrite(
    (body: UpdatePersonaInput) => callApi('PUT /api/personas/:id', { params: { id }, body }),
    onDone,
  );
}

export function useCreateTable(onDone: (id: string) => void) {
  const { callApi } = useAuth();
  return useValueWrite(
    (body: CreateTableInput) => callApi('POST /api/alternatives', { body }),
    ({ table }) => onDone(table.id),
    true,
  );
}

export function useUpdateTable(id: string, onDone: () => void) {
  const { callApi } = useAuth();
  return useValueWrite(
    (body: UpdateTableInput) => callApi('PUT /api/alternatives/:id', { params: { id }, body }),
    onDone,
  );
}

type DeleteKey = 'DELETE /api/canvases/:id' | 'DELETE /api/personas/:id' | 'DELETE /api/alternatives/:id';

export function useDeleteValue(key: DeleteKey, id: string, onDone: () => void) {
  const { callApi } = useAuth();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => callApi(key, { params: { id } }),
    onSuccess: async () => {
      toast(valueToasts.deleted);
      onDone();
      await refresh();
    },
    onError: toastError,
  });
}

/** GET /api/canvases/:id/pitch.md, saved as the server names it. */
export function useDownloadPitch(id: string, title: string) {
  const { callApi } = useAuth();
  return useMutation({
    mutationFn: async () => {
      const text = await callApi('GET /api/canvases/:id/pitch.md', { params: { id } });
      const blob = new Blob([text], { type: 'text/markdown' });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = pitchFileName(title);
      document.body.append(link);
      link.click();
      link.remove();
      URL.revokeObjectURL(url);
    },
    onError: toastError,
  });
}
