import { Autocomplete, Text } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { ADDRESS_SEARCH, t } from '@vh/contracts';
import { useState } from 'react';
import type { AddressSuggestion } from '../api/search-address.ts';
import { useAddressSuggestions } from '../hooks/use-address-suggestions.ts';

/**
 * Address search (render it only when a geocoder is configured): picking a suggestion hands it to
 * the form. A failing or slow geocoder only means no suggestions; typing is never held up.
 */
export function AddressSearch({
  geocoderUrl,
  onPick,
  failedHint,
}: {
  geocoderUrl: string;
  onPick: (suggestion: AddressSuggestion) => void;
  /** Said under the field when the geocoder fails; nothing is said without it. */
  failedHint?: string;
}) {
  const [typed, setTyped] = useState('');
  const { suggestions, failed } = useAddressSuggestions(geocoderUrl, typed);

  function choose(label: string) {
    const picked = suggestions.find((suggestion) => suggestion.label === label);
    if (picked) onPick(picked);
  }

  return (
    <div>
      <Autocomplete
        label={t('addressSearch.label')}
        placeholder={t('addressSearch.placeholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={typed}
        onChange={setTyped}
        onOptionSubmit={choose}
        data={[...new Set(suggestions.map((suggestion) => suggestion.label))]}
        // The geocoder has filtered already; the list shows what it found.
        filter={({ options }) => options}
        limit={ADDRESS_SEARCH.suggestions}
        autoComplete="off"
      />
      {failed && failedHint && (
        <Text size="xs" c="red.8" mt={4} role="status">
          {failedHint}
        </Text>
      )}
    </div>
  );
}
