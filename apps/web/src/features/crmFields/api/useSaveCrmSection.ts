import type { CrmSectionInput } from '@prosa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/apiRequest.ts';

// Creates a section, or replaces the one whose id is given.
export function useSaveCrmSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id: string | null; fields: CrmSectionInput }) =>
      id
        ? api.put<unknown>(`/api/crm/sections/${encodeURIComponent(id)}`, fields)
        : api.post<unknown>('/api/crm/sections', fields),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['crm', 'sections'] }),
  });
}
