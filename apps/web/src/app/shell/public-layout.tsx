import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { PublicFooter } from './public-footer.tsx';
import { PublicHeader } from './public-header.tsx';

/**
 * The frame of the public site (landing, pricing, contact, legal, not found): header, the page,
 * footer. As a layout route it renders the matched child; `children` replace the outlet where the
 * frame is used on its own.
 */
export function PublicLayout({ children }: { children?: ReactNode }) {
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <PublicHeader />
      <Box component="main" style={{ flex: 1 }}>
        {children ?? <Outlet />}
      </Box>
      <PublicFooter />
    </Box>
  );
}
