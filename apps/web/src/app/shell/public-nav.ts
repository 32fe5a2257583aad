// The public site's links and the frame's own words. SPEC §2 links /about, /learn and /community
// to no screen; ARCHITECTURE §9: they appear only once those pages exist, so they are not linked.

export type TPublicLink = { label: string; to: string };

export const publicHeaderLinks: readonly TPublicLink[] = [
  { label: 'Pricing', to: '/pricing' },
  { label: 'Contact', to: '/contact' },
];

/** SPEC §2: the footer links to exactly these. */
export const publicFooterLinks: readonly TPublicLink[] = [
  { label: 'Pricing', to: '/pricing' },
  { label: 'Contact', to: '/contact' },
  { label: 'Privacy policy', to: '/privacy' },
  { label: 'Terms of service', to: '/terms-of-service' },
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

export const publicShellCopy = {
  mainNav: 'Main',
  menuNav: 'Menu',
  footerNav: 'Footer',
  menuButton: 'Navigation menu',
  closeMenu: 'Close navigation menu',
  menuTitle: 'Menu',
  dashboard: 'Dashboard',
  footerTagline: 'GPS-verified hours for owners who pay by the hour.',
  copyright: (year: number, productName: string) =>
    `© ${year} ${productName}. All rights reserved.`,
} as const;
