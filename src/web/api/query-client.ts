/**
 * The one QueryClient and its one retry policy: never retry 4xx (a 404 is an answer), retry network
 * failures, timeouts and 5xx twice with backoff, and wait as long as `Retry-After` asks on 503.
 * Dictionary data does not change, so answers are kept fresh for long.
 */
import { QueryClient } from '@tanstack/react-query';
import { HttpError, NetworkError, TimeoutError } from './errors';

const MAX_RETRIES = 2;

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (error instanceof HttpError) return error.status >= 500;
  return error instanceof NetworkError || error instanceof TimeoutError;
}

export function retryDelay(failureCount: number, error: unknown): number {
  if (error instanceof HttpError && error.status === 503 && error.retryAfterMs !== undefined) {
    return error.retryAfterMs;
  }
  return Math.min(500 * 2 ** failureCount, 8_000);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        staleTime: 60 * 60 * 1000,
        gcTime: 24 * 60 * 60 * 1000,
        refetchOnWindowFocus: false,
        // Always try once even when the browser says it is offline: the service worker may answer
        // from its copy of a word read before. Only the retries wait for the connection.
        networkMode: 'offlineFirst',
      },
    },
  });
}
