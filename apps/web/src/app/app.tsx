import { useState } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { FullScreenLoader } from '../components/full-screen-loader.tsx';
import { SessionProvider } from '../lib/session.tsx';
import { BootFailed } from './boot-failed.tsx';
import { AppProviders } from '../lib/providers.tsx';
import { routes } from './router.tsx';

export function App() {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <AppProviders>
      <SessionProvider
        fallback={<FullScreenLoader />}
        failed={(retry) => <BootFailed onRetry={retry} />}
      >
        <RouterProvider router={router} />
      </SessionProvider>
    </AppProviders>
  );
}
