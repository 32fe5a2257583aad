import { Anchor, Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { CenteredCard } from '../../../components/centered-card.tsx';
import { copy } from '../../../lib/copy.ts';
import { ForgotForm } from './forgot-form.tsx';

/**
 * /forgot (SPEC §2): asks for the email a reset link goes to. Public, and a signed-in visitor is
 * not sent away: people reset from the settings too.
 */
export function ForgotPage() {
  return (
    <CenteredCard title={copy.forgot.title}>
      <Text size="sm" c="dimmed">
        {copy.forgot.intro}
      </Text>
      <ForgotForm />
      <Button component={Link} to="/login" variant="default" fullWidth>
        {copy.actions.backToLogin}
      </Button>
      <Text size="sm" ta="center">
        {copy.login.noAccount}{' '}
        <Anchor component={Link} to="/register">
          {copy.actions.signUp}
        </Anchor>
      </Text>
    </CenteredCard>
  );
}
