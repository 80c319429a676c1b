import type { Me } from '@shared/api';
import type { CreateCompanyInput } from '@shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { meQueryKey } from '@/lib/me';
import { useNavigate } from '@/lib/router';
import { toasts } from '@/lib/texts';
import { toast } from '@/lib/toast';

/**
 * POST /api/companies. On success the person is the new company's admin: the cached /api/me says so
 * at once (the dashboard's guard reads it) and is fetched again for the server's own word.
 */
export function useCreateCompany() {
  const { user, callApi } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const meKey = meQueryKey(user?.id);

  return useMutation({
    mutationFn: (input: CreateCompanyInput) => callApi('POST /api/companies', { body: input }),
    onSuccess: ({ company }) => {
      toast({
        title: toasts.companyCreated.title,
        description: toasts.companyCreated.description(company.companyCode),
      });
      queryClient.setQueryData<Me>(
        meKey,
        (me) =>
          me && {
            ...me,
            profile: { fullName: me.profile?.fullName ?? null, companyId: company.id },
            company: { id: company.id, name: company.name, companyCode: company.companyCode },
            role: 'admin',
          },
      );
      void queryClient.invalidateQueries({ queryKey: meKey });
      void navigate('/dashboard', { replace: true });
    },
    onError: (error) => {
      toast({
        title: toasts.error,
        description: error.message || toasts.createCompanyFailed,
        variant: 'destructive',
      });
      // Approved elsewhere meanwhile: fresh data lets the page take the person to their dashboard.
      if (error instanceof ApiRequestError && error.code === 'already_in_company') {
        void queryClient.invalidateQueries({ queryKey: meKey });
      }
    },
  });
}
