import type { Contact } from '@prosa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';
import { contactQueryKeys } from './liveQueryKeys.ts';

// The room's contact as the CRM reads it (its tags among the rest), for callers holding
// contacts.view; and the change of its tags alone (PUT /api/contacts/:id/tags, contacts.edit).
export const useContactRecord = (contactId: string) =>
  useQuery({
    queryKey: contactQueryKeys.contact(contactId),
    queryFn: () => api.get('/api/contacts/:id', { params: { id: contactId } }),
  });

export function useSaveContactTags(contactId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tagIds: string[]) =>
      api.put('/api/contacts/:id/tags', { params: { id: contactId }, body: { tagIds } }),
    onSuccess: ({ tagIds }) => {
      queryClient.setQueryData<Contact>(contactQueryKeys.contact(contactId), (contact) =>
        contact ? { ...contact, tagIds } : contact,
      );
      return queryClient.invalidateQueries({ queryKey: contactQueryKeys.contact(contactId) });
    },
  });
}
