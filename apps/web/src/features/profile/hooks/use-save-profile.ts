import { useQueryClient } from '@tanstack/react-query';
import { toasts, type TProfile, type TUpdateProfileRequest } from '@vh/contracts';
import { useState } from 'react';
import { profileQueryKey } from '../../../lib/get-profile.ts';
import { notifyLoading, notifySuccess, settleToast } from '../../../lib/notify.ts';
import { updateProfile } from '../api/update-profile.ts';
import type { ProfileField } from '../profile-form.rules.ts';
import { serverFieldError } from '../server-field-error.ts';

type SetFieldError = (field: ProfileField, message: string) => void;

/**
 * Saves a validated profile form (SPEC §4 'Saving'): the 'Connecting to the server' toast, one
 * PATCH, then the outcome in that same toast. The saved profile replaces the cached one so every
 * screen shows it at once. Resolves to the saved profile, or null when the save failed.
 */
export function useSaveProfile(profile: TProfile) {
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);

  async function save(
    body: TUpdateProfileRequest,
    setFieldError: SetFieldError,
  ): Promise<TProfile | null> {
    setSaving(true);
    // The latest known profile: the prop may predate an earlier save from this screen.
    const before = queryClient.getQueryData<TProfile>(profileQueryKey(profile.uid)) ?? profile;
    const toast = notifyLoading(toasts.connectingTitle, toasts.connectingMessage);
    let saved: TProfile;
    try {
      saved = await updateProfile(profile.uid, body);
    } catch (error) {
      settleToast(toast, 'error', toasts.saveError);
      const fieldError = serverFieldError(error);
      if (fieldError) setFieldError(fieldError.field, fieldError.message);
      setSaving(false);
      return null;
    }
    queryClient.setQueryData(profileQueryKey(profile.uid), saved);
    settleToast(toast, 'success', toasts.changesSaved);
    // A new sign-in email is only trusted once confirmed: the server has mailed it a link.
    if (saved.email !== before.email) notifySuccess(toasts.verificationEmailSent);
    setSaving(false);
    return saved;
  }

  return { save, saving };
}
