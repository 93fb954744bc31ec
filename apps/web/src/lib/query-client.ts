import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api/errors';
import { registerQueryCache } from './query-cache';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Retrying a 4xx cannot help and would repeat its toast.
        retry: (count, error) => count < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
    },
  });
}

/** The one client of the app: every page's provider (`./with-queries`) hands out this one. */
export const queryClient = createQueryClient();
registerQueryCache(() => queryClient.clear());
