import { useState } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { FullScreenLoader } from '../components/full-screen-loader.tsx';
import { SessionProvider } from '../lib/session.tsx';
import { Bootstrap } from './bootstrap.tsx';
import { AppProviders, createQueryClient } from './providers.tsx';
import { routes } from './router.tsx';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <AppProviders queryClient={queryClient}>
      <Bootstrap>
        {(client) => (
          <SessionProvider client={client} fallback={<FullScreenLoader />}>
            <RouterProvider router={router} />
          </SessionProvider>
        )}
      </Bootstrap>
    </AppProviders>
  );
}
