import { Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { SectionCard } from '../../../components/section-card.tsx';
import { SIGN_OUT_EVERYWHERE } from '../../auth/logout-redirect.ts';
import { t } from '@vh/contracts';

/** Ends every session of the account: a lost phone, a shared computer someone forgot to leave. */
export function SignOutEverywhereCard() {
  return (
    <SectionCard title={t('security.signOutEverywhere.title')}>
      <Text size="sm" c="dimmed">
        {t('security.signOutEverywhere.intro')}
      </Text>
      <Group justify="flex-end" mt="xs">
        <Button
          component={Link}
          to="/logout"
          state={SIGN_OUT_EVERYWHERE}
          color="red"
          variant="light"
        >
          {t('security.signOutEverywhere.action')}
        </Button>
      </Group>
    </SectionCard>
  );
}
