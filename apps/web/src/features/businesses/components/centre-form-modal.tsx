import { Button, Divider, Group, Modal, Select, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { layout, timings, type TCentre, t } from '@vh/contracts';
import { useMemo } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { AddressFields } from '../../profile/components/address-fields.tsx';
import { createCentre, updateCentre } from '../api/centres.ts';
import {
  blankCentreValues,
  centreRules,
  centreValuesOf,
  timeZoneOptions,
  toCentreRequest,
  type CentreValues,
} from '../centre-form.rules.ts';
import { useCentreChange } from '../hooks/use-centres.ts';
import { PositionFields } from './position-fields.tsx';

// The request fields the server may name, and the form fields they come from.
const FORM_FIELDS: Record<string, keyof CentreValues> = {
  name: 'name',
  street: 'street',
  street_2: 'street2',
  city: 'city',
  province: 'province',
  country: 'country',
  postal_code: 'postalCode',
  time_zone: 'timeZone',
  latitude: 'latitude',
  longitude: 'longitude',
  radius_m: 'radius',
  max_shift_hours: 'maxShiftHours',
};

/**
 * Adds a business centre, or edits `centre`. Stays open until the save succeeds; a new centre is
 * handed to `onCreated` as the server saved it, invite code included.
 */
export function CentreFormModal({
  opened,
  onClose,
  centre,
  onCreated,
  returnFocus = true,
}: {
  opened: boolean;
  onClose: () => void;
  centre?: TCentre;
  onCreated?: (created: TCentre) => void;
  /** False when what is saved takes the focus elsewhere (the first centre's invite code). */
  returnFocus?: boolean;
}) {
  const phone = useMediaQuery(`(max-width: ${layout.mobileBreakpoint})`);
  const form = useForm<CentreValues>({
    mode: 'controlled',
    initialValues: centre ? centreValuesOf(centre) : blankCentreValues(),
    validate: centreRules,
    validateInputOnChange: true,
  });
  const { run, busy } = useCentreChange();
  const zone = form.values.timeZone;
  const zones = useMemo(() => timeZoneOptions(zone), [zone]);

  async function submit(values: CentreValues) {
    const body = toCentreRequest(values);
    const result = await run(() => (centre ? updateCentre(centre.id, body) : createCentre(body)));
    if (!('error' in result)) {
      if (!centre) form.setValues(blankCentreValues());
      onClose();
      if (!centre) onCreated?.(result);
      return;
    }
    const { error } = result;
    if (!isApiError(error) || !error.field) return;
    const field = FORM_FIELDS[error.field];
    if (field) form.setFieldError(field, error.fieldMessage);
  }

  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!busy) onClose();
      }}
      title={
        <Title order={2} size="h3">
          {centre ? t('businesses.editTitle', { name: centre.name }) : t('businesses.addTitle')}
        </Title>
      }
      size={phone ? '100%' : layout.editModalWidth}
      fullScreen={phone}
      transitionProps={{ transition: 'fade', duration: timings.modalFadeMs }}
      returnFocus={returnFocus}
      closeButtonProps={{ 'aria-label': t('businesses.cancel') }}
    >
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('businesses.fields.name')}
            withAsterisk
            key={form.key('name')}
            {...form.getInputProps('name')}
          />
          <AddressFields form={form} streetRequired countryIsDefault={!centre} />
          <Select
            label={t('businesses.fields.timeZone')}
            data={zones}
            searchable
            allowDeselect={false}
            withAsterisk
            maxDropdownHeight={layout.comboboxMaxHeightPx}
            key={form.key('timeZone')}
            {...form.getInputProps('timeZone')}
          />
          <Divider label={t('businesses.positionTitle')} labelPosition="left" />
          <PositionFields form={form} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('businesses.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('businesses.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
