import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/apiRequest.ts';

export interface CrmItemRef {
  kind: 'sections' | 'fields';
  id: string;
}

// Deletes a section or a field; the server refuses a section with fields and a filled field.
export function useDeleteCrmItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: CrmItemRef) =>
      api.delete<unknown>(`/api/crm/${kind}/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['crm', 'sections'] }),
  });
}
