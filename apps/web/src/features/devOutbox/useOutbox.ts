import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/api.ts';

// Sandbox mode only: what the server would have sent by e-mail or SMS. Polled, so a code shows up
// while the login screen waits for it in another tab.
export const useOutbox = () =>
  useQuery({
    queryKey: ['devOutbox'],
    queryFn: () => api.get('/api/dev/outbox'),
    refetchInterval: 3000,
  });
