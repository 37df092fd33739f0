import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';

export const useLogin = () =>
  useMutation({
    mutationFn: (credentials: { email: string; password: string }) =>
      api.post('/api/auth/login', { body: credentials }),
  });
