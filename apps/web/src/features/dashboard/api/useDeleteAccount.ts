import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';

export const useDeleteAccount = () =>
  useMutation({
    mutationFn: (confirmation: string) => api.delete('/api/account', { body: { confirmation } }),
  });
