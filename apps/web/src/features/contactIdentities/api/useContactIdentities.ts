import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';
import { contactIdentitiesQueryKey } from './contactIdentitiesQueryKeys.ts';

export const useContactIdentities = (contactId: string | null) =>
  useQuery({
    queryKey: contactIdentitiesQueryKey(contactId ?? ''),
    queryFn: () => api.get('/api/contacts/:id/identities', { params: { id: contactId ?? '' } }),
    enabled: contactId !== null,
  });
