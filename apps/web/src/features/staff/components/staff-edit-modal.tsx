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
import { layout, timings, type TStaffMember } from '@vh/contracts';
import { useState } from 'react';
import { datePickerProps } from '../../../lib/date-picker.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useCentres } from '../../businesses/hooks/use-centres.ts';
import { PersonalInformationFields } from '../../profile/components/personal-information-fields.tsx';
import { PhoneFields } from '../../profile/components/phone-fields.tsx';
import { editProfileFailedSubmitToast } from '../../profile/profile-form.rules.ts';
import { sendResetLink, updateStaff } from '../api/staff.ts';
import { useStaffChange } from '../hooks/use-staff.ts';
import { staffCopy as t } from '../staff.copy.ts';
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
    const done = body.contact_information?.email ? t.modal.savedEmailProposed : t.modal.saved;
    if (await run(() => updateStaff(member.uid, body), done)) onClose();
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
    await run(() => sendResetLink(member.uid), t.modal.resetSent);
    setResetting(false);
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={`${t.modal.title}: ${name}`}
      closeButtonProps={{ 'aria-label': t.modal.close }}
      size={layout.editModalWidth}
      fullScreen={narrow}
      transitionProps={{ transition: 'fade', duration: timings.modalFadeMs }}
      closeOnEscape={!busy}
      closeOnClickOutside={!busy}
      withCloseButton={!busy}
    >
      <form noValidate onSubmit={form.onSubmit(submit, onInvalid)}>
        <Stack gap="md">
          <Divider label={t.modal.job} labelPosition="left" />
          <Switch
            label={t.modal.status}
            onLabel={t.modal.active}
            offLabel={t.modal.disabled}
            size="lg"
            description={form.values.active ? t.modal.active : t.modal.disabled}
            {...form.getInputProps('active', { type: 'checkbox' })}
          />
          <TextInput label={t.modal.position} {...form.getInputProps('position')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <DatePickerInput
              label={t.modal.startDate}
              withAsterisk
              {...datePickerProps}
              {...dateProps('startDate')}
            />
            <DatePickerInput
              label={t.modal.endDate}
              description={t.modal.endDateHint}
              {...datePickerProps}
              clearable
              clearButtonProps={{ 'aria-label': t.modal.clearEndDate }}
              minDate={form.values.startDate || undefined}
              {...dateProps('endDate')}
            />
          </SimpleGrid>
          <MultiSelect
            label={t.modal.centres}
            description={t.modal.centresHint}
            data={centreOptions}
            withAsterisk
            {...form.getInputProps('centreIds')}
          />
          {canPromote && (
            <Checkbox
              label={t.modal.isManager}
              {...form.getInputProps('isManager', { type: 'checkbox' })}
            />
          )}
          <Divider label={t.modal.personal} labelPosition="left" />
          <PersonalInformationFields form={form} />
          <Divider label={t.modal.contact} labelPosition="left" />
          <TextInput
            label={t.modal.email}
            type="email"
            description={
              member.pending_email ? t.modal.emailPending(member.pending_email) : t.modal.emailNote
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
              {t.modal.sendReset}
            </Button>
            <Group gap="sm">
              <Button variant="default" onClick={onClose} disabled={busy}>
                {t.modal.cancel}
              </Button>
              <Button type="submit" loading={busy} disabled={busy}>
                {t.modal.save}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
