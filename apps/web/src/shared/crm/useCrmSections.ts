import type { ContactType } from '@prosa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/api.ts';
import { crmSectionsQueryKey } from './crmSectionsQueryKey.ts';

// The sections of one type with the fields the caller may view, in position order.
export const useCrmSections = (type: ContactType) =>
  useQuery({
    queryKey: crmSectionsQueryKey(type),
    queryFn: async () => (await api.get('/api/crm/sections', { query: { type } })).items,
  });
