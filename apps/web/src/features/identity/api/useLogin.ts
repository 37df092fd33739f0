import type { LoginResponse } from '@prosa/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/apiRequest.ts';

export const useLogin = () =>
  useMutation({
    mutationFn: (credentials: { email: string; password: string }) =>
      api.post<LoginResponse>('/api/auth/login', credentials),
  });
