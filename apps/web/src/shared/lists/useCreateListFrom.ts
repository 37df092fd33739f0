import type { CrmFilter } from '@prosa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announcesSuccess } from '../api/announcedSuccess.ts';
import { api } from '../api/api.ts';

// Where a new list takes its contacts from: the CRM list's query as shown, or the /conversations
// search (its query string, as the export sends it).
export type ListOrigin =
  | {
      kind: 'contacts';
      query: { type: 'person' | 'company'; q: string; tagId?: string; filters: CrmFilter[] };
    }
  | { kind: 'conversations'; query: Record<string, string> };

export const listsQueryKey = ['lists'] as const;

export function useCreateListFrom(origin: ListOrigin) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: announcesSuccess,
    mutationFn: (title: string) =>
      origin.kind === 'contacts'
        ? api.post('/api/settings/lists/from-contacts', { body: { title, query: origin.query } })
        : api.post('/api/settings/lists/from-conversations', { body: { title, query: origin.query } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listsQueryKey }),
  });
}
