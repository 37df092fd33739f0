import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';

// The server writes the change log in the user's stored language, so the cache is kept per
// language and a language change fetches the translated entries. Waits until the language is known.
export const useDashboard = (language: string | undefined) =>
  useQuery({
    queryKey: ['dashboard', language],
    queryFn: () => api.get('/api/dashboard'),
    enabled: language !== undefined,
  });
