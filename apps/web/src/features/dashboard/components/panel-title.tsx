import { Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** Each panel's one h1, smaller on phones so a long first name does not crowd the screen. */
export function PanelTitle({ children }: { children: ReactNode }) {
  return (
    <Title order={1} fz={{ base: 'h2', sm: 'h1' }} style={{ overflowWrap: 'anywhere' }}>
      {children}
    </Title>
  );
}
