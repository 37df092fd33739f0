import type { CrmFieldInput } from '@prosa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announcesSuccess } from '../../../shared/api/announcedSuccess.ts';
import { api } from '../../../shared/api/api.ts';

// Creates a field in its section, or replaces the one whose id is given.
export function useSaveCrmField() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: announcesSuccess,
    mutationFn: ({ id, fields }: { id: string | null; fields: CrmFieldInput }) =>
      id
        ? api.put('/api/crm/fields/:id', { params: { id }, body: fields })
        : api.post('/api/crm/fields', { body: fields }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['crm', 'sections'] }),
  });
}
