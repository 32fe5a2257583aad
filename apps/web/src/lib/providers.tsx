import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/charts/styles.css';
import './focus.css';
import './toasts.css';

import { MantineProvider } from '@mantine/core';
import { layout, notificationDefaults } from '@vh/contracts';
import { lazy, Suspense, type ReactNode } from 'react';
import { ConnectionWatch } from './connection-watch.tsx';
import { useToastsWanted } from './toast-signal.ts';
import { cssVariablesResolver, theme } from './theme.ts';

// The toast container (with its transition and portal code) loads when the first toast is shown,
// never for a visitor who gets none (the landing page's JS budget, bench/landing.bench.ts). Toasts
// wait in Mantine's store until it mounts.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

/** Below the taller of the two sticky headers, so a toast never covers the logo, menu or avatar. */
const TOASTS_TOP = `calc(${Math.max(layout.publicHeaderHeightPx, layout.avatarSizePx + 20)}px + var(--mantine-spacing-xs))`;

function ToastHost() {
  if (!useToastsWanted()) return null;
  return (
    <Suspense fallback={null}>
      <Notifications
        position={notificationDefaults.position}
        limit={notificationDefaults.limit}
        autoClose={notificationDefaults.autoCloseMs}
        containerWidth={notificationDefaults.widthPx}
        // Read by toasts.css for the top-center container only.
        style={{ '--vh-toasts-top': TOASTS_TOP }}
      />
    </Suspense>
  );
}

/**
 * Theme and toasts: what every screen needs apart from routing and session. The query cache comes
 * with the first screen that reads the server (lib/query-client.ts).
 */
export function AppProviders({
  env = 'default',
  children,
}: {
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
      <ToastHost />
      <ConnectionWatch />
      {children}
    </MantineProvider>
  );
}
