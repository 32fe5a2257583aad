import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ReactElement } from 'react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createAuthClient } from '../lib/auth-client-loader.ts';
import { AppProviders } from '../lib/providers.tsx';
import { installQueryClient } from '../lib/query-client.ts';
import { SessionProvider } from '../lib/session.tsx';
import { ViewerDates } from '../lib/viewer-dates.tsx';
import { installAuthClient, type AuthClient } from '../lib/supabase.ts';

type RenderOptions = {
  /** The URL the memory router starts at, with router state when a screen reads it. */
  route?: string | { pathname: string; state: unknown };
  /** Wrap in <StrictMode>, as main.tsx does, so effects run twice on mount. */
  strict?: boolean;
};

let client: AuthClient | null = null;

/** The one auth client of the test file, as the app would create it (nothing stored at first). */
export function testAuthClient(): AuthClient {
  if (!client) {
    client = installAuthClient(
      createAuthClient({ auth: { url: 'http://auth.test.invalid', anonKey: 'test-anon-key' } }),
    );
  }
  return client;
}

/**
 * Renders a screen with the app's real providers: Mantine (test env: no transitions, no portals),
 * the real <Notifications>, a fresh query cache, a real auth client with no stored session, and a
 * memory router at `route`. Resolves once the initial session is known. Nothing reaches the network unless the test stubs fetch.
 */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  return renderRoutes([{ path: '*', element: ui }], options);
}

/**
 * Like renderWithProviders, with a route table: the app's real one (`routes` of app/router.tsx,
 * passed by the test, since nothing here may import app/) for flows that move between pages.
 */
export function renderApp(options: RenderOptions & { routes: RouteObject[] }) {
  return renderRoutes(options.routes, options);
}

async function renderRoutes(table: RouteObject[], { route = '/', strict = false }: RenderOptions) {
  const authClient = testAuthClient();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  // The app's lazy screens take the one installed cache; a screen rendered bare gets it below.
  installQueryClient(queryClient);
  const router = createMemoryRouter(table, { initialEntries: [route] });
  // Most screens are lazy routes. Load the first one before React renders, so the first render
  // already shows it (waiting afterwards raced React's deferred update of the router state).
  await new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
  const tree = (
    <AppProviders env="test">
      <QueryClientProvider client={queryClient}>
        <ViewerDates>
          <SessionProvider fallback={null} failed={() => null}>
            <RouterProvider router={router} />
          </SessionProvider>
        </ViewerDates>
      </QueryClientProvider>
    </AppProviders>
  );
  const result = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  // Let the session provider's initial getSession() settle, as the app's loader would.
  await act(async () => {
    await authClient.auth.getSession();
  });
  return { ...result, router, queryClient };
}
