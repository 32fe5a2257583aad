import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { PhoneValues } from '../profile-form.rules.ts';
import { t } from '@vh/contracts';

/** The cell number (required) and the optional home and work numbers. */
export function PhoneFields({ form }: { form: UseFormReturnType<PhoneValues> }) {
  return (
    <Stack gap="sm">
      <TextInput
        label={t('common.fields.cellNumber')}
        type="tel"
        autoComplete="mobile tel"
        key={form.key('cellNumber')}
        {...form.getInputProps('cellNumber')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t('profile.fields.homeNumber')}
          description={t('profile.optional')}
          type="tel"
          autoComplete="home tel"
          key={form.key('homeNumber')}
          {...form.getInputProps('homeNumber')}
        />
        <TextInput
          label={t('profile.fields.workNumber')}
          description={t('profile.optional')}
          type="tel"
          autoComplete="work tel"
          key={form.key('workNumber')}
          {...form.getInputProps('workNumber')}
        />
      </SimpleGrid>
    </Stack>
  );
}
