import { t } from '@vh/contracts';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { notifyError } from '../../../lib/notify.ts';
import { submitContact } from '../api/submit-contact.ts';
import {
  serverFieldError,
  toContactRequest,
  type ContactField,
  type ContactValues,
} from '../contact-form.rules.ts';

type SetFieldError = (field: ContactField, message: string) => void;

// Answers whose message is written for people and says what to change (a field) or when to retry.
const EXPLAINED_STATUSES = [400, 422, 429];

/**
 * Sends a validated contact form (ARCHITECTURE §9: it really submits). `onSent` gets the address
 * we will reply to; a failure shows SPEC §8's toast, with the server's reason when it has one.
 */
export function useSubmitContact(setFieldError: SetFieldError, onSent: (email: string) => void) {
  const [working, setWorking] = useState(false);

  async function submit(values: ContactValues): Promise<void> {
    setWorking(true);
    const request = toContactRequest(values);
    try {
      await submitContact(request);
    } catch (error) {
      showSubmitError(error, setFieldError);
      setWorking(false);
      return;
    }
    setWorking(false);
    onSent(request.email);
  }

  return { submit, working };
}

function showSubmitError(error: unknown, setFieldError: SetFieldError): void {
  if (!isApiError(error) || !EXPLAINED_STATUSES.includes(error.status)) {
    notifyError(t('toasts.contactSubmitError'));
    return;
  }
  const fieldError = serverFieldError(error.message);
  if (fieldError) setFieldError(fieldError.field, fieldError.message);
  notifyError(error.message, { title: t('toasts.contactSubmitError') });
}
