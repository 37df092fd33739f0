import type { CrmFieldInput } from '@prosa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/apiRequest.ts';

// Creates a field in its section, or replaces the one whose id is given.
export function useSaveCrmField() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id: string | null; fields: CrmFieldInput }) =>
      id
        ? api.put<unknown>(`/api/crm/fields/${encodeURIComponent(id)}`, fields)
        : api.post<unknown>('/api/crm/fields', fields),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['crm', 'sections'] }),
  });
}
