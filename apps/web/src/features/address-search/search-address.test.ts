import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ADDRESS_SEARCH } from '@vh/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queenStreet } from '../../testing/geocoder.ts';
import { searchAddress } from './api/search-address.ts';

// A real geocoder stand-in on this machine: each path answers one way.
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    if (path === '/ok') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ features: [{ geometry: null }, queenStreet(1)] }));
    } else if (path === '/error') {
      response.writeHead(500).end('Internal Server Error');
    } else if (path === '/garbage') {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"features": nope');
    } else if (path === '/wrong-shape') {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"results": []}');
    } else {
      // '/slow': answers after 10 s, long after the search gave up.
      const timer = setTimeout(() => response.writeHead(200).end('{"features": []}'), 10_000);
      response.on('close', () => clearTimeout(timer));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const search = (path: string) =>
  searchAddress(`${base}${path}`, '101 Queen', new AbortController().signal);

describe('searchAddress against a geocoder', () => {
  it('reads the features it can and skips the rest', async () => {
    const found = await search('/ok');
    expect(found).toEqual([
      expect.objectContaining({
        label: '101 Queen Street West, Toronto, Ontario, Canada',
        street: '101 Queen Street West',
        province: 'Ontario',
        country: 'Canada',
      }),
    ]);
  });

  it.each(['/error', '/garbage', '/wrong-shape'])('fails (no suggestions) on %s', async (path) => {
    await expect(search(path)).rejects.toThrow();
  });

  it(`gives up on a geocoder slower than ${ADDRESS_SEARCH.timeoutMs} ms`, async () => {
    const started = Date.now();
    await expect(search('/slow')).rejects.toThrow();
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(ADDRESS_SEARCH.timeoutMs - 100);
    expect(waited).toBeLessThan(ADDRESS_SEARCH.timeoutMs + 2_000);
  });
});
