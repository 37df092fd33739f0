import type { ContactType } from '@prosa/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';
import { mergeCandidatesQueryKey } from './contactIdentitiesQueryKeys.ts';

// Contacts of the same type matching the search (name, e-mail or phone), through the CRM list.
export const useMergeCandidates = (type: ContactType, q: string) =>
  useQuery({
    queryKey: mergeCandidatesQueryKey(type, q),
    queryFn: () => api.get('/api/contacts', { query: { type, q } }),
    enabled: q !== '',
    placeholderData: keepPreviousData,
  });
