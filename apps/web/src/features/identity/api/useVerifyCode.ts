import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';

export const useVerifyCode = () =>
  useMutation({ mutationFn: (code: string) => api.post('/api/auth/two-factor', { body: { code } }) });
