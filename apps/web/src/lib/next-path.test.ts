import { describe, expect, it } from 'vitest';
import { loginThenBackTo, safeNextPath } from './next-path.ts';

describe('safeNextPath', () => {
  it.each([
    '/dashboard',
    '/dashboard?panel=settings&tab=subscription',
    '/user/2c6f8f5e-0d4b-4a8e-9f0e-1d2c3b4a5f60',
    '/dashboard?token=mail-token&redirect=%2Fpricing',
    '/pricing#plans',
    // Encoded slashes stay inside the path: the browser does not read them as a host.
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
  ])('follows the same-site path %s', (next) => {
    expect(safeNextPath(next)).toBe(next);
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with a path', '//evil.example/dashboard'],
    ['backslash host', '/\\evil.example'],
    ['backslashes only', '\\\\evil.example'],
    ['absolute https', 'https://evil.example/dashboard'],
    ['absolute http', 'http://evil.example'],
    ['javascript', 'javascript:alert(1)'],
    ['javascript in capitals', 'JavaScript:alert(1)'],
    ['data URL', 'data:text/html,<script>alert(1)</script>'],
    ['encoded protocol-relative (not decoded again)', '%2F%2Fevil.example'],
    ['double-encoded', '%252F%252Fevil.example'],
    ['tab between the slashes', '/\t/evil.example'],
    ['newline between the slashes', '/\n/evil.example'],
    ['leading space', ' /dashboard'],
    ['relative path', 'dashboard'],
    ['sign out', '/logout'],
    ['sign out with a trailing slash', '/logout/'],
    ['sign out behind a dot segment', '/dashboard/../logout'],
    ['the login page itself', '/login?next=%2Fdashboard'],
  ])('refuses %s', (_name, next) => {
    expect(safeNextPath(next)).toBeNull();
  });

  it('round-trips what loginThenBackTo sends, query and all', () => {
    const path = '/dashboard?panel=timesheets&week=2026-11-23';
    const url = new URL(loginThenBackTo(path), 'https://example.test');
    expect(url.pathname).toBe('/login');
    expect(safeNextPath(url.searchParams.get('next'))).toBe(path);
  });
});
