import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../shared/api/ApiError.ts';

// A client error will not change on retry; a connection error might.
const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
