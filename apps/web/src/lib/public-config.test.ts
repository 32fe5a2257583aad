import type { TPublicConfig } from '@vh/contracts';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../testing/fetch-stub.ts';
import { getPublicConfig, PUBLIC_CONFIG_STORAGE_KEY } from './public-config.ts';

const config: TPublicConfig = {
  auth: { url: null, anonKey: 'public-anon-key' },
  map: { tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: 'OSM' },
  geocoder: { url: null },
  checkout: { site: 'billing-sandbox', script: '/billing-sandbox/v2/chargebee.js' },
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const offline = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
  );

describe('the public config', () => {
  it('keeps the last config the server gave, and starts from it when the server is unreachable', async () => {
    stubFetch(() => json(config));
    expect(await getPublicConfig()).toEqual(config);

    offline();
    expect(await getPublicConfig()).toEqual(config);
    // A proxy saying the server is down is the same as no network.
    stubFetch(() => new Response('Bad gateway', { status: 502 }));
    expect(await getPublicConfig()).toEqual(config);
  });

  it('fails as before when there is nothing kept, or what is kept is not a config', async () => {
    offline();
    await expect(getPublicConfig()).rejects.toMatchObject({ status: 0 });
    localStorage.setItem(PUBLIC_CONFIG_STORAGE_KEY, JSON.stringify({ auth: 'nope' }));
    await expect(getPublicConfig()).rejects.toMatchObject({ status: 0 });
    localStorage.setItem(PUBLIC_CONFIG_STORAGE_KEY, '{not json');
    await expect(getPublicConfig()).rejects.toMatchObject({ status: 0 });
  });

  it('does not hide an answer of the server behind the kept copy', async () => {
    stubFetch(() => json(config));
    await getPublicConfig();

    stubFetch(() =>
      json({ error: { code: 'INTERNAL', message: 'Something went wrong on our side.' } }, 500),
    );
    await expect(getPublicConfig()).rejects.toMatchObject({ status: 500 });
  });
});
