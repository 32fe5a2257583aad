import { Button, Center, Stack, Text } from '@mantine/core';
import { copy } from '../lib/copy.ts';

/** What a render error anywhere in the routes shows instead of a blank page. */
export function RouteError() {
  return (
    <Center component="main" mih="100dvh" px="md">
      <Stack align="center" gap="md">
        <Text ta="center">{copy.errors.unexpected}</Text>
        <Button onClick={() => window.location.reload()}>{copy.actions.tryAgain}</Button>
      </Stack>
    </Center>
  );
}
