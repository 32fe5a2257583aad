import { Alert, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { t, type TOvertimeNotice } from '@vh/contracts';

/**
 * What the server tells the owner about their provinces' overtime rules (set from the province,
 * different from it, or centres in several provinces), above the rules they may change.
 */
export function OvertimeNotices({ notices }: { notices: readonly TOvertimeNotice[] | undefined }) {
  if (!notices || notices.length === 0) return null;
  return (
    <Stack gap="xs">
      {notices.map((notice) => (
        <Alert
          key={notice.kind}
          color={notice.kind === 'set_from_province' ? 'blue' : 'yellow'}
          icon={<IconInfoCircle aria-hidden />}
          title={t(`overtimeNotices.titles.${notice.kind}`)}
        >
          {notice.message}
        </Alert>
      ))}
    </Stack>
  );
}
