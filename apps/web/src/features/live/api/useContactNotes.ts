import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';
import { contactQueryKeys } from './liveQueryKeys.ts';

// The contact's notes, newest first: the notes among the first page of its CRM timeline
// (GET /api/contacts/:id/timeline, contacts.view), where the CRM stores them.
export const useContactNotes = (contactId: string) =>
  useQuery({
    queryKey: contactQueryKeys.notes(contactId),
    queryFn: async () => {
      const page = await api.get('/api/contacts/:id/timeline', { params: { id: contactId } });
      return page.items.filter((item) => item.kind === 'note');
    },
  });

// Adds a note the CRM timeline shows too (POST /api/contacts/:id/notes, contacts.edit).
export function useAddNote(contactId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      api.post('/api/contacts/:id/notes', { params: { id: contactId }, body: { text } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contactQueryKeys.notes(contactId) }),
        queryClient.invalidateQueries({ queryKey: contactQueryKeys.timeline(contactId) }),
      ]),
  });
}
