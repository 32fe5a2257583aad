import { Anchor, Group, Text } from '@mantine/core';
import { t } from '@vh/contracts';
import { Link, useSearchParams } from 'react-router';
import { safeNextPath } from '../../../lib/next-path.ts';
import { CenteredCard } from '../../../components/centered-card.tsx';
import { LoginForm } from './login-form.tsx';

export function LoginPage() {
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  return (
    <CenteredCard title={t('auth.login.title')}>
      {next ? (
        <Text size="sm" role="status">
          {t('toasts.serverReasons.signInToContinue')}
        </Text>
      ) : null}
      <LoginForm next={next} />
      <Group justify="space-between" gap="xs">
        <Text size="sm">
          {t('auth.login.noAccount')}{' '}
          <Anchor component={Link} to="/register">
            {t('common.actions.signUp')}
          </Anchor>
        </Text>
        <Anchor component={Link} to="/forgot" size="sm">
          {t('auth.login.forgotPassword')}
        </Anchor>
      </Group>
    </CenteredCard>
  );
}
