import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';

// Under 'live', so the room's events refresh it with the rest of the live queries.
export const numberStatusQueryKey = (contactId: string) => ['live', 'number-status', contactId] as const;

// A contact's number status per channel. Mount its reader only for members who may read it
// (managers and above, canManageNumberStatus): an attendant's panel never asks.
export const useNumberStatus = (contactId: string) =>
  useQuery({
    queryKey: numberStatusQueryKey(contactId),
    queryFn: () => api.get('/api/contacts/:contactId/number-status', { params: { contactId } }),
  });
