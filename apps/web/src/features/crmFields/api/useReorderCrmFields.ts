import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';

// Sends every field of a section in its new order.
export function useReorderCrmFields() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sectionId, fieldIds }: { sectionId: string; fieldIds: string[] }) =>
      api.put('/api/crm/sections/:id/fields/order', { params: { id: sectionId }, body: { fieldIds } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['crm', 'sections'] }),
  });
}
