import { notifications } from '@mantine/notifications';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { act, screen } from '@testing-library/react';
import { layout, notificationDefaults, timings, t } from '@vh/contracts';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render.tsx';
import {
  autoCloseTimes,
  notifyConnected,
  notifyConnecting,
  notifyDataRefreshed,
  notifyError,
  notifyLoading,
  notifySuccess,
  settleToast,
} from './notify.ts';

describe('toasts', () => {
  it('shows one toast per cause: the same error again is the same toast', async () => {
    await renderWithProviders(<p>page</p>);

    act(() => {
      notifyError('There was an error. Please try again.');
      notifyError('There was an error. Please try again.');
      notifyError('There was an error. Please try again.');
    });

    expect(await screen.findAllByText('There was an error. Please try again.')).toHaveLength(1);
  });

  it('turns the one loading toast of a piece of work into its outcome', async () => {
    await renderWithProviders(<p>page</p>);

    act(() => {
      const first = notifyLoading('Connecting to the server', 'Please wait.');
      notifyLoading('Connecting to the server', 'Please wait.');
      settleToast(first, 'success', 'Your changes were saved.');
    });

    expect(await screen.findByText('Your changes were saved.')).toBeTruthy();
    expect(screen.queryByText('Connecting to the server')).toBeNull();
  });

  it('sits below the sticky header, never over it', async () => {
    await renderWithProviders(<p>page</p>);
    act(() => void notifyError('Something'));
    await screen.findByText('Something');

    const tallest = Math.max(layout.publicHeaderHeightPx, layout.avatarSizePx + 20);
    const roots = [...document.querySelectorAll<HTMLElement>('.mantine-Notifications-root')];
    // toasts.css moves only the top-center container, by this variable; no container gets an
    // inline `top` (one on the bottom containers would stretch them over the page).
    expect(roots.length).toBeGreaterThan(0);
    for (const root of roots) {
      expect(root.style.getPropertyValue('--vh-toasts-top')).toContain(`${tallest}px`);
      expect(root.style.top).toBe('');
    }
  });
});

// SPEC §9: toasts close after 1, 1.5, 2.5, 3 or 5 s, or the 4 s default; progress toasts stay.
const SPEC_TIMES_MS = [1000, 1500, 2500, 3000, 5000];

/** Each kind of toast the app shows, how it is shown, and how long it stays (null: until replaced). */
const kinds: { kind: string; show: () => void; text: string; ms: number | null }[] = [
  {
    kind: 'success (default)',
    show: () => notifySuccess(t('toasts.changesSaved')),
    text: t('toasts.changesSaved'),
    ms: notificationDefaults.autoCloseMs,
  },
  {
    kind: 'error (default)',
    show: () => notifyError(t('toasts.genericError')),
    text: t('toasts.genericError'),
    ms: notificationDefaults.autoCloseMs,
  },
  {
    kind: 'a save settled as done (default)',
    show: () =>
      settleToast(notifyLoading('Saving', 'Please wait.'), 'success', t('toasts.changesSaved')),
    text: t('toasts.changesSaved'),
    ms: notificationDefaults.autoCloseMs,
  },
  {
    kind: 'already have this plan',
    show: () => notifyError(t('toasts.alreadyHavePlan')),
    text: t('toasts.alreadyHavePlan'),
    ms: 2500,
  },
  {
    kind: 'staff save error',
    show: () =>
      settleToast(
        notifyLoading(t('toasts.connectingTitle'), t('toasts.connectingMessage')),
        'error',
        t('toasts.staffSaveError'),
        {
          title: t('toasts.staffSaveErrorTitle'),
        },
      ),
    text: t('toasts.staffSaveError'),
    ms: 1500,
  },
  {
    kind: 'username taken',
    show: () => notifyError(t('toasts.usernameExists')),
    text: t('toasts.usernameExists'),
    ms: 5000,
  },
  {
    kind: 'email taken',
    show: () => notifyError(t('toasts.emailExists')),
    text: t('toasts.emailExists'),
    ms: 5000,
  },
  {
    kind: 'invite code error',
    show: () => notifyError(t('toasts.inviteCodeError')),
    text: t('toasts.inviteCodeError'),
    ms: 1500,
  },
  {
    kind: 'connected again',
    show: () => {
      notifyConnecting();
      notifyConnected();
    },
    text: t('toasts.connected'),
    ms: 3000,
  },
  {
    kind: 'data refreshed',
    show: () => notifyDataRefreshed(),
    text: t('toasts.dataRefreshed'),
    ms: 1000,
  },
  {
    kind: 'first of two email-change links confirmed',
    show: () => notifySuccess(t('toasts.emailChange.firstLinkConfirmed')),
    text: t('toasts.emailChange.firstLinkConfirmed'),
    ms: 5000,
  },
  {
    kind: 'connecting (progress)',
    show: () => notifyConnecting(),
    text: t('toasts.connectingMessage'),
    ms: null,
  },
  {
    kind: 'a save in progress',
    show: () => notifyLoading(t('toasts.signingUpTitle'), t('toasts.signingUpMessage')),
    text: t('toasts.signingUpMessage'),
    ms: null,
  },
];

describe('how long each toast stays (SPEC §9)', () => {
  it.each(kinds)('$kind: $ms ms', async ({ show, text, ms }) => {
    await renderWithProviders(<p>page</p>);
    vi.useFakeTimers();
    act(show);
    expect(screen.getByText(text)).toBeTruthy();

    const longest = Math.max(...SPEC_TIMES_MS, notificationDefaults.autoCloseMs);
    await act(() => vi.advanceTimersByTimeAsync((ms ?? longest * 10) - 50));
    expect(screen.getByText(text)).toBeTruthy();
    if (ms === null) return;

    // Closing starts at `ms`; the toast leaves the page after Mantine's 250 ms exit transition.
    await act(() => vi.advanceTimersByTimeAsync(50 + 260));
    expect(screen.queryByText(text)).toBeNull();
  });

  it('uses only the times the spec lists, from the one constants module', () => {
    for (const ms of Object.values(autoCloseTimes())) expect(SPEC_TIMES_MS).toContain(ms);
    expect(autoCloseTimes()[t('toasts.alreadyHavePlan')]).toBe(timings.alreadyHavePlanAutoCloseMs);
    expect(notificationDefaults.autoCloseMs).toBe(4000);
  });

  it('leaves no duration written into a screen: every autoClose names a constant', () => {
    const src = path.join(import.meta.dirname, '..');
    const literal = /autoClose\s*[:=]\s*\{?\s*\d/;
    const offending = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .filter((file) => literal.test(readFileSync(path.join(src, file), 'utf8')));
    expect(offending).toEqual([]);
    expect(literal.test('notifySuccess(text, { autoClose: 10_000 })')).toBe(true);
  });
});

describe('the toast container (SPEC §9)', () => {
  it('sits top-center, 440 px wide, and shows at most 5 toasts at once', async () => {
    await renderWithProviders(<p>page</p>);
    act(() => {
      for (let n = 1; n <= 7; n += 1) notifyError(`Problem ${n}`);
    });
    await screen.findByText('Problem 1');

    const root = document.querySelector<HTMLElement>(
      '.mantine-Notifications-root[data-position="top-center"]',
    );
    expect(root).not.toBeNull();
    expect(root?.style.getPropertyValue('--notifications-container-width')).toContain(
      `${notificationDefaults.widthPx / 16}rem`,
    );
    expect(notificationDefaults).toMatchObject({ widthPx: 440, position: 'top-center', limit: 5 });
    expect(screen.getAllByText(/^Problem \d$/)).toHaveLength(5);
    expect(screen.queryByText('Problem 6')).toBeNull();

    // The sixth shows when one of the five goes.
    act(() => {
      notifications.hide('toast:Problem 1');
    });
    expect(await screen.findByText('Problem 6')).toBeTruthy();
  });
});
