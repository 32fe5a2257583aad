import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { GENDERS, layout, t } from '@vh/contracts';
import type { PersonalValues } from '../profile-form.rules.ts';
import { AddressFields } from './address-fields.tsx';
import { AddressSearchField } from './address-search-field.tsx';

const genders = [...GENDERS];

/** Name, gender and address: the settings' Personal information form and the edit modal. */
export function PersonalInformationFields({ form }: { form: UseFormReturnType<PersonalValues> }) {
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t('common.fields.firstName')}
          withAsterisk
          autoComplete="given-name"
          key={form.key('firstName')}
          {...form.getInputProps('firstName')}
        />
        <TextInput
          label={t('common.fields.lastName')}
          withAsterisk
          autoComplete="family-name"
          key={form.key('lastName')}
          {...form.getInputProps('lastName')}
        />
      </SimpleGrid>
      <Select
        label={t('profile.fields.gender')}
        data={genders}
        allowDeselect={false}
        maxDropdownHeight={layout.comboboxMaxHeightPx}
        key={form.key('gender')}
        {...form.getInputProps('gender')}
      />
      <AddressSearchField form={form} />
      <AddressFields form={form} />
    </Stack>
  );
}
