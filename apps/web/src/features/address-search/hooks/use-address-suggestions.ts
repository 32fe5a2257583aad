import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { ADDRESS_SEARCH } from '@vh/contracts';
import { searchAddress } from '../api/search-address.ts';

/** Suggestions for what was typed, asked for after a pause in typing; [] while none or failing. */
export function useAddressSuggestions(geocoderUrl: string, typed: string) {
  const [query] = useDebouncedValue(typed.trim(), ADDRESS_SEARCH.debounceMs);
  const search = useQuery({
    queryKey: ['address-search', geocoderUrl, query],
    queryFn: ({ signal }) => searchAddress(geocoderUrl, query, signal),
    enabled: query.length >= ADDRESS_SEARCH.minChars,
    retry: false,
    staleTime: 5 * 60_000,
  });
  return { suggestions: search.data ?? [], failed: search.isError };
}
