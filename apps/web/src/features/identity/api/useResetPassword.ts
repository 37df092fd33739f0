import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/apiRequest.ts';

export const useResetPassword = () =>
  useMutation({
    mutationFn: (body: { token: string; password: string; confirmation: string }) =>
      api.post<{ ok: true }>('/api/auth/reset', body),
  });
