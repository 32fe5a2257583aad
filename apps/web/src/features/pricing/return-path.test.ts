import { afterEach, describe, expect, it } from 'vitest';
import {
  checkoutReturn,
  forgetCheckoutReturn,
  pricingReturningTo,
  rememberCheckoutReturn,
  safeReturnPath,
} from './return-path.ts';

afterEach(() => sessionStorage.clear());

describe('the path a checkout comes back to', () => {
  it.each(['/dashboard?panel=reports', '/dashboard?panel=reports&from=2026-11-01', '/dashboard'])(
    'follows the app path %s',
    (path) => {
      expect(safeReturnPath(path)).toBe(path);
    },
  );

  it.each([
    ['missing', null],
    ['empty', ''],
    ['relative', 'dashboard'],
    ['protocol-relative', '//evil.example/dashboard'],
    ['backslash host', '/\\evil.example'],
    ['absolute', 'https://evil.example/dashboard'],
    ['javascript', 'javascript:alert(1)'],
    ['the success page itself', '/success?sub_id=vh_1'],
    ['sign-in', '/login'],
  ])('refuses a %s path', (_, path) => {
    expect(safeReturnPath(path)).toBeNull();
  });

  it('links to /pricing with the path, or without one that is not safe', () => {
    expect(pricingReturningTo('/dashboard?panel=reports')).toBe(
      '/pricing?return=%2Fdashboard%3Fpanel%3Dreports',
    );
    expect(pricingReturningTo('//evil.example')).toBe('/pricing');
    expect(pricingReturningTo(null)).toBe('/pricing');
  });

  it('is remembered for the tab, forgotten on request, and a tampered value is never read', () => {
    rememberCheckoutReturn('/dashboard?panel=reports');
    expect(checkoutReturn()).toBe('/dashboard?panel=reports');

    rememberCheckoutReturn('https://evil.example');
    expect(checkoutReturn()).toBeNull();

    rememberCheckoutReturn('/dashboard?panel=reports');
    forgetCheckoutReturn();
    expect(checkoutReturn()).toBeNull();

    sessionStorage.setItem('vh.checkoutReturn', '//evil.example');
    expect(checkoutReturn()).toBeNull();
  });
});
