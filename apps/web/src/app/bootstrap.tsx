import { Button, Center, Stack, Text } from '@mantine/core';
import type { SupabaseClient } from '@supabase/supabase-js';
import { toasts } from '@vh/contracts';
import { useEffect, useState, type ReactNode } from 'react';
import { FullScreenLoader } from '../components/full-screen-loader.tsx';
import { copy } from '../lib/copy.ts';
import { getPublicConfig } from '../lib/get-public-config.ts';
import { initSupabase } from '../lib/supabase.ts';

type Boot =
  { status: 'loading' } | { status: 'ready'; client: SupabaseClient } | { status: 'failed' };

/** Loads GET /api/config once, creates the auth client from it, then renders the app. */
export function Bootstrap({ children }: { children: (client: SupabaseClient) => ReactNode }) {
  const [boot, setBoot] = useState<Boot>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    getPublicConfig(controller.signal)
      .then((config) => setBoot({ status: 'ready', client: initSupabase(config) }))
      .catch(() => {
        if (!controller.signal.aborted) setBoot({ status: 'failed' });
      });
    return () => controller.abort();
  }, [attempt]);

  if (boot.status === 'ready') return children(boot.client);
  if (boot.status === 'loading') return <FullScreenLoader />;
  return (
    <Center mih="100dvh" px="md">
      <Stack align="center" gap="md">
        <Text ta="center">{toasts.fetchError}</Text>
        <Button
          onClick={() => {
            setBoot({ status: 'loading' });
            setAttempt((n) => n + 1);
          }}
        >
          {copy.actions.tryAgain}
        </Button>
      </Stack>
    </Center>
  );
}
