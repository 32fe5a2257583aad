import { Button, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { t, type TReportQuery } from '@vh/contracts';
import { useState } from 'react';
import { notifyError } from '../../../lib/notify.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { SectionCard } from '../../../components/section-card.tsx';
import { serverMessage } from '../../timesheets/server-message.ts';
import { EXPORT_KINDS, fetchExport, type TExportKind } from '../api/exports.ts';
import type { TReportLimits } from '../report-range.ts';
import { UpgradeOffer } from './upgrade-offer.tsx';

/**
 * Payroll CSV, punch list CSV and timesheet PDF for the report's period and filters. Where the
 * plan has no exports (Free), they are offered as an upgrade instead of buttons that would fail.
 */
export function ReportExports({
  limits,
  query,
  isOwner,
}: {
  limits: TReportLimits | null;
  query: TReportQuery | undefined;
  isOwner: boolean;
}) {
  const [busy, setBusy] = useState<TExportKind | null>(null);
  if (!limits) return null;

  async function download(kind: TExportKind) {
    if (!query) return;
    setBusy(kind);
    try {
      const { blob, fileName } = await fetchExport(kind, query);
      saveFile(fileName, blob);
    } catch (error) {
      notifyError(serverMessage(error, t('reports.exports.failed')));
    } finally {
      setBusy(null);
    }
  }

  return (
    <SectionCard title={t('reports.exports.title')}>
      {limits.exports ? (
        <>
          <Text size="sm">{t('reports.exports.intro')}</Text>
          <Group gap="sm" wrap="wrap">
            {EXPORT_KINDS.map((kind) => (
              <Button
                key={kind}
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden />}
                loading={busy === kind}
                disabled={!query || (busy !== null && busy !== kind)}
                onClick={() => void download(kind)}
              >
                {t(`reports.exports.${kind}`)}
              </Button>
            ))}
          </Group>
        </>
      ) : (
        <UpgradeOffer
          title={t('reports.exports.upgradeTitle')}
          message={t('reports.exports.upgradeIntro')}
          isOwner={isOwner}
          upgradeLabel={t('reports.exports.upgrade')}
          askOwner={t('reports.exports.askOwner')}
        />
      )}
    </SectionCard>
  );
}
