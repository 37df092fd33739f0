import type { BulkTransferResult, TransferInput } from '@prosa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/apiRequest.ts';
import { liveQueryKeys } from './liveQueryKeys.ts';

// Managers and administrators move several conversations at once; the server refuses the rest.
export function useBulkTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TransferInput & { conversationIds: string[] }) =>
      api.post<BulkTransferResult>('/api/live/conversations/transfer', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: liveQueryKeys.all }),
  });
}
