import { Center, Loader } from '@mantine/core';

/** Shown while the app starts (config and session) and while a page's first data loads. */
export function FullScreenLoader() {
  return (
    <Center component="main" mih="100dvh" role="status" aria-busy="true">
      <Loader size="lg" />
    </Center>
  );
}
