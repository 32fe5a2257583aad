import { Button, Center, Stack, Text } from '@mantine/core';
import { t } from '@vh/contracts';

/** What a render error anywhere in the routes shows instead of a blank page. */
export function RouteError() {
  return (
    <Center component="main" mih="100dvh" px="md">
      <Stack align="center" gap="md">
        <Text ta="center">{t('common.errors.unexpected')}</Text>
        <Button onClick={() => window.location.reload()}>{t('common.actions.tryAgain')}</Button>
      </Stack>
    </Center>
  );
}
