import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';

// Asks for a new authenticator secret; it becomes active only once a code from it is confirmed.
export const useStartTotp = () =>
  useMutation({
    mutationFn: () => api.post('/api/user/two-factor/totp'),
  });
