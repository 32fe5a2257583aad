import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconDownload,
  IconFileTypePdf,
  IconShieldCheck,
} from '@tabler/icons-react';
import { receiptLink, t, type TPunch, type TPunchResponse } from '@vh/contracts';
import { useState } from 'react';
import { reasonFor } from '../../../lib/failure-reason.ts';
import { notifyError } from '../../../lib/notify.ts';
import { downloadJson, saveReceiptPdf } from '../download.ts';
import { formatTimeAt, reasonSentence, verdictWords } from '../time-words.ts';

/** The last punch's verdict: verified, or flagged and why; with its receipt when just made. */
export function LastPunch({
  punch,
  centre,
  timeZone,
  response,
  denied,
}: {
  punch: TPunch;
  centre: string;
  timeZone: string;
  response: TPunchResponse | null;
  denied: boolean;
}) {
  const [saving, setSaving] = useState(false);
  const clean = !punch.needs_review;
  const what = t(`timeclock.done.${punch.type}`);
  const time = formatTimeAt(punch.server_time, timeZone);
  return (
    <Alert
      color={clean ? 'green' : 'yellow'}
      icon={clean ? <IconShieldCheck aria-hidden /> : <IconAlertTriangle aria-hidden />}
      title={t('timeclock.clock.lastPunch', { what, time })}
      role="status"
      p="sm"
    >
      <Stack gap={6}>
        <Text size="sm" data-testid="verdict">
          {verdictWords(punch, centre)}
        </Text>
        {/* Said once: the blocked-location note below says it where the browser tells. */}
        {punch.location_error === 'denied' && !denied && (
          <Text size="sm">{t('timeclock.denied')}</Text>
        )}
        {punch.location_error && punch.location_error !== 'denied' && (
          <Text size="sm">{t('timeclock.unavailable')}</Text>
        )}
        {/* Why it needs review, in sentences with the punch's own figures. */}
        {punch.reasons.map((reason) => (
          <Text key={reason} size="sm">
            {reasonSentence(punch, reason)}
          </Text>
        ))}
        {response && (
          <Group gap="sm">
            <Button
              size="compact-sm"
              leftSection={<IconFileTypePdf size={14} aria-hidden />}
              loading={saving}
              onClick={() => {
                setSaving(true);
                saveReceiptPdf(punch.id)
                  .catch((error: unknown) => notifyError(reasonFor(error, t('toasts.fetchError'))))
                  .finally(() => setSaving(false));
              }}
            >
              {t('timeclock.saveReceiptPdf')}
            </Button>
            <Button
              size="compact-sm"
              variant="default"
              leftSection={<IconDownload size={14} aria-hidden />}
              onClick={() => downloadJson(`receipt-${punch.id}.json`, response.receipt)}
            >
              {t('timeclock.downloadReceipt')}
            </Button>
            {/* In the alert's own text colour: the link blue fails contrast on its green. */}
            <Anchor
              size="sm"
              c="inherit"
              underline="always"
              rel="noopener"
              href={receiptLink(window.location.origin, response.receipt)}
              target="_blank"
            >
              {t('timeclock.checkReceipt')}
            </Anchor>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
