import { useState } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { FullScreenLoader } from '../components/full-screen-loader.tsx';
import { SessionProvider } from '../lib/session.tsx';
import { BootFailed } from './boot-failed.tsx';
import { AppProviders, createQueryClient } from '../lib/providers.tsx';
import { routes } from './router.tsx';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <AppProviders queryClient={queryClient}>
      <SessionProvider
        fallback={<FullScreenLoader />}
        failed={(retry) => <BootFailed onRetry={retry} />}
      >
        <RouterProvider router={router} />
      </SessionProvider>
    </AppProviders>
  );
}
