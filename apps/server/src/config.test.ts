import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('gives the embedded product when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      trustProxy: false,
      devRoutesFromNetwork: false,
      tls: undefined,
      rateLimitScale: 1,
      publicUrl: 'http://localhost:3000',
      dataDir: path.resolve('.data'),
      databaseUrl: undefined,
      auth: undefined,
      logLevel: 'info',
    });
  });

  it('shows OpenStreetMap tiles with their credit by default; a template, or off, may replace them', () => {
    expect(loadConfig({}).map).toEqual({
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: expect.stringContaining('OpenStreetMap') as string,
    });
    expect(loadConfig({ MAP_TILE_URL: 'off' }).map.tileUrl).toBeNull();
    expect(loadConfig({}).geocoderUrl).toBeUndefined();
    expect(loadConfig({ GEOCODER_URL: 'https://photon.example.org/api' }).geocoderUrl).toBe(
      'https://photon.example.org/api',
    );
    for (const MAP_TILE_URL of ['https://tiles.example.org/{z}/{x}.png', 'ftp://x/{z}/{x}/{y}']) {
      expect(() => loadConfig({ MAP_TILE_URL })).toThrow(
        /MAP_TILE_URL: must be an http\(s\) URL template/,
      );
    }
    expect(() => loadConfig({ GEOCODER_URL: 'file:///etc/passwd' })).toThrow(/GEOCODER_URL/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', AUTH_URL: ' ' })).toMatchObject({
      databaseUrl: undefined,
      auth: undefined,
    });
  });

  it('fails naming every bad variable', () => {
    const attempt = () =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT/);
    expect(attempt).toThrow(/DATABASE_URL: must be a postgres:\/\/ URL/);
    expect(attempt).toThrow(/LOG_LEVEL/);
  });

  it('needs the keys and a way to verify tokens when a real auth service is named', () => {
    expect(() => loadConfig({ AUTH_URL: 'https://abc.supabase.co' })).toThrow(
      /AUTH_ANON_KEY[\s\S]*AUTH_SERVICE_KEY[\s\S]*AUTH_JWKS_URL/,
    );
    const config = loadConfig({
      AUTH_URL: 'https://abc.supabase.co/',
      AUTH_ANON_KEY: 'anon',
      AUTH_SERVICE_KEY: 'service',
      AUTH_JWKS_URL: 'https://abc.supabase.co/auth/v1/.well-known/jwks.json',
    });
    expect(config.auth).toEqual({
      url: 'https://abc.supabase.co',
      anonKey: 'anon',
      serviceKey: 'service',
      verify: { jwksUrl: 'https://abc.supabase.co/auth/v1/.well-known/jwks.json' },
    });
  });

  it("refuses a PUBLIC_URL on a port Chargebee's redirect_url does not accept when a real site is set", () => {
    const site = {
      CHARGEBEE_SITE: 'acme-test',
      CHARGEBEE_API_KEY: 'test_key',
      CHARGEBEE_WEBHOOK_USERNAME: 'vh',
      CHARGEBEE_WEBHOOK_PASSWORD: 'secret',
    };
    const attempt = () => loadConfig({ ...site, PUBLIC_URL: 'http://vh.example.org:3000' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(
      'PUBLIC_URL: is on port 3000, and Chargebee only accepts a redirect_url on port 80, 443, 8080 or 8443; with CHARGEBEE_SITE set, use an https address or one of those ports',
    );
    for (const PUBLIC_URL of [
      'https://vh.example.org:8443',
      'http://vh.example.org:8080',
      'https://vh.example.org',
      'http://vh.example.org',
    ]) {
      expect(loadConfig({ ...site, PUBLIC_URL }).publicUrl).toBe(PUBLIC_URL);
    }
    // The sandbox has no such rule: any port will do.
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }).publicUrl).toBe(
      'http://localhost:3000',
    );
  });

  it('reads the keys several servers share; the sandbox credentials go together', () => {
    const pem = '-----BEGIN PRIVATE KEY-----\\nMIGH\\n-----END PRIVATE KEY-----';
    const sandbox = {
      BILLING_SANDBOX_API_KEY: 'k'.repeat(16),
      BILLING_SANDBOX_WEBHOOK_USERNAME: 'hooks',
      BILLING_SANDBOX_WEBHOOK_PASSWORD: 'p'.repeat(16),
    };
    const config = loadConfig({
      AUTH_SIGNING_KEY: pem,
      ...sandbox,
      RETENTION_FIRST_CHECK_SECONDS: '1',
    });
    expect(config.authSigningKey).toBe(pem.replaceAll('\\n', '\n'));
    expect(config.billingSandbox).toEqual({
      apiKey: sandbox.BILLING_SANDBOX_API_KEY,
      webhookUsername: 'hooks',
      webhookPassword: sandbox.BILLING_SANDBOX_WEBHOOK_PASSWORD,
    });
    expect(config.retentionFirstCheckMs).toBe(1000);
    expect(loadConfig({}).retentionFirstCheckMs).toBe(30_000);

    expect(() => loadConfig({ BILLING_SANDBOX_API_KEY: 'k'.repeat(16) })).toThrow(
      /BILLING_SANDBOX_WEBHOOK_USERNAME: the three BILLING_SANDBOX_ settings go together/,
    );
    expect(() => loadConfig({ ...sandbox, BILLING_SANDBOX_API_KEY: 'short' })).toThrow(
      /BILLING_SANDBOX_API_KEY: must be at least 16 characters/,
    );
    expect(() => loadConfig({ AUTH_SIGNING_KEY: 'not a key' })).toThrow(
      /AUTH_SIGNING_KEY: must be an EC P-256 private key in PKCS#8 PEM form/,
    );
    expect(() =>
      loadConfig({
        AUTH_SIGNING_KEY: pem,
        AUTH_URL: 'https://abc.supabase.co',
        AUTH_ANON_KEY: 'anon',
        AUTH_SERVICE_KEY: 'service',
        AUTH_JWT_SECRET: 'secret',
      }),
    ).toThrow(/AUTH_SIGNING_KEY: is for the embedded auth service/);
  });

  it('reads the proxy, TLS and development-route settings', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.0.0/8',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ DEV_ROUTES_FROM_NETWORK: 'true' }).devRoutesFromNetwork).toBe(true);
    expect(() => loadConfig({ TLS_CERT_FILE: 'cert.pem' })).toThrow(/TLS_KEY_FILE/);
    const tls = loadConfig({ TLS_CERT_FILE: 'cert.pem', TLS_KEY_FILE: 'key.pem' });
    expect(tls.tls?.certFile).toBe(path.resolve('cert.pem'));
    expect(tls.publicUrl).toBe('https://localhost:3000');
  });
});
