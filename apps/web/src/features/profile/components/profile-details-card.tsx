import { Group, Loader, Paper, Stack, Title } from '@mantine/core';
import { useIsFetching } from '@tanstack/react-query';
import type { TProfile } from '@vh/contracts';
import { profileQueryKey } from '../../../lib/get-profile.ts';
import { addressLines, detailsHeading } from '../profile-display.ts';
import { DetailList } from './detail-list.tsx';
import { t } from '@vh/contracts';

/**
 * SPEC §2's second card, headed with the first name. Its spinner shows only while the profile is
 * being fetched again, so the details on screen are known to be catching up.
 */
export function ProfileDetailsCard({ profile }: { profile: TProfile }) {
  const refreshing = useIsFetching({ queryKey: profileQueryKey(profile.uid) }) > 0;
  const address = addressLines(profile);

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Title order={2} fz="h3" style={{ overflowWrap: 'anywhere' }}>
            {detailsHeading(profile)}
          </Title>
          {refreshing ? (
            <Loader size="sm" role="status" aria-label={t('profile.panel.refreshing')} />
          ) : null}
        </Group>
        <DetailList
          details={[
            { label: t('common.fields.username'), value: profile.username },
            {
              label: t('profile.fields.address'),
              value: address.length
                ? address.map((line, index) => (
                    <span key={index} style={{ display: 'block' }}>
                      {line}
                    </span>
                  ))
                : null,
            },
            { label: t('profile.fields.gender'), value: profile.gender },
            { label: t('profile.fields.homeNumber'), value: profile.home_number },
            { label: t('profile.fields.workNumber'), value: profile.work_number },
          ]}
        />
      </Stack>
    </Paper>
  );
}
