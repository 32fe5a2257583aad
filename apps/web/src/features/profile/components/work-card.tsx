import { Paper, Stack, Text, Title } from '@mantine/core';
import { t, type TProfile } from '@vh/contracts';
import { formatCalendarDate } from '../../../lib/dates.ts';
import { whoEditsWork } from '../profile-display.ts';
import { DetailList } from './detail-list.tsx';

/**
 * A staff member's or manager's work details as their employer keeps them: shown, never edited
 * here (the server refuses those changes from the person), with who to ask instead. Their own
 * name, address and phone numbers stay theirs to edit in the About card.
 */
export function WorkCard({ profile }: { profile: TProfile }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={2} fz="h3">
          {t('profile.work.title')}
        </Title>
        <DetailList
          details={[
            {
              label: t('profile.work.business'),
              value: profile.business_info.map((business) => business.name).join(', '),
            },
            {
              label: t('profile.work.role'),
              value: profile.is_manager ? t('profile.work.manager') : t('profile.work.staff'),
            },
            { label: t('profile.work.position'), value: profile.position },
            {
              label: t('profile.work.startDate'),
              value: profile.start_date ? formatCalendarDate(profile.start_date) : null,
            },
          ]}
        />
        <Text size="sm" c="dimmed">
          {whoEditsWork(profile)}
        </Text>
      </Stack>
    </Paper>
  );
}
