import type { CreateValueInput, UpdateValueInput } from '@shared/company-settings-rules';
import type { CompanyValue } from '@shared/contract/company-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { toastError } from '@/lib/toast';
import { getValuesQueryOptions } from '@/lib/values';
import { settingsToasts } from '../settings-texts';

function useReload() {
  const auth = useAuth();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: getValuesQueryOptions(auth).queryKey });
}

export function useCreateValue(options: { onSuccess?: () => void } = {}) {
  const { callApi } = useAuth();
  const reload = useReload();
  return useMutation({
    mutationFn: (input: CreateValueInput) => callApi('POST /api/values', { body: input }),
    onSuccess: ({ value }) => {
      toast({
        title: settingsToasts.valueAdded.title,
        description: settingsToasts.valueAdded.description(value.name),
      });
      options.onSuccess?.();
    },
    onError: toastError,
    onSettled: reload,
  });
}

/** Renames, describes or moves a value; a move says nothing (the list shows it). */
export function useUpdateValue(options: { onSuccess?: () => void } = {}) {
  const { callApi } = useAuth();
  const reload = useReload();
  return useMutation({
    mutationFn: ({ value, changes }: { value: CompanyValue; changes: UpdateValueInput }) =>
      callApi('PATCH /api/values/:valueId', { params: { valueId: value.id }, body: changes }),
    onSuccess: ({ value }, { changes }) => {
      if (changes.position === undefined)
        toast({
          title: settingsToasts.valueSaved.title,
          description: settingsToasts.valueSaved.description(value.name),
        });
      options.onSuccess?.();
    },
    onError: toastError,
    onSettled: reload,
  });
}

export function useDeleteValue() {
  const { callApi } = useAuth();
  const reload = useReload();
  return useMutation({
    mutationFn: (value: CompanyValue) =>
      callApi('DELETE /api/values/:valueId', { params: { valueId: value.id } }),
    onSuccess: (_result, value) =>
      toast({
        title: settingsToasts.valueRemoved.title,
        description: settingsToasts.valueRemoved.description(value.name),
      }),
    onError: toastError,
    onSettled: reload,
  });
}
