import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../shared/api/ApiError.ts';
import { meQueryKey } from '../shared/session/meQueryKey.ts';

const isExpiredSession = (error: unknown) =>
  error instanceof ApiError && error.status === 401 && error.code === 'generic.unauthenticated';

// A client error will not change on retry; a connection error might.
const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

// `onSessionExpired` runs when any call (other than the guard's own /me) finds the session gone,
// e.g. revoked while the sockets were down.
export function createQueryClient(onSessionExpired: () => void) {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isExpiredSession(error) && query.queryKey[0] !== meQueryKey[0]) onSessionExpired();
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => {
        if (isExpiredSession(error)) onSessionExpired();
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
