import { act, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RecordedRequest } from '../../testing/fetch-stub.ts';
import { errorResponse, jsonResponse } from '../../testing/factories.ts';
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

const today = {
  in_now: [],
  on_break: [],
  counts: { review: 2, corrections: 0, approvals: 1 },
  hours: {
    this_week: { start: '2026-11-23', end: '2026-11-29', worked_seconds: 0 },
    last_week: { start: '2026-11-16', end: '2026-11-22', worked_seconds: 0 },
  },
  server_time: '2026-11-27T14:00:00.000Z',
};
const answerToday = (request: RecordedRequest) =>
  request.url.startsWith('/api/today') ? jsonResponse(200, today) : errorResponse(500, 'INTERNAL');
const menuLinks = () =>
  within(banner().getByRole('navigation', { name: 'Dashboard' })).getAllByRole('link');

describe('dashboard shell panels', () => {
  it('opens an owner on today; the menu switches panels and keeps the panel in the URL', async () => {
    const { user, location } = await renderDashboard(routes);

    expect(heading().textContent).toBe('Welcome, Ada');
    expect(main().getByRole('heading', { level: 2, name: /^Today/ })).toBeTruthy();
    expect(menuLinks().map(hrefOf)).toEqual([
      '/dashboard',
      '/dashboard?panel=clock',
      '/dashboard?panel=timesheets',
      // Owners manage their staff.
      '/dashboard?panel=staff',
      '/dashboard?panel=reports',
      '/dashboard?panel=pay',
      '/dashboard?panel=profile',
      '/dashboard?panel=settings',
      // The simulated bot comes last, named for what it is.
      '/dashboard?panel=simulator',
    ]);
    expect(menuLinks().at(-1)?.textContent).toBe('Trading simulator');

    await user.click(banner().getByRole('link', { name: 'Profile' }));

    expect(location()).toBe('/dashboard?panel=profile');
    expect(heading().textContent).toBe('Profile');
    expect(document.title).toBe('Profile · VerifiedHours');
  });

  it('lands staff on the clock, with no Today, Staff, Reports or simulator in the menu', async () => {
    await renderDashboard(
      routes,
      '/dashboard',
      settledOwner({ role: 'STAFF', trading_simulator: false }),
    );

    expect(heading().textContent).toBe('Time clock');
    expect(menuLinks().map(hrefOf)).toEqual([
      '/dashboard?panel=clock',
      '/dashboard?panel=timesheets',
      '/dashboard?panel=profile',
      '/dashboard?panel=settings',
    ]);
  });

  it('puts what waits on the menu as badges: flagged punches on the clock, people on Staff', async () => {
    await renderDashboard(routes, '/dashboard', settledOwner(), answerToday);

    await waitFor(() =>
      expect(banner().getByRole('link', { name: 'Time clock 2 waiting' })).toBeTruthy(),
    );
    expect(banner().getByRole('link', { name: 'Staff 1 waiting' })).toBeTruthy();
    // Nothing waits on the timesheets: no badge.
    expect(banner().getByRole('link', { name: 'Timesheets' })).toBeTruthy();
  });

  it("links Review on today to the clock's Review tab", async () => {
    const { user, location } = await renderDashboard(
      routes,
      '/dashboard',
      settledOwner(),
      answerToday,
    );

    const review = await main().findAllByRole('link', { name: /^Review/ });
    await user.click(review[0]!);

    expect(location()).toBe('/dashboard?panel=clock&tab=review');
    expect(main().getByRole('tab', { selected: true }).textContent).toMatch(/review/i);
  });

  it('goes back to the previous panel with the browser history', async () => {
    const { user, router, location } = await renderDashboard(routes);

    await user.click(banner().getByRole('link', { name: 'Trading simulator' }));
    expect(heading().textContent).toBe('Trading simulator');

    await act(() => router.navigate(-1));

    expect(location()).toBe('/dashboard');
    expect(heading().textContent).toBe('Welcome, Ada');
  });

  it('shows the paper-trading bot on the simulator panel, its log under Recent activity', async () => {
    await renderDashboard(routes, '/dashboard?panel=simulator');

    expect(heading().textContent).toBe('Trading simulator');
    expect(document.title).toBe('Trading simulator · VerifiedHours');
    const activity = main().getByRole('region', { name: 'Recent activity' });
    expect(within(activity).getByRole('log', { name: 'Bot log, newest last' })).toBeTruthy();
  });

  it("opens the simulator from SPEC's ?panel=dashboard, and tidies the URL to its name", async () => {
    const { location } = await renderDashboard(routes, '/dashboard?panel=dashboard');

    await waitFor(() => expect(location()).toBe('/dashboard?panel=simulator'));
    expect(heading().textContent).toBe('Trading simulator');
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
    await user.click(banner().getByRole('link', { name: 'Settings' }));

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

    await user.click(banner().getByRole('link', { name: 'Settings' }));
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
