import type { NumberStatusAction } from '@prosa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';
import { numberStatusQueryKey } from './useNumberStatus.ts';

export interface NumberStatusChange {
  channel: string;
  action: NumberStatusAction;
}

// Reset, block or unblock the contact's number on one channel; the section then reads it again.
export function useNumberStatusAction(contactId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ channel, action }: NumberStatusChange) =>
      api.post('/api/contacts/:contactId/number-status/:channel/:action', {
        params: { contactId, channel, action },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: numberStatusQueryKey(contactId) }),
  });
}
