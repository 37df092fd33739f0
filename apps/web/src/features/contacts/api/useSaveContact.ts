import type { ContactInput } from '@prosa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announcesSuccess } from '../../../shared/api/announcedSuccess.ts';
import { api } from '../../../shared/api/api.ts';
import { contactQueryKey, contactTimelineQueryKey } from './contactsQueryKeys.ts';

// Creates a contact, or replaces the values of the one whose id is given.
export function useSaveContact() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: announcesSuccess,
    mutationFn: ({ id, input }: { id: string | null; input: ContactInput }) =>
      id
        ? api.put('/api/contacts/:id', { params: { id }, body: input })
        : api.post('/api/contacts', { body: input }),
    onSuccess: (contact) => {
      queryClient.setQueryData(contactQueryKey(contact.id), contact);
      // The changes show on the timeline as field changes.
      void queryClient.invalidateQueries({ queryKey: contactTimelineQueryKey(contact.id) });
      return queryClient.invalidateQueries({ queryKey: ['contacts', 'list'] });
    },
  });
}
