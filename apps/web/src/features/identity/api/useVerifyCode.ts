import type { LoginResponse } from '@prosa/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/apiRequest.ts';

export const useVerifyCode = () =>
  useMutation({ mutationFn: (code: string) => api.post<LoginResponse>('/api/auth/two-factor', { code }) });
