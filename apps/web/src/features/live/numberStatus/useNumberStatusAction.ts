import type { NumberStatusAction, NumberStatusResponse } from '@prosa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/apiRequest.ts';
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
      api.post<NumberStatusResponse>(
        `/api/contacts/${encodeURIComponent(contactId)}/number-status/${encodeURIComponent(channel)}/${action}`,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: numberStatusQueryKey(contactId) }),
  });
}
