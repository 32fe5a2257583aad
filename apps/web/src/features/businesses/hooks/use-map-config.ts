import { useQuery } from '@tanstack/react-query';
import { getPublicConfig } from '../../../lib/public-config.ts';

/**
 * The map tiles and the address search the server is configured with. Fetched once per page; if it
 * cannot be fetched the form simply has no map and no search (coordinates still work).
 */
export function useMapConfig() {
  const query = useQuery({
    queryKey: ['public-config'],
    queryFn: ({ signal }) => getPublicConfig(signal),
    staleTime: Infinity,
    retry: false,
  });
  return {
    tileUrl: query.data?.map.tileUrl ?? null,
    attribution: query.data?.map.attribution ?? '',
    geocoderUrl: query.data?.geocoder.url ?? null,
  };
}
