import { ZStaffRegisterRequest, type TStaffRegisterRequest } from '@vh/contracts';
import {
  confirmationRule,
  emptyRegisterValues,
  fieldRule,
  firstMissingToast,
  passwordRule,
  type NamedField,
  type RegisterValues,
} from './register-form.rules.ts';

// The invite (staff) sign-up form's rules (SPEC §3 invite extras, §5): the free form's fields plus
// the cell number and the kiosk PIN, checked by the staff contract's own schemas. Values are
// trimmed as in the free form (see register-form.rules.ts).

export type StaffValues = RegisterValues & { cellNumber: string; pinCode: string };

export const emptyStaffValues: StaffValues = {
  ...emptyRegisterValues,
  cellNumber: '',
  pinCode: '',
};

const shape = ZStaffRegisterRequest.shape;
const pinRule = fieldRule(shape.pin_code);

export const staffRules = {
  firstName: fieldRule(shape.first_name),
  lastName: fieldRule(shape.last_name),
  username: fieldRule(shape.username),
  email: fieldRule(shape.email),
  cellNumber: fieldRule(shape.cell_number),
  // The contract takes digits only; a space typed at either end is dropped, as everywhere.
  pinCode: (value: string) => pinRule(value.trim()),
  password: passwordRule,
  confirmPassword: confirmationRule('spec.validation.invitePasswordsDoNotMatch'),
};

/** In the order the form shows them, so the toast names the first gap the person will meet. */
const requiredInOrder: readonly NamedField<keyof StaffValues>[] = [
  ['firstName', 'spec.fillInFieldNames.firstName'],
  ['lastName', 'spec.fillInFieldNames.lastName'],
  ['username', 'spec.fillInFieldNames.username'],
  ['email', 'spec.fillInFieldNames.email'],
  ['cellNumber', 'spec.fillInFieldNames.cellNumber'],
  ['pinCode', 'auth.register.pinFieldWord'],
  ['password', 'spec.fillInFieldNames.password'],
];

export const failedStaffSubmitToast = (values: StaffValues): string | null =>
  firstMissingToast(values, requiredInOrder);

/** The accepted invite the sign-up joins (from POST /api/businesses/validate-code/). */
export type InviteExtras = { code: string; owner_uid: string; business_id: string };

/**
 * The POST /api/users/ body, through the contract. SPEC §3: the role defaults to STAFF but the
 * submission sends USER; the server makes the person staff of the code's business either way.
 */
export function toStaffRegisterRequest(
  values: StaffValues,
  invite: InviteExtras,
): TStaffRegisterRequest {
  return ZStaffRegisterRequest.parse({
    username: values.username,
    first_name: values.firstName,
    last_name: values.lastName,
    email: values.email,
    cell_number: values.cellNumber,
    pin_code: values.pinCode.trim(),
    password: values.password.trim(),
    invite_code: invite.code,
    owner_uid: invite.owner_uid,
    business_id: invite.business_id,
    request_type: 'no-auth',
    role: 'USER',
  });
}
