import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';

export const useForgotPassword = () =>
  useMutation({ mutationFn: (email: string) => api.post('/api/auth/forgot', { body: { email } }) });
