import {
  ADDRESS_SEARCH,
  ZPhotonFeature,
  ZPhotonResponse,
  type TPhotonFeature,
} from '@vh/contracts';

export type AddressSuggestion = {
  label: string;
  latitude: number;
  longitude: number;
  street: string | null;
  city: string | null;
  /** The geocoder's state or province, as it names it (e.g. 'Ontario', 'Québec'). */
  province: string | null;
  postalCode: string | null;
  country: string | null;
};

function labelOf(p: TPhotonFeature['properties']): string {
  const street = [p.housenumber, p.street].filter(Boolean).join(' ');
  const parts = [p.name !== p.street ? p.name : undefined, street, p.city, p.state, p.country];
  return [...new Set(parts.filter((part): part is string => Boolean(part)))].join(', ');
}

function toSuggestion(feature: TPhotonFeature): AddressSuggestion {
  const p = feature.properties;
  const [longitude, latitude] = feature.geometry.coordinates;
  const street = [p.housenumber, p.street].filter(Boolean).join(' ');
  return {
    label: labelOf(p),
    latitude,
    longitude,
    street: street || null,
    city: p.city ?? null,
    province: p.state ?? null,
    postalCode: p.postcode ?? null,
    country: p.country ?? null,
  };
}

/**
 * Asks the configured geocoder (Photon's API: GET ?q=…&limit=5) from the browser; the CSP admits
 * its origin. A geocoder slower than ADDRESS_SEARCH.timeoutMs is given up on, and an answer that
 * is not Photon's shape fails, so the forms simply show no suggestions. Features it cannot read
 * are skipped rather than failing the whole list.
 */
export async function searchAddress(
  geocoderUrl: string,
  query: string,
  signal: AbortSignal,
): Promise<AddressSuggestion[]> {
  const url = new URL(geocoderUrl);
  url.searchParams.set('q', query);
  url.searchParams.set('limit', String(ADDRESS_SEARCH.suggestions));
  const response = await fetch(url, {
    signal: AbortSignal.any([signal, AbortSignal.timeout(ADDRESS_SEARCH.timeoutMs)]),
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`address search answered ${response.status}`);
  const { features } = ZPhotonResponse.parse(await response.json());
  return features
    .map((feature) => ZPhotonFeature.safeParse(feature))
    .flatMap((parsed) => (parsed.success ? [toSuggestion(parsed.data)] : []))
    .slice(0, ADDRESS_SEARCH.suggestions);
}
