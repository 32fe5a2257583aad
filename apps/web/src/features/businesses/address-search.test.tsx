import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse } from '../../testing/factories.ts';
import { input, renderSignedIn } from '../../testing/profile-kit.tsx';
import type { RecordedRequest } from '../../testing/fetch-stub.ts';
import { CentresSettings } from './components/centres-settings.tsx';

vi.setConfig({ testTimeout: 20_000 });

const GEOCODER = 'https://geo.example.test/api';

const feature = (n: number) => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [-79.3838 + n / 1000, 43.6525] },
  properties: {
    housenumber: String(100 + n),
    street: 'Queen Street West',
    city: 'Toronto',
    state: 'Ontario',
    postcode: 'M5H 2N2',
    country: 'Canada',
  },
});

function server(geocoderUrl: string | null, searches: RecordedRequest[]) {
  return (request: RecordedRequest) => {
    if (request.url === '/api/config') {
      return jsonResponse(200, {
        auth: { url: null, anonKey: 'k' },
        map: { tileUrl: null, attribution: '' },
        geocoder: { url: geocoderUrl },
      });
    }
    if (request.url === '/api/businesses/') return jsonResponse(200, { centres: [] });
    if (request.url.startsWith(GEOCODER)) {
      searches.push(request);
      // One more than asked for, and one the form cannot read: neither reaches the list.
      return jsonResponse(200, {
        features: [{ geometry: null }, ...[1, 2, 3, 4, 5, 6].map(feature)],
      });
    }
    return errorResponse(500, 'INTERNAL');
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('address search in the centre form', () => {
  it('shows five suggestions from the geocoder and places the centre at the one picked', async () => {
    const searches: RecordedRequest[] = [];
    const { user } = await renderSignedIn(<CentresSettings />, server(GEOCODER, searches));
    await user.click(await screen.findByRole('button', { name: 'Add a business centre' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.type(
      await dialog.findByLabelText('Find the address', { selector: 'input' }),
      '101 Queen',
    );

    // The search waits out its debounce first; a loaded machine needs longer than the default 1 s.
    const options = await screen.findAllByRole('option', {}, { timeout: 5_000 });
    expect(options).toHaveLength(5);
    const asked = new URL(searches.at(-1)?.url ?? '');
    expect(asked.searchParams.get('q')).toBe('101 Queen');
    expect(asked.searchParams.get('limit')).toBe('5');

    await user.click(screen.getByRole('option', { name: /^102 Queen Street West/ }));
    const form = screen.getByRole('dialog');
    await waitFor(() => expect(input('Latitude', form).value).toBe('43.6525'));
    expect(input('Longitude', form).value).toBe('-79.3818');
    // Same country as the form: the address comes too.
    expect(input('Street address', form).value).toBe('102 Queen Street West');
    expect(input('City', form).value).toBe('Toronto');
  });

  it('is not there without a geocoder; the rest of the form works offline', async () => {
    const { user } = await renderSignedIn(<CentresSettings />, server(null, []));
    await user.click(await screen.findByRole('button', { name: 'Add a business centre' }));
    const dialog = within(screen.getByRole('dialog'));
    expect(await dialog.findByRole('button', { name: 'Use my location' })).toBeTruthy();
    expect(dialog.queryByLabelText('Find the address')).toBeNull();
  });
});
