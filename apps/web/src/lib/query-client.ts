import type { QueryClient } from '@tanstack/react-query';

// The app's one query cache. It is created, with the query code, when the first screen that reads
// the server loads (the router's lazy pages await loadQueryClient), so code that runs on every
// page (a link's hash, a reconnection) asks for it without making it.

let current: QueryClient | undefined;

/** The query cache, if a screen has created it; until then nothing is cached to refresh. */
export const currentQueryClient = (): QueryClient | undefined => current;

/** The query cache, created (and its code fetched) on first use. */
export async function loadQueryClient(): Promise<QueryClient> {
  if (!current) {
    const { createQueryClient } = await import('./query-cache.tsx');
    current ??= createQueryClient();
  }
  return current;
}

/** Tests start each screen with a fresh cache of their own. */
export function installQueryClient(client: QueryClient): void {
  current = client;
}
