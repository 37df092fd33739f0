import type { Contact } from '@prosa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/apiRequest.ts';
import { contactQueryKey } from './contactsQueryKeys.ts';

export const useContact = (id: string | null) =>
  useQuery({
    queryKey: contactQueryKey(id ?? ''),
    queryFn: () => api.get<Contact>(`/api/contacts/${encodeURIComponent(id ?? '')}`),
    enabled: id !== null,
  });
