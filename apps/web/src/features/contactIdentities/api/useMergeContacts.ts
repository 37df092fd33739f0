import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';

// After a merge the kept contact's values, identities and timeline changed and the other is gone:
// every cached contact query is stale.
export function useMergeContacts(keptId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (otherId: string) =>
      api.post('/api/contacts/:id/merge', { params: { id: keptId }, body: { otherId } }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['contacts'] }),
        queryClient.invalidateQueries({ queryKey: ['contactIdentities'] }),
        queryClient.invalidateQueries({ queryKey: ['leads'] }),
      ]);
    },
  });
}
