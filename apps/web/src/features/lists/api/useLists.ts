import type { RecipientList } from '@prosa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';
import { listsQueryKey } from '../../../shared/lists/useCreateListFrom.ts';

const isImporting = (list: RecipientList) => list.status === 'importing';

// The account's lists, polled every second while one is still importing (its progress bar).
export const useLists = () =>
  useQuery({
    queryKey: listsQueryKey,
    queryFn: async () => (await api.get('/api/settings/lists')).lists,
    refetchInterval: (query) => (query.state.data?.some(isImporting) ? 1000 : false),
  });
