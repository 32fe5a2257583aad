import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { t } from '@vh/contracts';

/** A null or blank value is shown as missing. */
export type Detail = { label: string; value: ReactNode };

/** Labelled values as a description list; a missing value reads 'Not set', dimmed. */
export function DetailList({ details }: { details: Detail[] }) {
  return (
    <Stack component="dl" gap="sm" m={0}>
      {details.map(({ label, value }) => (
        <div key={label}>
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          {value === null || value === '' ? (
            <Text component="dd" m={0} c="dimmed" fs="italic">
              {t('profile.notSet')}
            </Text>
          ) : (
            <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          )}
        </div>
      ))}
    </Stack>
  );
}
