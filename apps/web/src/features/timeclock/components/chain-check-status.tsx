import { Alert, List, Progress, Stack, Text } from '@mantine/core';
import { IconShieldCheck, IconShieldX } from '@tabler/icons-react';
import type { TAuditVerification, TChainReport } from '@vh/contracts';
import { formatInstant } from '../../../lib/dates.ts';
import { timeclockCopy as t } from '../timeclock.copy.ts';

/** Where the business's latest check of its audit chain is: waiting, under way, done or stopped. */
export function ChainCheckStatus({ check }: { check: TAuditVerification }) {
  if (check.state === 'queued' || check.state === 'running') return <CheckUnderWay check={check} />;
  if (check.state === 'failed' || !check.report) {
    return (
      <Alert role="status" color="red" icon={<IconShieldX aria-hidden />} title={t.checkFailed}>
        <Text size="sm">{check.failure}</Text>
      </Alert>
    );
  }
  return <ChainReport report={check.report} finishedAt={check.finished_at} />;
}

function CheckUnderWay({ check }: { check: TAuditVerification }) {
  const total = check.entries_total + check.rows_total;
  const done = check.entries_checked + check.rows_checked;
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <Stack gap={6}>
      <Text size="sm" role="status">
        {check.state === 'queued'
          ? t.checkQueued
          : t.checkProgress(
              check.entries_checked,
              check.entries_total,
              check.rows_checked,
              check.rows_total,
            )}
      </Text>
      <Progress value={percent} animated aria-label={t.checkProgressLabel} />
    </Stack>
  );
}

function ChainReport({ report, finishedAt }: { report: TChainReport; finishedAt: string | null }) {
  return (
    <Alert
      role="status"
      color={report.ok ? 'green' : 'red'}
      icon={report.ok ? <IconShieldCheck aria-hidden /> : <IconShieldX aria-hidden />}
      title={
        report.ok
          ? t.chainOk(report.length, report.head ?? '')
          : report.first_bad
            ? t.chainBroken
            : t.rowsDiffer
      }
    >
      <Stack gap={4}>
        {report.first_bad && <Text size="sm">{report.first_bad.detail}</Text>}
        {report.row_problems.length > 0 && (
          <List size="sm" spacing={4}>
            {report.row_problems.map((problem) => (
              <List.Item key={`${problem.table}/${problem.key}`}>{problem.detail}</List.Item>
            ))}
            {report.more_row_problems > 0 && (
              <List.Item>{t.moreRowProblems(report.more_row_problems)}</List.Item>
            )}
          </List>
        )}
        {report.ok && report.rows_checked > 0 && (
          <Text size="sm">{t.rowsChecked(report.rows_checked)}</Text>
        )}
        {report.redacted > 0 && <Text size="sm">{t.chainRedacted(report.redacted)}</Text>}
        {finishedAt && (
          <Text size="xs" c="dimmed">
            {t.checkedAt(formatInstant(finishedAt))}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
