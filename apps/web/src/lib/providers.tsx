import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';

import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { notificationDefaults } from '@vh/contracts';
import { lazy, Suspense, type ReactNode } from 'react';
import { isApiError } from './api-error.ts';
import { cssVariablesResolver, theme } from './theme.ts';

// The toast container (and its transition library) loads just after the page, not with it: toasts
// shown before it arrives wait in Mantine's store and appear once it mounts.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

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

/** Theme, toasts and the query cache: everything a screen needs apart from routing and session. */
export function AppProviders({
  queryClient,
  env = 'default',
  children,
}: {
  queryClient: QueryClient;
  /** 'test' turns off Mantine's transitions and portals. */
  env?: 'default' | 'test';
  children: ReactNode;
}) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      env={env}
    >
      <Suspense fallback={null}>
        <Notifications
          position={notificationDefaults.position}
          limit={notificationDefaults.limit}
          autoClose={notificationDefaults.autoCloseMs}
          containerWidth={notificationDefaults.widthPx}
        />
      </Suspense>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
