import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildProfile } from '../../testing/factories.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { HomePanel } from './components/home-panel.tsx';
import { isPendingStaff, needsBusinessSetup, panelsFor } from '../../lib/panels.ts';

const business = { business_id: '0b6c1f0e-8a5d-4c1b-9d0e-2f3a4b5c6d7e', name: 'Corner Café' };
const linkTo = (panel: string) => `/somewhere/${panel}`;

describe('home panel', () => {
  it('welcomes by first name and offers a tile per panel, each saying what is there', async () => {
    await renderWithProviders(<HomePanel profile={buildProfile()} linkTo={linkTo} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeTruthy();
    const tiles = within(screen.getByRole('navigation')).getAllByRole('link');
    expect(tiles.map((tile) => tile.getAttribute('href'))).toEqual([
      '/somewhere/home',
      '/somewhere/dashboard',
      '/somewhere/clock',
      '/somewhere/timesheets',
      '/somewhere/reports',
      '/somewhere/profile',
      '/somewhere/settings',
      '/somewhere/staff',
    ]);
    expect(tiles[5]?.textContent).toMatch(/^Profile.+/);
    expect(tiles[0]?.getAttribute('aria-current')).toBe('page');
  });

  it('invites an owner without a business to set one up', async () => {
    await renderWithProviders(<HomePanel profile={buildProfile()} linkTo={linkTo} />);

    expect(screen.getByRole('alert', { name: 'Set up your first business profile' })).toBeTruthy();
  });

  it('leaves the invitation out once the owner has a business, and for staff', async () => {
    const { unmount } = await renderWithProviders(
      <HomePanel profile={buildProfile({ business_info: [business] })} linkTo={linkTo} />,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    unmount();

    await renderWithProviders(
      <HomePanel profile={buildProfile({ role: 'STAFF' })} linkTo={linkTo} />,
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('dashboard panels by person', () => {
  it('gives staff under review the dashboard panel only', () => {
    const pending = buildProfile({ role: 'STAFF', pending_approval: true });
    expect(isPendingStaff(pending)).toBe(true);
    expect(panelsFor(pending)).toEqual(['dashboard']);
  });

  it('gives owners and managers every panel, the menu first', () => {
    for (const profile of [
      buildProfile(),
      buildProfile({ role: 'STAFF', is_manager: true }),
      // The flag means nothing for an owner.
      buildProfile({ pending_approval: true }),
    ]) {
      expect(panelsFor(profile)).toEqual([
        'home',
        'dashboard',
        'clock',
        'timesheets',
        'reports',
        'profile',
        'settings',
        'staff',
      ]);
    }
  });

  it('gives other staff every panel but Staff and Reports', () => {
    expect(panelsFor(buildProfile({ role: 'STAFF' }))).toEqual([
      'home',
      'dashboard',
      'clock',
      'timesheets',
      'profile',
      'settings',
    ]);
  });

  it('asks only an owner with no business to set one up', () => {
    expect(needsBusinessSetup(buildProfile())).toBe(true);
    expect(needsBusinessSetup(buildProfile({ business_info: [business] }))).toBe(false);
    expect(needsBusinessSetup(buildProfile({ role: 'STAFF' }))).toBe(false);
  });
});
