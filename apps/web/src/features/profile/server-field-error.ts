import { ErrorCode, t } from '@vh/contracts';
import { isApiError } from '../../lib/api-client.ts';
import type { ProfileField } from './profile-form.rules.ts';

// The request paths of PATCH /api/users/uid/{uid} and the form fields they come from.
const FORM_FIELDS = new Map<string, ProfileField>([
  ['personal_information.first_name', 'firstName'],
  ['personal_information.last_name', 'lastName'],
  ['personal_information.gender', 'gender'],
  ['personal_information.street', 'street'],
  ['personal_information.street_2', 'street2'],
  ['personal_information.city', 'city'],
  ['personal_information.province', 'province'],
  ['personal_information.country', 'country'],
  ['personal_information.postal_code', 'postalCode'],
  ['contact_information.email', 'email'],
  ['contact_information.cell_number', 'cellNumber'],
  ['contact_information.home_number', 'homeNumber'],
  ['contact_information.work_number', 'workNumber'],
  ['current_password', 'currentPassword'],
]);

/** The form field a failed save is about, with the words to show beside it. */
export function serverFieldError(error: unknown): { field: ProfileField; message: string } | null {
  if (!isApiError(error)) return null;
  if (error.code === ErrorCode.EMAIL_TAKEN)
    return { field: 'email', message: t('toasts.emailExists') };
  const path = error.field;
  const field = path === undefined ? undefined : FORM_FIELDS.get(path);
  if (path === undefined || field === undefined) return null;
  return { field, message: error.fieldMessage };
}
