import { Alert, Button, Text } from '@mantine/core';
import { Link, useLocation, useSearchParams } from 'react-router';
import { CenteredCard } from '../../../components/centered-card.tsx';
import { readAuthHash } from '../../../lib/auth-hash.ts';
import type { ResetLink } from '../hooks/use-reset-password.ts';
import { UpdatePasswordForm } from './update-password-form.tsx';
import { t } from '@vh/contracts';

/**
 * The link the visitor came with: our server's `?email=…&token=…`, or a Supabase project's
 * `#access_token=…&refresh_token=…&type=recovery` (a session for setting the password). Null when
 * the URL carries neither.
 */
function resetLinkOf(params: URLSearchParams, hash: string): ResetLink | null {
  const email = params.get('email')?.trim() ?? '';
  const token = params.get('token')?.trim() ?? '';
  if (email && token) return { kind: 'token', email, token };
  const fromHash = readAuthHash(hash);
  if (fromHash?.kind === 'session' && fromHash.type === 'recovery') {
    return {
      kind: 'session',
      accessToken: fromHash.accessToken,
      refreshToken: fromHash.refreshToken,
    };
  }
  return null;
}

/**
 * /update-password (SPEC §2), where the reset email's link leads: with `?email=…&token=…` from
 * our server (`otp` is read by the original but ignored: our links carry a token), or with a
 * recovery session in the hash from a Supabase project. Without either there is nothing to reset
 * with, so the visitor is pointed at /forgot instead of a form.
 */
export function UpdatePasswordPage() {
  const [params] = useSearchParams();
  const { hash } = useLocation();
  const link = resetLinkOf(params, hash);

  return (
    <CenteredCard title={t('auth.updatePassword.title')}>
      {link ? (
        <UpdatePasswordForm link={link} />
      ) : (
        // Mantine's yellow title and an indigo link on the tinted background fall below AA
        // contrast; body-coloured text and a filled button do not.
        <Alert
          color="yellow"
          title={t('auth.updatePassword.incompleteLinkTitle')}
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
        >
          <Text size="sm">{t('auth.updatePassword.incompleteLinkMessage')}</Text>
          <Button component={Link} to="/forgot" size="xs" mt="sm">
            {t('auth.updatePassword.requestNewLink')}
          </Button>
        </Alert>
      )}
    </CenteredCard>
  );
}
