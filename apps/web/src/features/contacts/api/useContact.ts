import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';
import { contactQueryKey } from './contactsQueryKeys.ts';

export const useContact = (id: string | null) =>
  useQuery({
    queryKey: contactQueryKey(id ?? ''),
    queryFn: () => api.get('/api/contacts/:id', { params: { id: id ?? '' } }),
    enabled: id !== null,
  });
