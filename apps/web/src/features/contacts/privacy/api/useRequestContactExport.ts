import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../shared/api/api.ts';

export const useRequestContactExport = (contactId: string) =>
  useMutation({
    mutationFn: () => api.post('/api/privacy/contacts/:id/exports', { params: { id: contactId } }),
  });
