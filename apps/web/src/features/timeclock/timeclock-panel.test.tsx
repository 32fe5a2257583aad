import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildProfile, errorResponse } from '../../testing/factories.ts';
import { renderSignedInAt } from '../../testing/timesheets-kit.ts';
import { TimeclockPanel, type TimeclockTab } from './components/timeclock-panel.tsx';

vi.setConfig({ testTimeout: 20_000 });

const owner = buildProfile({ role: 'OWNER' });
const manager = buildProfile({ role: 'STAFF', is_manager: true });
const staff = buildProfile({ role: 'STAFF' });
// What is on the tabs does not matter here: every call fails and each tab says so.
const nothing = () => errorResponse(404, 'NOT_FOUND');

const selected = () => screen.getByRole('tab', { selected: true }).textContent;

describe('the time clock panel: its tabs', () => {
  it('shows the tab it is given, and hands a click back instead of switching itself', async () => {
    const onTabChange = vi.fn<(tab: TimeclockTab) => void>();
    const { user } = await renderSignedInAt(
      <TimeclockPanel profile={owner} tab="review" onTabChange={onTabChange} />,
      '/dashboard?panel=clock&tab=review',
      nothing,
    );

    expect(selected()).toBe('Review');
    await user.click(screen.getByRole('tab', { name: 'Audit log' }));
    expect(onTabChange).toHaveBeenCalledWith('audit');
    expect(selected()).toBe('Review');
  });

  it('shows the first tab when given one this person may not open', async () => {
    await renderSignedInAt(<TimeclockPanel profile={manager} tab="audit" />, '/dashboard', nothing);

    expect(selected()).toBe('Clock');
    expect(screen.queryByRole('tab', { name: 'Audit log' })).toBeNull();
  });

  it('keeps its own tab when none is given', async () => {
    const { user } = await renderSignedInAt(
      <TimeclockPanel profile={owner} />,
      '/dashboard',
      nothing,
    );

    expect(selected()).toBe("Who's in");
    await user.click(screen.getByRole('tab', { name: 'Review' }));
    await waitFor(() => expect(selected()).toBe('Review'));
  });

  it('has no tabs for staff: the clock is all there is', async () => {
    await renderSignedInAt(<TimeclockPanel profile={staff} tab="review" />, '/dashboard', nothing);

    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByRole('heading', { name: 'My shifts' })).toBeTruthy();
  });
});
