import { useQuery } from '@tanstack/react-query';
import { getPublicConfig } from '../../../lib/public-config.ts';

/**
 * The geocoder the server is configured with, or null: then no form offers address search. The
 * public config is fetched once per page (the centre map reads the same query).
 */
export function useGeocoderUrl(): string | null {
  const query = useQuery({
    queryKey: ['public-config'],
    queryFn: ({ signal }) => getPublicConfig(signal),
    staleTime: Infinity,
    retry: false,
  });
  return query.data?.geocoder.url ?? null;
}
