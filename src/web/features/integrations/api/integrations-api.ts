import type { Integration } from '@shared/contract/integrations';
import type { SsoSettings } from '@shared/contract/sso';
import type { DeliveryStatus } from '@shared/integration-messages';
import type { CreateIntegration, UpdateIntegration } from '@shared/integration-rules';
import type { SsoConnectionInput } from '@shared/sso-rules';
import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';
import { pagedQueryOptions } from '@/lib/paged-query';
import { toast, toastError } from '@/lib/toast';
import { integrationsToasts as toasts } from '../integrations-texts';

const ssoKey = (userId: string | undefined) => ['sso-settings', userId] as const;
const destinationsKey = (userId: string | undefined) => ['integrations', userId] as const;

/** GET /api/company/sso: the company's provider (or null) and the redirect URI to register. */
export function useSsoSettings() {
  const { user, callApi } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: ssoKey(user?.id),
      queryFn: ({ signal }) => callApi('GET /api/company/sso', { signal }),
      enabled: Boolean(user),
    }),
  );
}

/** PUT /api/company/sso: the server reads the issuer's discovery document before it saves. */
export function usePutSso() {
  const { user, callApi } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SsoConnectionInput) => callApi('PUT /api/company/sso', { body: input }),
    onSuccess: (settings: SsoSettings) => {
      queryClient.setQueryData(ssoKey(user?.id), settings);
      toast(toasts.ssoSaved);
    },
    onError: toastError,
  });
}

export function useDeleteSso() {
  const { user, callApi } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('DELETE /api/company/sso'),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ssoKey(user?.id) });
      toast(toasts.ssoDisconnected);
    },
    onError: toastError,
  });
}

/** GET /api/integrations: the company's destinations, oldest first. */
export function useDestinations() {
  const { user, callApi } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: destinationsKey(user?.id),
      queryFn: async ({ signal }) => (await callApi('GET /api/integrations', { signal })).integrations,
      enabled: Boolean(user),
    }),
  );
}

/** Every change to a destination answers it whole: the list takes it in place. */
function useDestinationWrite<I, A extends { integration: Integration }>(
  send: (input: I) => Promise<A>,
  toastOf: (answer: A, input: I) => Parameters<typeof toast>[0],
) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer: A, input: I) => {
      queryClient.setQueryData<Integration[]>(destinationsKey(user?.id), (list = []) =>
        list.some((item) => item.id === answer.integration.id)
          ? list.map((item) => (item.id === answer.integration.id ? answer.integration : item))
          : [...list, answer.integration],
      );
      toast(toastOf(answer, input));
    },
    onError: toastError,
  });
}

/** POST /api/integrations: a webhook's signing secret is in the answer, this once. */
export function useCreateDestination() {
  const { callApi } = useAuth();
  return useDestinationWrite(
    (input: CreateIntegration) => callApi('POST /api/integrations', { body: input }),
    (answer) => toasts.added(answer.integration.name),
  );
}

export function useUpdateDestination(destination: Integration) {
  const { callApi } = useAuth();
  return useDestinationWrite(
    (body: UpdateIntegration) =>
      callApi('PATCH /api/integrations/:id', { params: { id: destination.id }, body }),
    (answer, body) =>
      body.enabled === undefined
        ? toasts.saved(answer.integration.name)
        : (body.enabled ? toasts.turnedOn : toasts.turnedOff)(answer.integration.name),
  );
}

/** POST /api/integrations/:id/secret: the new secret is in the answer, this once. */
export function useRotateSecret(destination: Integration) {
  const { callApi } = useAuth();
  return useDestinationWrite(
    () => callApi('POST /api/integrations/:id/secret', { params: { id: destination.id } }),
    () => toasts.rotated,
  );
}

export function useDeleteDestination(destination: Integration) {
  const { user, callApi } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('DELETE /api/integrations/:id', { params: { id: destination.id } }),
    onSuccess: () => {
      queryClient.setQueryData<Integration[]>(destinationsKey(user?.id), (list = []) =>
        list.filter((item) => item.id !== destination.id),
      );
      toast(toasts.removed(destination.name));
    },
    onError: toastError,
  });
}

const DELIVERY_PAGE = 20;
const deliveriesKey = (userId: string | undefined, id: string) => ['deliveries', userId, id] as const;

/** GET /api/integrations/:id/deliveries, newest first, a page at a time, of one status or all. */
export function useDeliveries(id: string, status: DeliveryStatus | undefined) {
  const { user, callApi } = useAuth();
  return useInfiniteQuery(
    pagedQueryOptions({
      queryKey: [...deliveriesKey(user?.id, id), status ?? 'all'] as const,
      pageSize: DELIVERY_PAGE,
      fetchPage: (page, signal) =>
        callApi('GET /api/integrations/:id/deliveries', {
          signal,
          params: { id },
          query: { ...page, ...(status ? { status } : {}) },
        }),
      enabled: Boolean(user),
      // The log changes as the worker sends: opening it always asks again.
      staleTime: 0,
    }),
  );
}

/** POST …/replay: the log and the destination's figures are asked again. */
export function useReplayDelivery(id: string) {
  const { user, callApi } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      callApi('POST /api/integrations/:id/deliveries/:deliveryId/replay', { params: { id, deliveryId } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: deliveriesKey(user?.id, id) });
      void queryClient.invalidateQueries({ queryKey: destinationsKey(user?.id) });
      toast(toasts.replayed);
    },
    onError: toastError,
  });
}
