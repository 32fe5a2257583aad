import { Autocomplete, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { ADDRESS_SEARCH } from '@vh/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { searchAddress, type AddressSuggestion } from '../api/address-search.ts';
import { businessesCopy as t } from '../businesses.copy.ts';

/** Address search (shown only when a geocoder is configured): picking a suggestion places the centre. */
export function AddressSearch({
  geocoderUrl,
  onPick,
}: {
  geocoderUrl: string;
  onPick: (suggestion: AddressSuggestion) => void;
}) {
  const [typed, setTyped] = useState('');
  const [query] = useDebouncedValue(typed.trim(), ADDRESS_SEARCH.debounceMs);
  const search = useQuery({
    queryKey: ['address-search', geocoderUrl, query],
    queryFn: ({ signal }) => searchAddress(geocoderUrl, query, signal),
    enabled: query.length >= ADDRESS_SEARCH.minChars,
    retry: false,
    staleTime: 5 * 60_000,
  });
  const suggestions = search.data ?? [];

  function choose(label: string) {
    const picked = suggestions.find((suggestion) => suggestion.label === label);
    if (picked) onPick(picked);
  }

  return (
    <div>
      <Autocomplete
        label={t.addressSearch.label}
        placeholder={t.addressSearch.placeholder}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={typed}
        onChange={setTyped}
        onOptionSubmit={choose}
        data={[...new Set(suggestions.map((suggestion) => suggestion.label))]}
        // The geocoder has filtered already; the list shows what it found.
        filter={({ options }) => options}
        limit={ADDRESS_SEARCH.suggestions}
      />
      {search.isError && (
        <Text size="xs" c="red.8" mt={4} role="status">
          {t.addressSearch.failed}
        </Text>
      )}
    </div>
  );
}
