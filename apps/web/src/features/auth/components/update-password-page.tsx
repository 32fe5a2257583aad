import { Alert, Anchor, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { CenteredCard } from '../../../components/centered-card.tsx';
import { copy } from '../../../lib/copy.ts';
import { UpdatePasswordForm } from './update-password-form.tsx';

/**
 * /update-password?email=…&token=… (SPEC §2), where the reset email's link leads. `otp` is read
 * by the original but ignored here: our links carry a token. Without email or token there is
 * nothing to reset with, so the visitor is pointed at /forgot instead of a form.
 */
export function UpdatePasswordPage() {
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const token = params.get('token')?.trim() ?? '';

  return (
    <CenteredCard title={copy.updatePassword.title}>
      {email && token ? (
        <UpdatePasswordForm link={{ email, token }} />
      ) : (
        <Alert color="yellow" title={copy.updatePassword.incompleteLinkTitle}>
          <Text size="sm">{copy.updatePassword.incompleteLinkMessage}</Text>
          <Anchor component={Link} to="/forgot" size="sm" mt="xs" display="inline-block">
            {copy.updatePassword.requestNewLink}
          </Anchor>
        </Alert>
      )}
    </CenteredCard>
  );
}
