import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useRef, type FocusEvent } from 'react';
import {
  addressKindOf,
  addressLabelsOf,
  COUNTRIES,
  layout,
  provinceOptions,
  t,
} from '@vh/contracts';
import { useCountryGuess } from '../../../lib/use-country-guess.ts';
import {
  errorsKeptOnCountryChange,
  withCountry,
  type AddressValues,
} from '../profile-form.rules.ts';

const countries = [...COUNTRIES];

/**
 * The address part of the personal information (SPEC §4): the country decides whether the
 * province is a list (Canada's provinces, the US states) or free text, and what it is called.
 */
export function AddressFields<T extends AddressValues>({
  form: typedForm,
  streetRequired = false,
  countryIsDefault = false,
}: {
  form: UseFormReturnType<T>;
  /** A business centre always needs its street and city; a profile may leave them blank. */
  streetRequired?: boolean;
  /** The country shown is the form's default, not a choice: a guess from the address may replace it. */
  countryIsDefault?: boolean;
}) {
  // Only the address fields are touched here, whatever else the form holds.
  const form = typedForm as unknown as UseFormReturnType<AddressValues>;
  const kind = addressKindOf(form.values.country);
  const labels = addressLabelsOf(kind);
  const provinces = provinceOptions(kind);
  const { startAddress } = useCountryGuess(form, { overDefault: countryIsDefault });
  const countryInput = useRef<HTMLInputElement>(null);
  // Focus on the country itself is a choice in the making, not the start of an address.
  const onAddressFocus = (event: FocusEvent) => {
    if (event.target !== countryInput.current) startAddress();
  };

  function changeCountry(country: string | null) {
    if (country === null) return;
    // Setting values clears every error; put back those the new country leaves standing.
    const kept = errorsKeptOnCountryChange(form.errors);
    form.setValues(withCountry(form.getValues(), country));
    form.setErrors(kept);
  }

  return (
    <Stack gap="sm" onFocus={onAddressFocus}>
      <TextInput
        label={t('profile.fields.street')}
        withAsterisk={streetRequired}
        autoComplete="address-line1"
        key={form.key('street')}
        {...form.getInputProps('street')}
      />
      <TextInput
        label={t('profile.fields.street2')}
        description={t('profile.optional')}
        autoComplete="address-line2"
        key={form.key('street2')}
        {...form.getInputProps('street2')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t('profile.fields.city')}
          withAsterisk={streetRequired}
          autoComplete="address-level2"
          key={form.key('city')}
          {...form.getInputProps('city')}
        />
        <Select
          label={t('profile.fields.country')}
          data={countries}
          searchable
          allowDeselect={false}
          maxDropdownHeight={layout.comboboxMaxHeightPx}
          nothingFoundMessage={t('profile.noCountryFound')}
          autoComplete="country-name"
          ref={countryInput}
          key={form.key('country')}
          {...form.getInputProps('country')}
          onChange={changeCountry}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {provinces ? (
          <Select
            // A new Select per country: given '', a Select keeps showing the last label chosen.
            key={`province-${kind}`}
            label={labels.province}
            // Only Canada and the United States have a list, and both need the field.
            withAsterisk
            data={provinces}
            searchable
            allowDeselect={false}
            maxDropdownHeight={layout.comboboxMaxHeightPx}
            autoComplete="address-level1"
            {...form.getInputProps('province')}
          />
        ) : (
          <TextInput
            key="province-text"
            label={labels.province}
            autoComplete="address-level1"
            {...form.getInputProps('province')}
          />
        )}
        <TextInput
          label={labels.postalCode}
          withAsterisk={kind !== 'other'}
          autoComplete="postal-code"
          key={form.key('postalCode')}
          {...form.getInputProps('postalCode')}
        />
      </SimpleGrid>
    </Stack>
  );
}
