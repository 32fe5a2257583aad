import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildCentre, buildProfile, errorResponse, jsonResponse } from '../../testing/factories.ts';
import { renderSignedIn, uid } from '../../testing/profile-kit.tsx';
import { SettingsPanel } from './settings-panel.tsx';
import { settingsTabsFor } from './settings-tabs.ts';

// Every tab's content mounts at once (hidden ones stay mounted), which is slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const staff = buildProfile({ uid, role: 'STAFF' });
const manager = { ...staff, is_manager: true };
const harbour = buildCentre({
  name: 'Harbour Kiosk',
  invite: { code: 'K7QX2M', expires_at: null, created_at: '2026-11-24T12:00:00.000Z' },
});

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('settings tabs', () => {
  it('give an approved manager the Business centres tab, and plain or waiting staff none', () => {
    expect(settingsTabsFor(manager)).toEqual([
      'account',
      'centres',
      'preferences',
      'employment',
      'security',
    ]);
    expect(settingsTabsFor(staff)).not.toContain('centres');
    expect(settingsTabsFor({ ...manager, pending_approval: true })).not.toContain('centres');
    expect(settingsTabsFor(buildProfile({ role: 'OWNER' }))).toContain('centres');
  });
});

describe('settings panel for a manager', () => {
  it('shows the invite codes of the centres they manage, without the owner’s controls', async () => {
    await renderSignedIn(
      <SettingsPanel profile={manager} tab="centres" onTabChange={vi.fn()} />,
      (request) =>
        request.method === 'GET' && request.url === '/api/businesses/'
          ? jsonResponse(200, { centres: [harbour] })
          : errorResponse(500, 'INTERNAL'),
    );

    expect(tabNames()).toContain('Business centres');
    const card = within(await screen.findByRole('region', { name: 'Harbour Kiosk' }));
    expect(card.getByText('K7QX2M')).toBeTruthy();
    expect(card.getByRole('button', { name: 'Share' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add .*business centre/ })).toBeNull();
  });

  it('has no Business centres tab for plain staff', async () => {
    await renderSignedIn(<SettingsPanel profile={staff} tab="account" onTabChange={vi.fn()} />);
    expect(tabNames()).not.toContain('Business centres');
  });
});
