import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announcesSuccess } from '../../../shared/api/announcedSuccess.ts';
import { api } from '../../../shared/api/api.ts';
import { sendingDomainsQueryKey } from './useSendingDomains.ts';

// The changes of /settings/domains; each refreshes the list.
function useDomainMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: announcesSuccess,
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sendingDomainsQueryKey }),
  });
}

export const useAddSendingDomain = () =>
  useDomainMutation((name: string) => api.post('/api/settings/domains', { body: { name } }));

export const useVerifySendingDomain = () =>
  useDomainMutation((id: string) => api.post('/api/settings/domains/:id/verify', { params: { id } }));

export const useSaveDomainEmails = () =>
  useDomainMutation(({ id, emails }: { id: string; emails: string[] }) =>
    api.put('/api/settings/domains/:id/emails', { params: { id }, body: { emails } }),
  );

export const useDeleteSendingDomain = () =>
  useDomainMutation((id: string) => api.delete('/api/settings/domains/:id', { params: { id } }));
