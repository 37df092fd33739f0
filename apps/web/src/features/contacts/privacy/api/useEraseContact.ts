import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announcesSuccess } from '../../../../shared/api/announcedSuccess.ts';
import { api } from '../../../../shared/api/api.ts';

// After an erasure the contact is gone from every list, and its leads and identities with it.
export function useEraseContact(contactId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: announcesSuccess,
    mutationFn: (confirmation: string) =>
      api.post('/api/privacy/contacts/:id/erasure', { params: { id: contactId }, body: { confirmation } }),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: ['contacts', 'one', contactId] });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['contacts', 'list'] }),
        queryClient.invalidateQueries({ queryKey: ['leads'] }),
      ]);
    },
  });
}
