import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/apiRequest.ts';

export const useForgotPassword = () =>
  useMutation({ mutationFn: (email: string) => api.post<{ ok: true }>('/api/auth/forgot', { email }) });
