import { Box, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { t, type TProfile } from '@vh/contracts';
import type { ReactNode } from 'react';
import { formatCalendarDate } from '../../../lib/dates.ts';

/** The settings' Employment tab (SPEC §2), for staff: read-only, as the employer keeps it. */
export function EmploymentSettings({ profile }: { profile: TProfile }) {
  const businesses = profile.business_info;

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} fz="h3">
          {t('employment.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('employment.managedByEmployer')}
        </Text>
        <SimpleGrid
          component="dl"
          cols={{ base: 1, xs: 2 }}
          spacing="md"
          verticalSpacing="md"
          m={0}
        >
          <Detail
            label={businesses.length > 1 ? t('employment.businesses') : t('employment.business')}
          >
            {businesses.length > 0 ? (
              businesses.map((business) => <div key={business.business_id}>{business.name}</div>)
            ) : (
              <Text span c="dimmed" inherit>
                {t('employment.notAssigned')}
              </Text>
            )}
          </Detail>
          <Detail label={t('employment.position')}>{profile.position || <NotSet />}</Detail>
          <Detail label={t('employment.startDate')}>{dateOrNotSet(profile.start_date)}</Detail>
          <Detail label={t('employment.endDate')}>{dateOrNotSet(profile.end_date)}</Detail>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Box component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </div>
  );
}

function NotSet() {
  return (
    <Text span c="dimmed" inherit>
      {t('employment.notSet')}
    </Text>
  );
}

const dateOrNotSet = (isoDate: string | null) =>
  isoDate ? formatCalendarDate(isoDate) : <NotSet />;
