// The public site's links (their words: common.publicShell in the catalogue). SPEC §2 links /about,
// /learn and /community to no screen; ARCHITECTURE §9: they appear only once those pages exist.

import type { MessageKey } from '@vh/contracts';

/** A link of the public frame: the catalogue key of its words, and where it goes. */
export type TPublicLink = {
  label: Extract<MessageKey, `common.publicShell.links.${string}`>;
  to: string;
};

export const publicHeaderLinks: readonly TPublicLink[] = [
  { label: 'common.publicShell.links.pricing', to: '/pricing' },
  { label: 'common.publicShell.links.contact', to: '/contact' },
];

/** SPEC §2: the footer links to exactly these. */
export const publicFooterLinks: readonly TPublicLink[] = [
  { label: 'common.publicShell.links.pricing', to: '/pricing' },
  { label: 'common.publicShell.links.contact', to: '/contact' },
  { label: 'common.publicShell.links.privacy', to: '/privacy' },
  { label: 'common.publicShell.links.terms', to: '/terms-of-service' },
];

/** How a header or menu link shows that it leads to the page being viewed. */
export function currentLinkProps(pathname: string, to: string) {
  return linkStateProps(pathname === to);
}

/** The same marking, for links whose current state is decided elsewhere (the dashboard's panels). */
export function linkStateProps(current: boolean) {
  return {
    'aria-current': current ? ('page' as const) : undefined,
    c: current ? undefined : 'dark.7',
    fw: current ? 700 : 500,
  };
}
