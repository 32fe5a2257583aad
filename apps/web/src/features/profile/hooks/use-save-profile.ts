import { useQueryClient } from '@tanstack/react-query';
import {
  type TProfile,
  type TUpdateProfileRequest,
  type TUpdateProfileResponse,
  t,
} from '@vh/contracts';
import { useState } from 'react';
import { profileQueryKey } from '../../../lib/get-profile.ts';
import { notifyLoading, notifySuccess, settleFailure, settleToast } from '../../../lib/notify.ts';
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
    const toast = notifyLoading(t('toasts.connectingTitle'), t('toasts.connectingMessage'));
    // A refetch still on its way (the shell refetches when a panel opens) would answer with the
    // profile from before this save and overwrite it in the cache.
    await queryClient.cancelQueries({ queryKey: profileQueryKey(profile.uid) });
    let saved: TUpdateProfileResponse;
    try {
      saved = await updateProfile(profile.uid, body);
    } catch (error) {
      settleFailure(toast, error, t('toasts.saveError'));
      const fieldError = serverFieldError(error);
      if (fieldError) setFieldError(fieldError.field, fieldError.message);
      setSaving(false);
      return null;
    }
    // The answer is the whole profile, as a read gives it (a staff member's centres included).
    queryClient.setQueryData(profileQueryKey(profile.uid), saved);
    settleToast(toast, 'success', t('toasts.changesSaved'));
    // A new sign-in email changes only once the links to both addresses are opened.
    if (saved.email_change_started)
      notifySuccess(t('toasts.emailChangeStarted'), { id: 'email-change' });
    setSaving(false);
    return saved;
  }

  return { save, saving };
}
