import { Button, Center, Stack, Text } from '@mantine/core';
import { t } from '@vh/contracts';

/** Shown when a stored session cannot be restored because the server did not answer. */
export function BootFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Center component="main" mih="100dvh" px="md">
      <Stack align="center" gap="md">
        <Text ta="center">{t('common.errors.bootFailed')}</Text>
        <Button onClick={onRetry}>{t('common.actions.tryAgain')}</Button>
      </Stack>
    </Center>
  );
}
