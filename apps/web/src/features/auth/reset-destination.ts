import { ZResetPasswordRequest } from '@vh/contracts';
import { readAuthHash } from '../../lib/auth-hash.ts';

// /reset is a mock-up in the original (SPEC §2). Here it is a doorway into the password reset: old
// bookmarks and other services' links may point at it. A link that can still set a password goes
// on to /update-password; anything else asks for a new link on /forgot. Only the two values a
// reset needs travel on, checked by the same rules the server applies, so nothing else in the URL
// (a stale parameter, a tracking tag) is carried into the form or the page after it.

const ZMailedLink = ZResetPasswordRequest.pick({ email: true, token: true });

/** Where /reset with this search and hash leads. */
export function resetDestination(search: string, hash: string): string {
  const fromHash = readAuthHash(hash);
  if (fromHash?.kind === 'session' && fromHash.type === 'recovery') {
    return `/update-password${hash}`;
  }
  const params = new URLSearchParams(search);
  const mailed = ZMailedLink.safeParse({
    email: params.get('email')?.trim() ?? '',
    token: params.get('token')?.trim() ?? '',
  });
  if (mailed.success) {
    return `/update-password?${new URLSearchParams(mailed.data).toString()}`;
  }
  return '/forgot';
}
