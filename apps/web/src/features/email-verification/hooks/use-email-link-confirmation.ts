import { useQueryClient } from '@tanstack/react-query';
import { ZSendVerificationRequest, t } from '@vh/contracts';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { profileQueryKey } from '../../../lib/get-profile.ts';
import { notifyFailure, notifySuccess } from '../../../lib/notify.ts';
import { confirmEmail } from '../api/confirm-email.ts';

// The contract's own rule for a redirect: a path on this site (one leading /, no //host).
const ZRedirectPath = ZSendVerificationRequest.shape.redirect.unwrap();

/** Where to go after a confirmed link: its redirect if that is a path on this site, else /dashboard. */
export function redirectAfterConfirm(redirect: string | null): string {
  return redirect !== null && ZRedirectPath.safeParse(redirect).success ? redirect : '/dashboard';
}

/**
 * /dashboard?token=…&redirect=… (SPEC §2, §4), the link of the verification email: confirms the
 * token once, refetches the profile and moves on to the redirect target. A failure toasts and
 * drops the query. `confirming` is true while the URL still carries a token.
 */
export function useEmailLinkConfirmation(uid: string): { confirming: boolean } {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const redirect = params.get('redirect');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // StrictMode runs effects twice, and a link's token is single-use: send each token once.
  const sentToken = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sentToken.current === token) return;
    sentToken.current = token;
    confirmEmail(uid, { token }).then(
      (profile) => {
        queryClient.setQueryData(profileQueryKey(uid), profile);
        void queryClient.invalidateQueries({ queryKey: profileQueryKey(uid) });
        notifySuccess(t('toasts.emailVerified'));
        void navigate(redirectAfterConfirm(redirect), { replace: true });
      },
      (error: unknown) => {
        // A reused or expired link says so (EMAIL_LINK_INVALID), not just 'try again'.
        notifyFailure(error, t('toasts.genericError'));
        void navigate(pathname, { replace: true });
      },
    );
  }, [token, redirect, pathname, uid, navigate, queryClient]);

  return { confirming: token !== '' };
}
