import type { QueryClient } from '@tanstack/react-query';
import { emailChange } from '@vh/contracts';
import type { NavigateFunction } from 'react-router';
import type { AuthHash } from '../lib/auth-hash.ts';
import { profileQueryKey } from '../lib/get-profile.ts';
import { notifyError, notifySuccess } from '../lib/notify.ts';
import { authClient } from '../lib/supabase.ts';

// What a link's hash (lib/auth-hash.ts) leads to. Loaded only when a page opens with such a hash.

type Place = { pathname: string; search: string; hash: string };

export async function actOnAuthHash(
  link: AuthHash,
  at: Place,
  navigate: NavigateFunction,
  queryClient: QueryClient,
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
    notifyError(link.description || emailChange.linkFailed);
    await navigate(withoutHash, { replace: true });
    return;
  }
  if (link.kind === 'message') {
    // The first of the two email-change links was accepted; the other address still has to confirm.
    notifySuccess(emailChange.firstLinkConfirmed);
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
    notifyError(emailChange.linkFailed);
    await navigate(withoutHash, { replace: true });
    return;
  }
  await queryClient.invalidateQueries({ queryKey: profileQueryKey(data.session.user.id) });
  if (link.type === 'email_change') notifySuccess(emailChange.changed);
  await navigate(withoutHash, { replace: true });
}
