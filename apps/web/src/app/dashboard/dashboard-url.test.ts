import { describe, expect, it } from 'vitest';
import { correctedSearch, dashboardSearch, readDashboardView } from './dashboard-url.ts';
import { dashboardTitle } from './dashboard-title.ts';
import { settingsTabsFor } from './settings-tabs.ts';

const owner = {
  role: 'OWNER',
  pending_approval: false,
  is_manager: false,
  trading_simulator: true,
} as const;
const staff = {
  role: 'STAFF',
  pending_approval: false,
  is_manager: false,
  trading_simulator: false,
} as const;
const manager = { ...staff, is_manager: true } as const;
const pendingStaff = { ...staff, pending_approval: true } as const;
const params = (search: string) => new URLSearchParams(search);

describe('the Staff panel', () => {
  it('opens for owners and managers, and falls back to the clock for other staff', () => {
    expect(readDashboardView(params('?panel=staff'), owner).panel).toBe('staff');
    expect(readDashboardView(params('?panel=staff'), manager).panel).toBe('staff');
    expect(readDashboardView(params('?panel=staff'), staff).panel).toBe('clock');
    expect(correctedSearch(params('?panel=staff'), staff)).toBe('');
    expect(readDashboardView(params('?panel=staff'), pendingStaff).panel).toBe('home');
  });
});

describe('the Business centres settings tab', () => {
  it("opens for owners and managers (a manager's centres and their codes), not for other staff", () => {
    const centres = params('?panel=settings&tab=centres');
    expect(readDashboardView(centres, owner).tab).toBe('centres');
    expect(readDashboardView(centres, manager).tab).toBe('centres');
    expect(readDashboardView(centres, staff).tab).toBe('account');
    expect(correctedSearch(centres, manager)).toBeNull();
    expect(correctedSearch(centres, staff)).toBe('?panel=settings');
  });
});

describe('the Timesheets and Reports panels', () => {
  it('open Timesheets for everyone approved, and Reports only for owners and managers', () => {
    for (const viewer of [owner, manager, staff]) {
      expect(readDashboardView(params('?panel=timesheets'), viewer).panel).toBe('timesheets');
    }
    expect(readDashboardView(params('?panel=reports'), owner).panel).toBe('reports');
    expect(readDashboardView(params('?panel=reports'), manager).panel).toBe('reports');
    expect(readDashboardView(params('?panel=reports'), staff).panel).toBe('clock');
    expect(readDashboardView(params('?panel=timesheets'), pendingStaff).panel).toBe('home');
  });

  it('keeps the week and person a timesheet link opens', () => {
    const search = '?panel=timesheets&staff=6c1c5f38-2a4c-4b47-9e1f-3f0c8d7f9a10&week=2026-11-23';
    expect(correctedSearch(params(search), manager)).toBeNull();
  });
});

describe('dashboard URL', () => {
  it.each([
    ['', 'home'],
    ['?panel=home', 'home'],
    ['?panel=simulator', 'simulator'],
    ['?panel=dashboard', 'simulator'],
    ['?panel=clock', 'clock'],
    ['?panel=profile', 'profile'],
    ['?panel=settings', 'settings'],
    ['?panel=staff', 'staff'],
    ['?panel=Settings', 'home'],
    ['?panel=admin', 'home'],
  ])('%j opens the %s panel for an owner', (search, panel) => {
    expect(readDashboardView(params(search), owner).panel).toBe(panel);
  });

  it('opens only the home panel, the next steps, for staff under review', () => {
    for (const search of ['', '?panel=clock', '?panel=profile', '?panel=simulator']) {
      expect(readDashboardView(params(search), pendingStaff).panel).toBe('home');
    }
  });

  it('lands staff on the clock and those who run the day on today', () => {
    expect(readDashboardView(params(''), staff).panel).toBe('clock');
    expect(readDashboardView(params(''), manager).panel).toBe('home');
    expect(readDashboardView(params(''), owner).panel).toBe('home');
    expect(readDashboardView(params('?panel=home'), staff).panel).toBe('clock');
  });

  it('opens the simulator for staff only when their employer allows it', () => {
    expect(readDashboardView(params('?panel=simulator'), staff).panel).toBe('clock');
    expect(readDashboardView(params('?panel=dashboard'), manager).panel).toBe('home');
    const allowed = { ...staff, trading_simulator: true };
    expect(readDashboardView(params('?panel=simulator'), allowed).panel).toBe('simulator');
  });

  it('opens the time clock on the tab the URL names', () => {
    expect(readDashboardView(params('?panel=clock&tab=review'), owner).clockTab).toBe('review');
    expect(readDashboardView(params('?panel=clock&tab=nope'), owner).clockTab).toBeNull();
    expect(readDashboardView(params('?tab=review'), owner).clockTab).toBeNull();
    expect(dashboardSearch('clock', 'review')).toBe('?panel=clock&tab=review');
  });

  it('opens the named settings tab when the role has it, else Account', () => {
    const tabOf = (search: string, viewer: typeof owner | typeof staff) =>
      readDashboardView(params(search), viewer).tab;
    expect(tabOf('?panel=settings', owner)).toBe('account');
    expect(tabOf('?panel=settings&tab=subscription', owner)).toBe('subscription');
    expect(tabOf('?panel=settings&tab=employment', owner)).toBe('account');
    expect(tabOf('?panel=settings&tab=employment', staff)).toBe('employment');
    expect(tabOf('?panel=settings&tab=subscription', staff)).toBe('account');
  });

  it('writes home as the bare path and a tab only with settings', () => {
    expect(dashboardSearch('home')).toBe('');
    expect(dashboardSearch('profile')).toBe('?panel=profile');
    expect(dashboardSearch('settings', 'security')).toBe('?panel=settings&tab=security');
    expect(dashboardSearch('profile', 'security')).toBe('?panel=profile');
  });

  it.each([
    ['', owner, null],
    ['?panel=settings&tab=security', owner, null],
    ['?token=abc&redirect=%2Fpricing', owner, null],
    ['?panel=nope&token=abc', owner, '?token=abc'],
    ['?panel=profile&tab=security', owner, '?panel=profile'],
    ['?panel=settings&tab=preferences', owner, '?panel=settings'],
    ['?panel=settings', pendingStaff, ''],
    ['?panel=home', pendingStaff, null],
    ['?panel=dashboard', owner, '?panel=simulator'],
    ['?panel=dashboard&tab=x', owner, '?panel=simulator'],
    ['?panel=clock&tab=review', owner, null],
    ['?panel=clock&tab=centres', owner, '?panel=clock'],
  ])('tidies %j for %o to %j', (search, viewer, tidied) => {
    expect(correctedSearch(params(search), viewer)).toBe(tidied);
  });
});

describe('settings tabs', () => {
  it('are Account, Business centres, Subscription and Security for an owner', () => {
    expect(settingsTabsFor('OWNER')).toEqual(['account', 'centres', 'subscription', 'security']);
  });

  it('are Account, Preferences, Employment and Security for staff', () => {
    expect(settingsTabsFor('STAFF')).toEqual(['account', 'preferences', 'employment', 'security']);
  });
});

describe('dashboard tab title', () => {
  it.each([
    ['', 'Dashboard'],
    ['?panel=home', 'Dashboard'],
    ['?panel=dashboard', 'Trading simulator'],
    ['?panel=simulator', 'Trading simulator'],
    ['?panel=clock', 'Time clock'],
    ['?panel=nope', 'Dashboard'],
    ['?panel=profile', 'Profile'],
    ['?panel=settings&tab=security', 'Settings'],
  ])('%j is %s', (search, title) => {
    expect(dashboardTitle(params(search))).toBe(title);
  });
});
