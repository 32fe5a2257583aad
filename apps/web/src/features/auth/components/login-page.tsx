import { Anchor, Group, Text } from '@mantine/core';
import { serverReasons } from '@vh/contracts';
import { Link, useSearchParams } from 'react-router';
import { safeNextPath } from '../../../lib/next-path.ts';
import { CenteredCard } from '../../../components/centered-card.tsx';
import { copy } from '../../../lib/copy.ts';
import { LoginForm } from './login-form.tsx';

export function LoginPage() {
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  return (
    <CenteredCard title={copy.login.title}>
      {next ? (
        <Text size="sm" role="status">
          {serverReasons.signInToContinue}
        </Text>
      ) : null}
      <LoginForm next={next} />
      <Group justify="space-between" gap="xs">
        <Text size="sm">
          {copy.login.noAccount}{' '}
          <Anchor component={Link} to="/register">
            {copy.actions.signUp}
          </Anchor>
        </Text>
        <Anchor component={Link} to="/forgot" size="sm">
          {copy.login.forgotPassword}
        </Anchor>
      </Group>
    </CenteredCard>
  );
}
