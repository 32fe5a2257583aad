import { act, render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '../app/providers.tsx';
import { SessionProvider } from '../lib/session.tsx';
import { initSupabase } from '../lib/supabase.ts';

/**
 * Renders a screen with the app's real providers: Mantine (test env: no transitions, no portals),
 * the real <Notifications>, a fresh query cache, a real auth client with no stored session, and a
 * memory router at `route`. Resolves once the initial session is known. Nothing reaches the network unless the test stubs fetch.
 */
export async function renderWithProviders(
  ui: ReactElement,
  { route = '/' }: { route?: string } = {},
) {
  const client = initSupabase({
    auth: { url: 'http://auth.test.invalid', anonKey: 'test-anon-key' },
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [route] });
  const result = render(
    <AppProviders queryClient={queryClient} env="test">
      <SessionProvider client={client} fallback={null}>
        <RouterProvider router={router} />
      </SessionProvider>
    </AppProviders>,
  );
  // Let the session provider's initial getSession() settle, as the app's loader would.
  await act(async () => {
    await client.auth.getSession();
  });
  return { ...result, router, queryClient };
}
