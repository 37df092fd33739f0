import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announcesSuccess } from '../../../shared/api/announcedSuccess.ts';
import { api } from '../../../shared/api/api.ts';

export interface CrmItemRef {
  kind: 'sections' | 'fields';
  id: string;
}

// Deletes a section or a field; the server refuses a section with fields and a filled field.
export function useDeleteCrmItem() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: announcesSuccess,
    mutationFn: ({ kind, id }: CrmItemRef) =>
      kind === 'sections'
        ? api.delete('/api/crm/sections/:id', { params: { id } })
        : api.delete('/api/crm/fields/:id', { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['crm', 'sections'] }),
  });
}
