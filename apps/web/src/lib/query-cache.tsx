import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isApiError } from './api-error.ts';

// The query cache's code, fetched with the first screen that reads the server: the landing page
// reads nothing, so it does not download it (bench/landing.bench.ts).
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx answer will not change by asking again; network trouble and 5xx might.
        retry: (failures, error) => failures < 2 && !(isApiError(error) && error.status < 500),
      },
    },
  });
}

/** Gives a screen the app's one query cache (lib/query-client.ts). */
export function WithQueries({ client, children }: { client: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
