import { t } from '@vh/contracts';
import type { NavigateFunction } from 'react-router';
import type { AuthHash } from '../lib/auth-hash.ts';
import { profileQueryKey } from '../lib/get-profile.ts';
import { notifyError, notifySuccess } from '../lib/notify.ts';
import { currentQueryClient } from '../lib/query-client.ts';
import { authClient } from '../lib/supabase.ts';

// What a link's hash (lib/auth-hash.ts) leads to. Loaded only when a page opens with such a hash.

type Place = { pathname: string; search: string; hash: string };

export async function actOnAuthHash(
  link: AuthHash,
  at: Place,
  navigate: NavigateFunction,
): Promise<void> {
  const withoutHash = at.pathname + at.search;
  if (link.kind === 'session' && link.type === 'recovery') {
    // The new-password form adopts the recovery session itself, when the password is sent.
    if (at.pathname !== '/update-password') {
      await navigate(`/update-password${at.hash}`, { replace: true });
    }
    return;
  }
  if (link.kind === 'error') {
    notifyError(link.description || t('toasts.emailChange.linkFailed'));
    await navigate(withoutHash, { replace: true });
    return;
  }
  if (link.kind === 'message') {
    // The first of the two email-change links was accepted; the other address still has to confirm.
    notifySuccess(t('toasts.emailChange.firstLinkConfirmed'));
    await navigate(withoutHash, { replace: true });
    return;
  }
  // The second email-change link (or any other link carrying a session): the session is the
  // account's, now with the new email; adopt it and show the address as it now is.
  const client = await authClient();
  const { data, error } = await client.auth.setSession({
    access_token: link.accessToken,
    refresh_token: link.refreshToken,
  });
  if (error || !data.session) {
    notifyError(t('toasts.emailChange.linkFailed'));
    await navigate(withoutHash, { replace: true });
    return;
  }
  // A screen that already shows the profile shows the new address; none has cached it otherwise.
  await currentQueryClient()?.invalidateQueries({
    queryKey: profileQueryKey(data.session.user.id),
  });
  if (link.type === 'email_change') notifySuccess(t('toasts.emailChange.changed'));
  await navigate(withoutHash, { replace: true });
}
