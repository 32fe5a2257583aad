import { Alert, Button, Text } from '@mantine/core';
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
        // Mantine's yellow title and an indigo link on the tinted background fall below AA
        // contrast; body-coloured text and a filled button do not.
        <Alert
          color="yellow"
          title={copy.updatePassword.incompleteLinkTitle}
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
        >
          <Text size="sm">{copy.updatePassword.incompleteLinkMessage}</Text>
          <Button component={Link} to="/forgot" size="xs" mt="sm">
            {copy.updatePassword.requestNewLink}
          </Button>
        </Alert>
      )}
    </CenteredCard>
  );
}
