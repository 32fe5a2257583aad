import { Anchor, Center } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { t } from '@vh/contracts';

type Framing = { top: unknown; self: unknown };
type TopWindow = { top: { location: { replace: (href: string) => void } } | null };

/** Whether this page is inside a frame (the checkout modal's iframe) rather than the tab itself. */
export function isFramed(view: Framing = window): boolean {
  return view.top !== view.self;
}

/** Moves the whole tab to `href`; false when the browser refuses (a sandboxed or foreign frame). */
export function moveTopTo(href: string, view: TopWindow = window): boolean {
  try {
    view.top?.location.replace(href);
    return true;
  } catch {
    return false;
  }
}

/**
 * The hosted checkout ends by loading /success inside its iframe. The app must not run a second
 * copy of itself in the modal: the tab is moved to the same URL instead, and nothing of the app
 * renders in the frame. (The server answers framed loads of /success with a page that does this;
 * this is the fallback.) The one link is for a browser that refuses to move the tab.
 */
export function OutsideFrameOnly({ children }: { children: ReactNode }) {
  const [framed] = useState(() => isFramed());

  useEffect(() => {
    if (framed) moveTopTo(window.location.href);
  }, [framed]);

  if (!framed) return children;
  return (
    <Center p="md">
      <Anchor href={window.location.href} target="_top">
        {t('subscription.success.leavingFrame')}
      </Anchor>
    </Center>
  );
}
