import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { CenteredCard } from '../../../components/centered-card.tsx';
import { copy } from '../../../lib/copy.ts';
import { LoginForm } from './login-form.tsx';

export function LoginPage() {
  return (
    <CenteredCard title={copy.login.title}>
      <LoginForm />
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
