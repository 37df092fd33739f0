import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';

export const useResetPassword = () =>
  useMutation({
    mutationFn: (body: { token: string; password: string; confirmation: string }) =>
      api.post('/api/auth/reset', { body }),
  });
