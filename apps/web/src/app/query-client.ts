import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-error.ts';

/** Answers in the 4xx range are final; only unreachable servers and 5xx are worth another try. */
function shouldRetry(failureCount: number, error: unknown) {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
