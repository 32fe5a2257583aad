import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IconClock, IconHome, IconUsers } from '@tabler/icons-react';
import { buildProfile } from '../../testing/factories.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { describe, expect, it } from 'vitest';
import { AppLayout } from './app-layout.tsx';
import type { TAppLink } from './app-nav.tsx';

// A link's badge says what waits behind it, in the header and in the menu drawer alike; the
// integrator decides the words, the shell only shows them.

const links: TAppLink[] = [
  { key: 'home', label: 'Home', icon: IconHome, to: '/dashboard', current: true },
  {
    key: 'clock',
    label: 'Time clock',
    icon: IconClock,
    to: '/dashboard?panel=clock',
    current: false,
    badge: undefined,
  },
  {
    key: 'staff',
    label: 'Staff',
    icon: IconUsers,
    to: '/dashboard?panel=staff',
    current: false,
    badge: '3 waiting',
  },
];

describe('signed-in header badges', () => {
  it('names a link with its badge inline and in the drawer, and shows none where nothing waits', async () => {
    await renderWithProviders(
      <AppLayout profile={buildProfile()} links={links} settingsTo={null}>
        <p>panel</p>
      </AppLayout>,
    );
    const user = userEvent.setup();

    const nav = within(screen.getByRole('navigation', { name: 'Dashboard' }));
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home',
      'Time clock',
      'Staff 3 waiting',
    ]);
    expect(nav.getByRole('link', { name: 'Staff 3 waiting' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Navigation menu' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Menu' }));
    expect(drawer.getByRole('link', { name: 'Staff 3 waiting' })).toBeTruthy();
    expect(drawer.getByRole('link', { name: 'Time clock' })).toBeTruthy();
  });
});
