import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';
import { contactTimelineQueryKey } from './contactsQueryKeys.ts';

export function useAddContactNote(contactId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      api.post('/api/contacts/:id/notes', { params: { id: contactId }, body: { text } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactTimelineQueryKey(contactId) }),
  });
}
