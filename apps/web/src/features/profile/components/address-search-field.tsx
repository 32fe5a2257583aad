import type { UseFormReturnType } from '@mantine/form';
import { AddressSearch } from '../../address-search/components/address-search.tsx';
import { useGeocoderUrl } from '../../address-search/hooks/use-geocoder-url.ts';
import type { AddressSuggestion } from '../../address-search/api/search-address.ts';
import { addressFromSuggestion } from '../address-from-suggestion.ts';
import type { AddressValues } from '../profile-form.rules.ts';

const ADDRESS_FIELDS = ['street', 'city', 'province', 'country', 'postalCode'] as const;

/**
 * Address search above a person's address (when a geocoder is configured): picking a suggestion
 * fills the street, city, province and postal code, and the country if none was chosen.
 */
export function AddressSearchField<T extends AddressValues>({
  form: typedForm,
}: {
  form: UseFormReturnType<T>;
}) {
  // Only the address fields are touched here, whatever else the form holds.
  const form = typedForm as unknown as UseFormReturnType<AddressValues>;
  const geocoderUrl = useGeocoderUrl();
  if (!geocoderUrl) return null;

  function pick(found: AddressSuggestion) {
    const before = form.getValues();
    const after = addressFromSuggestion(before, found);
    // Setting values clears every error: keep the others', and check the fields that changed.
    const others = Object.fromEntries(
      Object.entries(form.errors).filter(
        ([field]) => !(ADDRESS_FIELDS as readonly string[]).includes(field),
      ),
    );
    form.setValues(after);
    form.setErrors(others);
    for (const field of ADDRESS_FIELDS) {
      if (after[field] !== before[field] && after[field]) form.validateField(field);
    }
  }

  return <AddressSearch geocoderUrl={geocoderUrl} onPick={pick} />;
}
