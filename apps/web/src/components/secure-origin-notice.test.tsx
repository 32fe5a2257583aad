import { t } from '@vh/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render.tsx';
import { RequireSecureOrigin } from './secure-origin-notice.tsx';

const setSecure = (value: boolean) =>
  Object.defineProperty(window, 'isSecureContext', { configurable: true, value });

describe('RequireSecureOrigin', () => {
  afterEach(() => setSecure(true));

  it('shows the screen on a secure origin', async () => {
    setSecure(true);
    await renderWithProviders(
      <RequireSecureOrigin feature="Clocking in">
        <p>clock-in screen</p>
      </RequireSecureOrigin>,
    );
    expect(screen.getByText('clock-in screen')).toBeTruthy();
  });

  it('says plainly what needs https over plain http, instead of the screen', async () => {
    setSecure(false);
    await renderWithProviders(
      <RequireSecureOrigin feature="Clocking in">
        <p>clock-in screen</p>
      </RequireSecureOrigin>,
    );
    expect(screen.queryByText('clock-in screen')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain(t('toasts.secureOrigin.title'));
    expect(
      screen.getByText(t('toasts.secureOrigin.message', { what: 'Clocking in' })),
    ).toBeTruthy();
  });
});
