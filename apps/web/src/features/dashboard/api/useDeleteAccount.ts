import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/apiRequest.ts';

export const useDeleteAccount = () =>
  useMutation({
    mutationFn: (confirmation: string) => api.delete<{ ok: true }>('/api/account', { confirmation }),
  });
