import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { CenteredCard } from '../../../components/centered-card.tsx';
import { copy } from '../../../lib/copy.ts';
import { RegisterForm } from './register-form.tsx';

export function RegisterPage() {
  return (
    <CenteredCard title={copy.register.title}>
      <RegisterForm />
      <Group justify="space-between" gap="xs">
        <Text size="sm">
          {copy.register.haveAccount}{' '}
          <Anchor component={Link} to="/login">
            {copy.actions.login}
          </Anchor>
        </Text>
        <Anchor component={Link} to="/" size="sm">
          {copy.actions.backHome}
        </Anchor>
      </Group>
    </CenteredCard>
  );
}
