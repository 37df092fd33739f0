import type { PhoneLookup } from '@prosa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';
import { optOutsQueryKey } from './numbersQueryKeys.ts';

// The account's newest opt-out records, or the looked-up number's.
export const useOptOuts = (lookup: PhoneLookup | null) =>
  useQuery({
    queryKey: [...optOutsQueryKey, lookup?.country ?? null, lookup?.number ?? null],
    queryFn: () => api.get('/api/settings/optout', { query: lookup ?? {} }),
    retry: false,
  });
