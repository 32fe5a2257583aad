import { ErrorCode, timings, t } from '@vh/contracts';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { validateInviteCode, type InviteOwner } from '../api/validate-invite-code.ts';

/** An invite code the server accepted, with the business it belongs to. */
export type ValidatedInvite = InviteOwner & { code: string };

/**
 * Checks an invite code with the server (SPEC §4, §8). Resolves to the accepted invite, or null
 * after telling the visitor why not: a code the server does not know is reported on the field
 * too; anything else (server down, rate limit, network) is a short 'try again' toast.
 */
export function useValidateInviteCode(onInvalidCode: (message: string) => void) {
  const [working, setWorking] = useState(false);

  async function validate(code: string): Promise<ValidatedInvite | null> {
    setWorking(true);
    try {
      const owner = await validateInviteCode({ code });
      notifySuccess(t('toasts.inviteCodeValidated'));
      return { ...owner, code };
    } catch (error) {
      if (isApiError(error) && error.code === ErrorCode.INVITE_CODE_INVALID) {
        onInvalidCode(t('spec.validation.inviteCodeInvalid'));
        notifyError(t('spec.validation.inviteCodeInvalid'));
      } else {
        notifyError(t('toasts.inviteCodeError'), {
          autoClose: timings.inviteCodeErrorAutoCloseMs,
        });
      }
      return null;
    } finally {
      setWorking(false);
    }
  }

  return { validate, working };
}
