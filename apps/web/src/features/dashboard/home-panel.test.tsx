import { screen, waitFor } from '@testing-library/react';
import type { TPayPeriodSummary } from '@vh/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildProfile, errorResponse, jsonResponse } from '../../testing/factories.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { renderSignedInAt } from '../../testing/timesheets-kit.ts';
import { HomePanel } from './components/home-panel.tsx';
import {
  defaultPanelFor,
  isPendingStaff,
  needsBusinessSetup,
  panelsFor,
} from '../../lib/panels.ts';

const business = { business_id: '0b6c1f0e-8a5d-4c1b-9d0e-2f3a4b5c6d7e', name: 'Corner Café' };
const setUp = { to: '/somewhere/centres', hasCentres: false };

describe('home panel', () => {
  it('welcomes by first name, then shows what the shell gives it', async () => {
    await renderWithProviders(
      <HomePanel profile={buildProfile()}>
        <p>The day so far</p>
      </HomePanel>,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeTruthy();
    expect(screen.getByText('The day so far')).toBeTruthy();
    // The tile grid is gone: the menu has the links.
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('invites an owner without a business to set one up, the button leading there', async () => {
    await renderWithProviders(<HomePanel profile={buildProfile()} businessSetup={setUp} />);

    const note = screen.getByRole('alert', { name: 'Add your first business centre' });
    expect(note.querySelector('a')?.getAttribute('href')).toBe('/somewhere/centres');
  });

  it('leaves the invitation out once the owner has a business, and for staff', async () => {
    const { unmount } = await renderWithProviders(
      <HomePanel profile={buildProfile({ business_info: [business] })} businessSetup={setUp} />,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    unmount();

    await renderWithProviders(
      <HomePanel profile={buildProfile()} businessSetup={{ ...setUp, hasCentres: true }} />,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    unmount();

    await renderWithProviders(<HomePanel profile={buildProfile({ role: 'STAFF' })} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe("the owner's home, when punches kept offline reached a closed pay period", () => {
  afterEach(() => vi.unstubAllGlobals());
  const closed: TPayPeriodSummary = {
    start: '2026-11-02',
    end: '2026-11-15',
    state: 'closed',
    changed_since_closed: true,
    late_punch_count: 2,
    closed_at: '2026-11-16T15:00:00.000Z',
    blockers: [],
  };
  const owner = buildProfile({ business_info: [business] });
  const periods = (answer: Response) => (request: { url: string }) =>
    request.url === '/api/pay/periods/' ? answer : errorResponse(404, 'NOT_FOUND');

  it('shows a yellow notice that leads to the period', async () => {
    await renderSignedInAt(
      <HomePanel profile={owner} />,
      '/dashboard',
      periods(
        jsonResponse(200, {
          periods: [
            {
              ...closed,
              start: '2026-11-16',
              end: '2026-11-29',
              state: 'open',
              late_punch_count: 0,
              changed_since_closed: false,
              closed_at: null,
            },
            closed,
          ],
          can_close: true,
        }),
      ),
    );
    const link = await screen.findByRole('link', { name: 'Open the pay period' });
    expect(link.getAttribute('href')).toBe('/dashboard?panel=pay&period=2026-11-02');
    const notices = screen.getAllByTestId('late-punches');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.textContent).toContain(
      '2 punches recorded offline arrived after the pay period November 2, 2026 to November 15, 2026 was closed.',
    );
  });

  it('shows nothing when no period has late punches, or the list is refused', async () => {
    for (const answer of [
      jsonResponse(200, { periods: [{ ...closed, late_punch_count: 0 }], can_close: true }),
      errorResponse(402, 'PAYMENT_REQUIRED', 'Pay periods come with a paid plan.'),
      errorResponse(
        403,
        'FORBIDDEN',
        'Only the business owner or a manager can see the pay periods',
      ),
    ]) {
      const { requests, unmount } = await renderSignedInAt(
        <HomePanel profile={owner} />,
        '/dashboard',
        periods(answer),
      );
      await waitFor(() =>
        expect(requests.some((request) => request.url === '/api/pay/periods/')).toBe(true),
      );
      await screen.findByRole('heading', { name: 'Welcome, Ada' });
      expect(screen.queryByTestId('late-punches')).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
      unmount();
      vi.unstubAllGlobals();
    }
  });

  it('never asks for the periods for a manager or someone awaiting approval', async () => {
    for (const profile of [
      buildProfile({ role: 'STAFF', is_manager: true, business_info: [business] }),
      buildProfile({ role: 'STAFF', pending_approval: true, business_info: [business] }),
    ]) {
      const { requests, unmount } = await renderSignedInAt(
        <HomePanel profile={profile} />,
        '/dashboard',
        periods(jsonResponse(200, { periods: [closed], can_close: true })),
      );
      await screen.findByRole('heading', { name: 'Welcome, Ada' });
      expect(requests.some((request) => request.url === '/api/pay/periods/')).toBe(false);
      expect(screen.queryByTestId('late-punches')).toBeNull();
      unmount();
      vi.unstubAllGlobals();
    }
  });
});

describe('dashboard panels by person', () => {
  it('gives staff under review the home panel only: what happens next', () => {
    const pending = buildProfile({
      role: 'STAFF',
      pending_approval: true,
      trading_simulator: true,
    });
    expect(isPendingStaff(pending)).toBe(true);
    expect(panelsFor(pending)).toEqual(['home']);
  });

  it('gives owners and managers every panel, today first and the simulator last', () => {
    for (const profile of [
      buildProfile({ trading_simulator: true }),
      buildProfile({ role: 'STAFF', is_manager: true, trading_simulator: true }),
      // The flag means nothing for an owner.
      buildProfile({ pending_approval: true, trading_simulator: true }),
    ]) {
      expect(panelsFor(profile)).toEqual([
        'home',
        'clock',
        'timesheets',
        'staff',
        'reports',
        'pay',
        'profile',
        'settings',
        'simulator',
      ]);
      expect(defaultPanelFor(profile)).toBe('home');
    }
  });

  it('gives other staff the clock first, no Home, Staff, Reports or Pay', () => {
    const staff = buildProfile({ role: 'STAFF', trading_simulator: false });
    expect(panelsFor(staff)).toEqual(['clock', 'timesheets', 'profile', 'settings']);
    expect(defaultPanelFor(staff)).toBe('clock');
  });

  it('gives the simulator only to whom the server allows it', () => {
    const manager = buildProfile({ role: 'STAFF', is_manager: true, trading_simulator: false });
    expect(panelsFor(manager)).not.toContain('simulator');
    const staff = buildProfile({ role: 'STAFF', trading_simulator: true });
    expect(panelsFor(staff).at(-1)).toBe('simulator');
  });

  it('asks only an owner with no business to set one up', () => {
    expect(needsBusinessSetup(buildProfile())).toBe(true);
    expect(needsBusinessSetup(buildProfile({ business_info: [business] }))).toBe(false);
    expect(needsBusinessSetup(buildProfile({ role: 'STAFF' }))).toBe(false);
  });
});
