import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { TProfile } from '@vh/contracts';
import { formatMonthYear } from '../../../lib/dates.ts';
import { fullName } from '../profile-display.ts';
import { DetailList } from './detail-list.tsx';
import { t } from '@vh/contracts';

/** SPEC §2: full name, 'Joined {month year}', cell number and email. */
export function AboutCard({ profile, onEdit }: { profile: TProfile; onEdit: () => void }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={2} fz="h3">
          {t('profile.panel.aboutTitle')}
        </Title>
        <div>
          <Text fw={600} size="lg" style={{ overflowWrap: 'anywhere' }}>
            {fullName(profile) || profile.username}
          </Text>
          <Text size="sm" c="dimmed">
            {t('profile.panel.joined', { monthYear: formatMonthYear(profile.date_joined) })}
          </Text>
        </div>
        <DetailList
          details={[
            { label: t('common.fields.cellNumber'), value: profile.cell_number },
            { label: t('common.fields.email'), value: profile.email },
          ]}
        />
        <Button variant="light" onClick={onEdit}>
          {t('profile.panel.editProfile')}
        </Button>
      </Stack>
    </Paper>
  );
}
