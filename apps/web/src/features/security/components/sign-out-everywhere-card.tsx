import { Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { SectionCard } from '../../../components/section-card.tsx';
import { SIGN_OUT_EVERYWHERE } from '../../auth/logout-redirect.ts';
import { securityCopy } from '../security.copy.ts';

const text = securityCopy.signOutEverywhere;

/** Ends every session of the account: a lost phone, a shared computer someone forgot to leave. */
export function SignOutEverywhereCard() {
  return (
    <SectionCard title={text.title}>
      <Text size="sm" c="dimmed">
        {text.intro}
      </Text>
      <Group justify="flex-end" mt="xs">
        <Button
          component={Link}
          to="/logout"
          state={SIGN_OUT_EVERYWHERE}
          color="red"
          variant="light"
        >
          {text.action}
        </Button>
      </Group>
    </SectionCard>
  );
}
