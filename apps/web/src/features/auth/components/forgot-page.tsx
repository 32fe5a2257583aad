import { Anchor, Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { CenteredCard } from '../../../components/centered-card.tsx';
import { ForgotForm } from './forgot-form.tsx';
import { t } from '@vh/contracts';

/**
 * /forgot (SPEC §2): asks for the email a reset link goes to. Public, and a signed-in visitor is
 * not sent away: people reset from the settings too.
 */
export function ForgotPage() {
  return (
    <CenteredCard title={t('auth.forgot.title')}>
      <Text size="sm" c="dimmed">
        {t('auth.forgot.intro')}
      </Text>
      <ForgotForm />
      <Button component={Link} to="/login" variant="default" fullWidth>
        {t('common.actions.backToLogin')}
      </Button>
      <Text size="sm" ta="center">
        {t('auth.login.noAccount')}{' '}
        <Anchor component={Link} to="/register">
          {t('common.actions.signUp')}
        </Anchor>
      </Text>
    </CenteredCard>
  );
}
