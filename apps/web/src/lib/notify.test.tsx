import { act, screen } from '@testing-library/react';
import { layout } from '@vh/contracts';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render.tsx';
import { notifyError, notifyLoading, settleToast } from './notify.ts';

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
