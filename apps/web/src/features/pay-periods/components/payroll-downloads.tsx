import { Alert, Button, Divider, Group, Select, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { PAYROLL_FILES, t, type TPayrollFile } from '@vh/contracts';
import { useState } from 'react';
import { saveFile } from '../../../lib/save-file.ts';
import { useCentres } from '../../businesses/hooks/use-centres.ts';
import { fetchPayrollFile } from '../api/payroll-exports.ts';
import { serverMessage } from './server-message.ts';

const LABELS: Record<TPayrollFile, () => string> = {
  'summary.csv': () => t('payPeriods.downloads.files.summaryCsv'),
  'summary.xlsx': () => t('payPeriods.downloads.files.summaryXlsx'),
  'detail.csv': () => t('payPeriods.downloads.files.detailCsv'),
  'detail.xlsx': () => t('payPeriods.downloads.files.detailXlsx'),
  'paymentevolution.csv': () => t('payPeriods.downloads.files.paymentEvolutionCsv'),
  'sage50.csv': () => t('payPeriods.downloads.files.sage50Csv'),
  'summary.pdf': () => t('payPeriods.downloads.files.summaryPdf'),
};

/**
 * The period's payroll files, one button each. A refusal (people without employee numbers, a plan
 * without exports) stays under the buttons until the next try: it names what to fix, and a toast
 * would vanish before the list of people is read.
 */
export function PayrollDownloads({ start }: { start: string }) {
  const centres = useCentres().data ?? [];
  const [centreId, setCentreId] = useState<string | null>(null);
  const [busy, setBusy] = useState<TPayrollFile | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const title = t('payPeriods.downloads.title');

  async function download(file: TPayrollFile) {
    setBusy(file);
    setProblem(null);
    try {
      const { blob, fileName } = await fetchPayrollFile(start, file, centreId ?? undefined);
      saveFile(fileName, blob);
    } catch (error) {
      setProblem(serverMessage(error, t('payPeriods.downloads.failed')));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Divider label={title} labelPosition="left" />
      <Text size="sm">{t('payPeriods.downloads.intro')}</Text>
      {centres.length > 1 && (
        <Select
          label={t('payPeriods.downloads.centre')}
          placeholder={t('payPeriods.downloads.allCentres')}
          data={centres.map((centre) => ({ value: centre.id, label: centre.name }))}
          value={centreId}
          onChange={setCentreId}
          clearable
          w={{ base: '100%', xs: 260 }}
        />
      )}
      <Group gap="sm" wrap="wrap">
        {PAYROLL_FILES.map((file) => (
          <Button
            key={file}
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={busy === file}
            disabled={busy !== null && busy !== file}
            onClick={() => void download(file)}
          >
            {LABELS[file]()}
          </Button>
        ))}
      </Group>
      {problem && (
        <Alert color="red" variant="light">
          <Text size="sm">{problem}</Text>
        </Alert>
      )}
      <Text size="sm" c="dimmed">
        {t('payPeriods.downloads.paymentEvolutionHint')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('payPeriods.downloads.sage50Hint')}
      </Text>
    </Stack>
  );
}
