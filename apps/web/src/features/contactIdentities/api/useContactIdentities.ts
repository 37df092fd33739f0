import type { ContactIdentitiesResponse } from '@prosa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/apiRequest.ts';
import { contactIdentitiesQueryKey } from './contactIdentitiesQueryKeys.ts';

export const useContactIdentities = (contactId: string | null) =>
  useQuery({
    queryKey: contactIdentitiesQueryKey(contactId ?? ''),
    queryFn: () =>
      api.get<ContactIdentitiesResponse>(`/api/contacts/${encodeURIComponent(contactId ?? '')}/identities`),
    enabled: contactId !== null,
  });
