import { describe, expect, it } from 'vitest';
import { cspSourcesOf, loadConfig } from '../config.ts';
import { securityHeaders } from './security-headers.ts';

const csp = (publicUrl: string, sources = {}) =>
  securityHeaders({ publicUrl, sources })['content-security-policy'] ?? '';

describe('security headers', () => {
  it('over plain HTTP (a LAN address) sends no upgrade-insecure-requests and no HSTS', () => {
    const headers = securityHeaders({ publicUrl: 'http://192.168.1.20:3000' });
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  it('over HTTPS upgrades insecure requests and sends HSTS', () => {
    const headers = securityHeaders({ publicUrl: 'https://hours.example.com' });
    expect(headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(headers['strict-transport-security']).toMatch(/max-age=31536000/);
  });

  it('allows only our own origin by default, and exactly the configured extra origins', () => {
    const policy = csp('http://localhost:3000');
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("connect-src 'self';");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'self'");
    const withAuth = csp('http://localhost:3000', {
      connect: ['https://abc.supabase.co/some/path'],
      img: ['https://tiles.example.org'],
    });
    expect(withAuth).toContain("connect-src 'self' https://abc.supabase.co;");
    expect(withAuth).toContain("img-src 'self' data: https://tiles.example.org");
  });

  it('admits the configured map tiles and address search, and nothing when they are off', () => {
    const fromEnv = (env: Record<string, string>) =>
      csp('http://localhost:3000', cspSourcesOf(loadConfig(env)));
    // The default: OpenStreetMap's tiles, no geocoder.
    expect(fromEnv({})).toContain("img-src 'self' data: https://tile.openstreetmap.org;");
    expect(fromEnv({})).toContain("connect-src 'self';");
    const custom = fromEnv({
      MAP_TILE_URL: 'https://{s}.tiles.example.org/osm/{z}/{x}/{y}.png?key=k',
      GEOCODER_URL: 'https://geo.example.org/api/',
    });
    expect(custom).toContain("img-src 'self' data: https://*.tiles.example.org;");
    expect(custom).toContain("connect-src 'self' https://geo.example.org;");
    expect(fromEnv({ MAP_TILE_URL: 'off' })).toContain("img-src 'self' data:;");
  });

  it('admits Chargebee.js and the site only when CHARGEBEE_SITE is set; the sandbox is our own origin', () => {
    const fromEnv = (env: Record<string, string>) =>
      csp('http://localhost:3000', cspSourcesOf(loadConfig(env)));
    const sandbox = fromEnv({});
    expect(sandbox).toContain('frame-src http://localhost:3000;');
    expect(sandbox).toContain("script-src 'self';");
    expect(sandbox).not.toContain('chargebee.com');
    const real = fromEnv({
      CHARGEBEE_SITE: 'acme-test',
      CHARGEBEE_API_KEY: 'test_key',
      CHARGEBEE_WEBHOOK_USERNAME: 'vh',
      CHARGEBEE_WEBHOOK_PASSWORD: 'secret',
    });
    expect(real).toContain(
      'frame-src http://localhost:3000 https://js.chargebee.com https://acme-test.chargebee.com;',
    );
    expect(real).toContain("script-src 'self' https://js.chargebee.com;");
    expect(() => loadConfig({ CHARGEBEE_SITE: 'acme-test', CHARGEBEE_API_KEY: 'k' })).toThrow(
      /CHARGEBEE_WEBHOOK_USERNAME: required with CHARGEBEE_SITE/,
    );
    expect(() => loadConfig({ CHARGEBEE_API_KEY: 'k' })).toThrow(/CHARGEBEE_SITE/);
  });

  it('lets our own pages ask for the position and the camera, and nothing else', () => {
    const policy = securityHeaders({ publicUrl: 'https://app.example.com' })['permissions-policy'];
    const features = Object.fromEntries(
      (policy ?? '').split(', ').map((entry) => entry.split('=') as [string, string]),
    );
    expect(features).toEqual({
      geolocation: '(self)',
      // /verify reads a receipt's QR code; '(self)' names no other origin, and a frame of another
      // origin (which frame-ancestors and frame-src keep out anyway) is refused the camera.
      camera: '(self)',
      microphone: '()',
      payment: '()',
      usb: '()',
      'interest-cohort': '()',
    });
  });
});
