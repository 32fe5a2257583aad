import { Title } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * Each panel's one h1, smaller on phones so a long first name does not crowd the screen. A panel
 * opened from a tile or a link replaces the control that was focused; focus then moves here, so a
 * screen reader announces the new panel and the keyboard carries on from its top.
 */
export function PanelTitle({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (document.activeElement === document.body) ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Title
      ref={ref}
      tabIndex={-1}
      order={1}
      fz={{ base: 'h2', sm: 'h1' }}
      style={{ overflowWrap: 'anywhere', outline: 'none' }}
    >
      {children}
    </Title>
  );
}
