import type { CrmSectionInput } from '@prosa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announcesSuccess } from '../../../shared/api/announcedSuccess.ts';
import { api } from '../../../shared/api/api.ts';

// Creates a section, or replaces the one whose id is given.
export function useSaveCrmSection() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: announcesSuccess,
    mutationFn: ({ id, fields }: { id: string | null; fields: CrmSectionInput }) =>
      id
        ? api.put('/api/crm/sections/:id', { params: { id }, body: fields })
        : api.post('/api/crm/sections', { body: fields }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['crm', 'sections'] }),
  });
}
