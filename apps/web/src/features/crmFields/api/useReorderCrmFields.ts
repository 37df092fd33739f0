import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/apiRequest.ts';

// Sends every field of a section in its new order.
export function useReorderCrmFields() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sectionId, fieldIds }: { sectionId: string; fieldIds: string[] }) =>
      api.put<unknown>(`/api/crm/sections/${encodeURIComponent(sectionId)}/fields/order`, { fieldIds }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['crm', 'sections'] }),
  });
}
