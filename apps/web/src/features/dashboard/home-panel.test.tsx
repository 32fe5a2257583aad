import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildProfile } from '../../testing/factories.ts';
import { renderWithProviders } from '../../testing/render.tsx';
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
