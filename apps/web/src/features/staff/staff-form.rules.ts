import {
  ZEmployeeNumber,
  ZUpdateStaffRequest,
  type TStaffMember,
  type TUpdateStaffRequest,
  t,
} from '@vh/contracts';
import {
  contactRules,
  emailChanged,
  personalRulesFor,
  personalValuesOf,
  phoneRulesFor,
  phoneValuesOf,
  toPersonalInformation,
  toPhoneNumbers,
  type EditProfileValues,
} from '../profile/profile-form.rules.ts';

/** The Edit staff profile modal's values: the person's own fields plus the job. */
export type StaffValues = EditProfileValues & {
  email: string;
  position: string;
  employeeNumber: string;
  startDate: string;
  endDate: string;
  active: boolean;
  isManager: boolean;
  centreIds: string[];
};

export function staffValuesOf(member: TStaffMember): StaffValues {
  return {
    ...personalValuesOf(member),
    ...phoneValuesOf(member),
    email: member.email,
    position: member.position ?? '',
    employeeNumber: member.employee_number ?? '',
    startDate: member.start_date ?? '',
    endDate: member.end_date ?? '',
    active: member.active,
    isManager: member.is_manager,
    centreIds: member.centres.map((centre) => centre.id),
  };
}

/**
 * SPEC §5's rules, with the profile's own leniency: an address the person has not given yet may
 * stay empty (a new person has none), but what is set may not be emptied. The start date is
 * required; the end date may not come before it.
 */
export function staffRulesFor(member: TStaffMember) {
  return {
    ...personalRulesFor(personalValuesOf(member)),
    ...phoneRulesFor(phoneValuesOf(member)),
    email: contactRules.email,
    employeeNumber: (value: string) =>
      ZEmployeeNumber.safeParse(value).error?.issues[0]?.message ?? null,
    startDate: (value: string) => (value ? null : t('spec.validation.startDateRequired')),
    endDate: (value: string, values: StaffValues) =>
      value && values.startDate && value < values.startDate
        ? t('staff.modal.endDateBeforeStart')
        : null,
    centreIds: (value: string[]) => (value.length > 0 ? null : t('staff.modal.centresRequired')),
  };
}

/**
 * One PATCH with every part, so the modal saves whole or not at all. The email goes only when it
 * changed: the server then mails both addresses and the person confirms.
 */
export function toUpdateStaffRequest(
  values: StaffValues,
  options: { canPromote: boolean; savedEmail: string },
): TUpdateStaffRequest {
  const email = emailChanged(values.email, options.savedEmail) ? { email: values.email } : {};
  return ZUpdateStaffRequest.parse({
    personal_information: toPersonalInformation(values),
    contact_information: { ...toPhoneNumbers(values), ...email },
    position: values.position,
    // Empty clears it, as the server reads it.
    employee_number: values.employeeNumber,
    start_date: values.startDate,
    end_date: values.endDate || null,
    active: values.active,
    centre_ids: values.centreIds,
    ...(options.canPromote ? { is_manager: values.isManager } : {}),
  });
}
