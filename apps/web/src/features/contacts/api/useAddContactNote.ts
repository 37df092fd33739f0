import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/apiRequest.ts';
import { contactTimelineQueryKey } from './contactsQueryKeys.ts';

export function useAddContactNote(contactId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      api.post<{ ok: true; id: string }>(`/api/contacts/${encodeURIComponent(contactId)}/notes`, { text }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactTimelineQueryKey(contactId) }),
  });
}
