// One QueryClient for the app. Failed calls are not retried by the query layer: the fetch
// wrapper already retries what the product specification says (503 Retry-After, page images).
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
