import { errorResponse, jsonResponse } from './factories.ts';
import type { RecordedRequest } from './fetch-stub.ts';

export const GEOCODER = 'https://geo.example.test/api';

/** A Photon feature on Queen Street West, Toronto: house number 100 + n. */
export const queenStreet = (n: number) => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [-79.3838 + n / 1000, 43.6525] },
  properties: {
    housenumber: String(100 + n),
    street: 'Queen Street West',
    city: 'Toronto',
    state: 'Ontario',
    postcode: 'm5h2n2',
    country: 'Canada',
  },
});

/** GET /api/config naming `geocoderUrl` (or none). */
export const publicConfig = (geocoderUrl: string | null) =>
  jsonResponse(200, {
    auth: { url: null, anonKey: 'k' },
    map: { tileUrl: null, attribution: '' },
    geocoder: { url: geocoderUrl },
  });

/** The geocoder's answers: six Queen Street features (one more than asked for), or a failure. */
export function geocoderAnswer(kind: 'ok' | 'error' | 'garbage', searches: RecordedRequest[]) {
  return (request: RecordedRequest) => {
    if (!request.url.startsWith(GEOCODER)) return undefined;
    searches.push(request);
    if (kind === 'error') return errorResponse(500, 'INTERNAL');
    if (kind === 'garbage') return new Response('<html>oops', { status: 200 });
    return jsonResponse(200, { features: [1, 2, 3, 4, 5, 6].map(queenStreet) });
  };
}
