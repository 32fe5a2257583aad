import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { t } from '@vh/contracts';
import {
  banner,
  hrefOf,
  main,
  renderDashboard,
  settledOwner,
} from '../../testing/dashboard-kit.tsx';
import { routes } from '../router.tsx';

// An owner's links: the day first, the simulated bot (SPEC §2's Dashboard) last.
const linkNames = [
  'Today',
  'Time clock',
  'Timesheets',
  'Staff',
  'Reports',
  'Pay',
  'Profile',
  'Settings',
  'Trading simulator',
];

describe('signed-in header', () => {
  it('links the logo to /dashboard and shows the in-app links with the current panel marked', async () => {
    await renderDashboard(routes, '/dashboard?panel=profile');

    expect(hrefOf(banner().getByRole('link', { name: 'VerifiedHours' }))).toBe('/dashboard');
    const nav = within(screen.getByRole('navigation', { name: 'Dashboard' }));
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(linkNames);
    expect(nav.getByRole('link', { name: 'Profile' }).getAttribute('aria-current')).toBe('page');
    expect(nav.getByRole('link', { name: 'Today' }).getAttribute('aria-current')).toBeNull();
    expect(hrefOf(nav.getByRole('link', { name: 'Today' }))).toBe('/dashboard');
  });

  it('switches panels from its links', async () => {
    const { user, location } = await renderDashboard(routes);
    const nav = within(screen.getByRole('navigation', { name: 'Dashboard' }));

    await user.click(nav.getByRole('link', { name: 'Trading simulator' }));

    expect(location()).toBe('/dashboard?panel=simulator');
    expect(nav.getByRole('link', { name: 'Trading simulator' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(main().getByRole('region', { name: 'Recent activity' })).toBeTruthy();
  });

  it('opens a drawer with the same links and Logout from the burger, closed by a link', async () => {
    const { user, location } = await renderDashboard(routes);
    const burger = banner().getByRole('button', { name: 'Navigation menu' });

    await user.click(burger);

    const drawer = within(await screen.findByRole('dialog', { name: 'Menu' }));
    const links = drawer.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([...linkNames, 'Logout']);
    expect(hrefOf(drawer.getByRole('link', { name: 'Logout' }))).toBe('/logout');
    expect(drawer.getByRole('link', { name: 'Today' }).getAttribute('aria-current')).toBe('page');

    await user.click(drawer.getByRole('link', { name: 'Settings' }));

    expect(location()).toBe('/dashboard?panel=settings');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    expect(burger.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('avatar menu', () => {
  it('shows the initials and offers Settings and Logout', async () => {
    const { user } = await renderDashboard(routes);
    const trigger = banner().getByRole('button', { name: /Account menu$/ });
    expect(trigger.textContent).toBe('AL');

    await user.click(trigger);

    const menu = within(await screen.findByRole('menu'));
    const items = menu.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Settings', 'Logout']);
    expect(items.map(hrefOf)).toEqual(['/dashboard?panel=settings&tab=account', '/logout']);
  });

  it('opens the account settings from Settings', async () => {
    const { user, location } = await renderDashboard(routes, '/dashboard?panel=profile');

    await user.click(banner().getByRole('button', { name: /Account menu$/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Settings' }));

    expect(location()).toBe('/dashboard?panel=settings&tab=account');
    expect(main().getByRole('tab', { selected: true }).textContent).toBe('Account');
  });

  it('signs out through /logout', async () => {
    const { user, location } = await renderDashboard(routes);

    await user.click(banner().getByRole('button', { name: /Account menu$/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    await waitFor(() => expect(location()).not.toMatch(/^\/dashboard/));
    // Signed out for good before the next test signs in (/logout first asks the phone whether
    // punches still wait).
    expect(await screen.findByRole('heading', { name: t('toasts.signedOut') })).toBeTruthy();
  });

  it('shows the first letter of the username when there is no first name', async () => {
    await renderDashboard(routes, '/dashboard', settledOwner({ first_name: '', username: 'zed' }));

    expect(banner().getByRole('button', { name: /Account menu$/ }).textContent).toBe('Z');
  });
});
