import {
  Button,
  Checkbox,
  Divider,
  Group,
  Modal,
  MultiSelect,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm, type FormErrors } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { layout, timings, type TStaffMember, t } from '@vh/contracts';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { datePickerProps } from '../../../lib/date-picker.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useCentres } from '../../businesses/hooks/use-centres.ts';
import { PayRateSection } from '../../pay-rates/components/pay-rate-section.tsx';
import { PersonalInformationFields } from '../../profile/components/personal-information-fields.tsx';
import { PhoneFields } from '../../profile/components/phone-fields.tsx';
import { editProfileFailedSubmitToast } from '../../profile/profile-form.rules.ts';
import { sendResetLink, updateStaff } from '../api/staff.ts';
import { useStaffChange } from '../hooks/use-staff.ts';
import {
  staffRulesFor,
  staffValuesOf,
  toUpdateStaffRequest,
  type StaffValues,
} from '../staff-form.rules.ts';

type Props = {
  member: TStaffMember;
  /** Only the owner makes managers (the server refuses anyone else). */
  canPromote: boolean;
  onClose: () => void;
};

/**
 * SPEC's Edit staff profile modal: the person's details, their job and centres, and the
 * ACTIVE/DISABLED switch, saved in one PATCH. It stays open (and cannot be dismissed) while a save
 * is under way or after one fails; it closes when the save succeeds. No password field: an
 * employer sends a reset link instead.
 */
export function StaffEditModal({ member, canPromote, onClose }: Props) {
  const narrow = useMediaQuery(`(max-width: ${layout.mobileBreakpoint})`);
  const centres = useCentres();
  const { run, busy } = useStaffChange();
  const [resetting, setResetting] = useState(false);
  const form = useForm<StaffValues>({
    mode: 'controlled',
    initialValues: staffValuesOf(member),
    validate: staffRulesFor(member),
    validateInputOnChange: true,
  });
  const name = `${member.first_name} ${member.last_name}`;
  // The person's current centres stay choosable even if the list has not loaded.
  const centreOptions = [
    ...(centres.data ?? []).map((centre) => ({ value: centre.id, label: centre.name })),
    ...member.centres
      .filter((centre) => !(centres.data ?? []).some((known) => known.id === centre.id))
      .map((centre) => ({ value: centre.id, label: centre.name })),
  ];

  async function submit(values: StaffValues) {
    const body = toUpdateStaffRequest(values, { canPromote, savedEmail: member.email });
    const done = body.contact_information?.email
      ? t('staff.modal.savedEmailProposed')
      : t('staff.modal.saved');
    let failure: unknown;
    const saved = await run(
      () =>
        updateStaff(member.uid, body).catch((error: unknown) => {
          failure = error;
          throw error;
        }),
      done,
    );
    if (saved) return onClose();
    // A number another person already has: said beside the field, where it is corrected.
    if (isApiError(failure) && failure.field === 'employee_number') {
      form.setFieldError('employeeNumber', failure.fieldMessage);
    }
  }

  const onInvalid = (errors: FormErrors, values: StaffValues) => {
    const message = editProfileFailedSubmitToast(values, errors);
    if (message) notifyError(message);
  };

  // The pickers give YYYY-MM-DD or null; the form keeps '' for no date, as the server's rules expect.
  function dateProps(field: 'startDate' | 'endDate') {
    const props = form.getInputProps(field);
    return {
      ...props,
      value: form.values[field] || null,
      onChange: (value: string | null) => form.setFieldValue(field, value ?? ''),
    };
  }

  async function reset() {
    setResetting(true);
    await run(() => sendResetLink(member.uid), t('staff.modal.resetSent'));
    setResetting(false);
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={`${t('staff.modal.title')}: ${name}`}
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
      size={layout.editModalWidth}
      fullScreen={narrow}
      transitionProps={{ transition: 'fade', duration: timings.modalFadeMs }}
      closeOnEscape={!busy}
      closeOnClickOutside={!busy}
      withCloseButton={!busy}
    >
      <form noValidate onSubmit={form.onSubmit(submit, onInvalid)}>
        <Stack gap="md">
          <Divider label={t('staff.modal.job')} labelPosition="left" />
          <Switch
            label={t('staff.modal.status')}
            onLabel={t('staff.modal.active')}
            offLabel={t('staff.modal.disabled')}
            size="lg"
            description={form.values.active ? t('staff.modal.active') : t('staff.modal.disabled')}
            {...form.getInputProps('active', { type: 'checkbox' })}
          />
          <TextInput label={t('staff.modal.position')} {...form.getInputProps('position')} />
          <TextInput
            label={t('staff.modal.employeeNumber')}
            description={t('staff.modal.employeeNumberHint')}
            autoComplete="off"
            {...form.getInputProps('employeeNumber')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <DatePickerInput
              label={t('staff.modal.startDate')}
              withAsterisk
              {...datePickerProps}
              {...dateProps('startDate')}
            />
            <DatePickerInput
              label={t('staff.modal.endDate')}
              description={t('staff.modal.endDateHint')}
              {...datePickerProps}
              clearable
              clearButtonProps={{ 'aria-label': t('staff.modal.clearEndDate') }}
              minDate={form.values.startDate || undefined}
              {...dateProps('endDate')}
            />
          </SimpleGrid>
          <MultiSelect
            label={t('staff.modal.centres')}
            description={t('staff.modal.centresHint')}
            data={centreOptions}
            withAsterisk
            {...form.getInputProps('centreIds')}
          />
          {canPromote && (
            <Checkbox
              label={t('staff.modal.isManager')}
              {...form.getInputProps('isManager', { type: 'checkbox' })}
            />
          )}
          <Divider label={t('staff.modal.personal')} labelPosition="left" />
          <PersonalInformationFields form={form} />
          <Divider label={t('staff.modal.contact')} labelPosition="left" />
          <TextInput
            label={t('staff.modal.email')}
            type="email"
            description={
              member.pending_email
                ? t('staff.modal.emailPending', { email: member.pending_email })
                : t('staff.modal.emailNote')
            }
            withAsterisk
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <PhoneFields form={form} />
          <Group justify="space-between" gap="sm">
            <Button
              variant="subtle"
              onClick={() => void reset()}
              loading={resetting}
              disabled={busy}
            >
              {t('staff.modal.sendReset')}
            </Button>
            <Group gap="sm">
              <Button variant="default" onClick={onClose} disabled={busy}>
                {t('staff.modal.cancel')}
              </Button>
              <Button type="submit" loading={busy} disabled={busy}>
                {t('staff.modal.save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
      <PayRateSection member={member} />
    </Modal>
  );
}
