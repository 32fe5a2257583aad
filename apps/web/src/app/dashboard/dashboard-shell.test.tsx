import { act, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  banner,
  hrefOf,
  main,
  renderDashboard,
  settledOwner,
  uid,
} from '../../testing/dashboard-kit.tsx';
import { routes } from '../router.tsx';

const heading = () => main().getByRole('heading', { level: 1 });
const tabNames = () =>
  main()
    .getAllByRole('tab')
    .map((tab) => tab.textContent);

describe('dashboard shell panels', () => {
  it('opens on the home panel, whose tiles switch panels and keep the panel in the URL', async () => {
    const { user, location } = await renderDashboard(routes);

    expect(heading().textContent).toBe('Welcome, Ada');
    const tiles = within(main().getByRole('navigation', { name: 'Where to go' }));
    expect(tiles.getAllByRole('link').map(hrefOf)).toEqual([
      '/dashboard',
      '/dashboard?panel=dashboard',
      '/dashboard?panel=clock',
      '/dashboard?panel=timesheets',
      '/dashboard?panel=reports',
      '/dashboard?panel=profile',
      '/dashboard?panel=settings',
      // Owners manage their staff.
      '/dashboard?panel=staff',
    ]);

    await user.click(tiles.getByRole('link', { name: /^Profile/ }));

    expect(location()).toBe('/dashboard?panel=profile');
    expect(heading().textContent).toBe('Profile');
    expect(main().getByRole('button', { name: /edit profile/i })).toBeTruthy();
    expect(document.title).toBe('Profile · VerifiedHours');
  });

  it('goes back to the previous panel with the browser history', async () => {
    const { user, router, location } = await renderDashboard(routes);

    await user.click(main().getByRole('link', { name: /^Dashboard/ }));
    expect(heading().textContent).toBe('Dashboard');

    await act(() => router.navigate(-1));

    expect(location()).toBe('/dashboard');
    expect(heading().textContent).toBe('Welcome, Ada');
  });

  it('shows the paper-trading bot on the dashboard panel, its log under Recent activity', async () => {
    await renderDashboard(routes, '/dashboard?panel=dashboard');

    expect(heading().textContent).toBe('Dashboard');
    const bot = within(main().getByRole('region', { name: 'Paper-trading bot' }));
    expect(bot.getByText('Simulated — no real money')).toBeTruthy();
    const activity = main().getByRole('region', { name: 'Recent activity' });
    expect(within(activity).getByRole('log', { name: 'Bot log, newest last' })).toBeTruthy();
  });

  it.each([
    ['/dashboard?panel=nowhere', '/dashboard'],
    ['/dashboard?panel=', '/dashboard'],
    ['/dashboard?panel=home&tab=security', '/dashboard?panel=home'],
  ])('shows the home panel for %s and tidies the URL to %s', async (route, tidied) => {
    const { location } = await renderDashboard(routes, route);

    await waitFor(() => expect(location()).toBe(tidied));
    expect(heading().textContent).toBe('Welcome, Ada');
  });

  it('keeps the email link parameters while tidying the URL', async () => {
    const { location } = await renderDashboard(
      routes,
      '/dashboard?panel=nowhere&redirect=%2Fpricing',
    );

    await waitFor(() => expect(location()).toBe('/dashboard?redirect=%2Fpricing'));
  });

  it('behaves the same on /user/{uid}, whose links keep that path', async () => {
    const { user, location } = await renderDashboard(routes, `/user/${uid}`);

    expect(heading().textContent).toBe('Welcome, Ada');
    await user.click(main().getByRole('link', { name: /^Settings/ }));

    expect(location()).toBe(`/user/${uid}?panel=settings`);
    expect(heading().textContent).toBe('Settings');
  });
});

describe('settings panel', () => {
  it('gives an owner the Account, Business centres, Subscription and Security tabs, Account first', async () => {
    await renderDashboard(routes, '/dashboard?panel=settings');

    expect(tabNames()).toEqual(['Account', 'Business centres', 'Subscription', 'Security']);
    expect(main().getByRole('tab', { name: 'Account' }).getAttribute('aria-selected')).toBe('true');
    expect(document.title).toBe('Settings · VerifiedHours');
  });

  it('gives staff the Account, Preferences, Employment and Security tabs', async () => {
    await renderDashboard(routes, '/dashboard?panel=settings', settledOwner({ role: 'STAFF' }));

    expect(tabNames()).toEqual(['Account', 'Preferences', 'Employment', 'Security']);
  });

  it('keeps the chosen tab in the URL and shows its content', async () => {
    const { user, location } = await renderDashboard(
      routes,
      '/dashboard?panel=settings&tab=account',
    );
    const tablist = main().getByRole('tablist', { name: 'Settings' });

    await user.click(within(tablist).getByRole('tab', { name: 'Security' }));

    expect(location()).toBe('/dashboard?panel=settings&tab=security');
    const selected = main().getByRole('tab', { selected: true });
    expect(selected.textContent).toBe('Security');
    expect(main().getByRole('tabpanel').textContent).toMatch(/password/i);
  });

  it('opens the tab the URL names', async () => {
    await renderDashboard(routes, '/dashboard?panel=settings&tab=subscription');

    expect(main().getByRole('tab', { selected: true }).textContent).toBe('Subscription');
  });

  it('opens Account instead of a tab the role does not have, and drops it from the URL', async () => {
    const { location } = await renderDashboard(
      routes,
      '/dashboard?panel=settings&tab=subscription',
      settledOwner({ role: 'STAFF' }),
    );

    await waitFor(() => expect(location()).toBe('/dashboard?panel=settings'));
    expect(main().getByRole('tab', { selected: true }).textContent).toBe('Account');
  });

  it('lays the tabs out in a row above the content under 800 px', async () => {
    await renderDashboard(routes, '/dashboard?panel=settings');

    // The test browser matches no media query: a narrow screen.
    expect(main().getByRole('tablist').getAttribute('aria-orientation')).toBe('horizontal');
  });

  it('stands the tabs in a column beside the content from 800 px', async () => {
    const narrow = window.matchMedia.bind(window);
    vi.stubGlobal('matchMedia', (query: string) => ({
      ...narrow(query),
      matches: query === '(min-width: 800px)',
    }));
    await renderDashboard(routes, '/dashboard?panel=settings');

    expect(main().getByRole('tablist').getAttribute('aria-orientation')).toBe('vertical');
  });
});

describe('profile refresh', () => {
  it('loads the profile once on arrival and again each time the panel changes, never on a tab change', async () => {
    const { user, profileLoads } = await renderDashboard(routes);
    expect(profileLoads()).toBe(1);

    await user.click(main().getByRole('link', { name: /^Settings/ }));
    await waitFor(() => expect(profileLoads()).toBe(2));

    await user.click(main().getByRole('tab', { name: 'Security' }));
    await act(async () => {});
    expect(profileLoads()).toBe(2);

    await user.click(banner().getByRole('link', { name: 'Profile' }));
    await waitFor(() => expect(profileLoads()).toBe(3));

    // The page stays on screen while the profile reloads.
    expect(heading().textContent).toBe('Profile');
  });
});
