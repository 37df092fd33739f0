import type { PhoneLookup } from '@prosa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';
import { numberStatusQueryKey } from './numbersQueryKeys.ts';

// The looked-up number's WhatsApp status and history; nothing until a number is asked for.
export const useNumberStatus = (lookup: PhoneLookup | null) =>
  useQuery({
    queryKey: lookup ? numberStatusQueryKey(lookup) : ['numbers', 'status', null],
    queryFn: () => api.get('/api/settings/number-status', { query: lookup ?? {} }),
    enabled: lookup !== null,
    retry: false,
  });
