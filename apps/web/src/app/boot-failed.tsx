import { Button, Center, Stack, Text } from '@mantine/core';
import { toasts } from '@vh/contracts';
import { copy } from '../lib/copy.ts';

/** Shown when a stored session cannot be restored because the server did not answer. */
export function BootFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Center component="main" mih="100dvh" px="md">
      <Stack align="center" gap="md">
        <Text ta="center">{toasts.fetchError}</Text>
        <Button onClick={onRetry}>{copy.actions.tryAgain}</Button>
      </Stack>
    </Center>
  );
}
