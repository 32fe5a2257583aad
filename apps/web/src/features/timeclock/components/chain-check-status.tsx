import { Alert, Code, List, Progress, Stack, Text } from '@mantine/core';
import { IconShieldCheck, IconShieldX } from '@tabler/icons-react';
import { t, type TAuditVerification, type TChainReport } from '@vh/contracts';
import { formatInstant } from '../../../lib/dates.ts';

/** Where the business's latest check of its audit chain is: waiting, under way, done or stopped. */
export function ChainCheckStatus({ check }: { check: TAuditVerification }) {
  if (check.state === 'queued' || check.state === 'running') return <CheckUnderWay check={check} />;
  if (check.state === 'failed' || !check.report) {
    return (
      <Alert
        role="status"
        color="red"
        icon={<IconShieldX aria-hidden />}
        title={t('timeclock.checkFailed')}
      >
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
          ? t('timeclock.checkQueued')
          : t('timeclock.checkProgress', {
              entries: check.entries_checked,
              entriesTotal: check.entries_total,
              records: check.rows_checked,
              recordsTotal: check.rows_total,
            })}
      </Text>
      <Progress value={percent} animated aria-label={t('timeclock.checkProgressLabel')} />
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
          ? t('timeclock.chainOk', { length: report.length })
          : report.first_bad
            ? t('timeclock.chainBroken')
            : t('timeclock.rowsDiffer')
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
              <List.Item>
                {t('timeclock.moreRowProblems', { count: report.more_row_problems })}
              </List.Item>
            )}
          </List>
        )}
        {report.ok && report.rows_checked > 0 && (
          <Text size="sm">{t('timeclock.rowsChecked', { count: report.rows_checked })}</Text>
        )}
        {report.redacted > 0 && (
          <Text size="sm">{t('timeclock.chainRedacted', { count: report.redacted })}</Text>
        )}
        {report.head && (
          <Text component="details" size="xs" c="dimmed">
            <summary>{t('timeclock.auditTechnical')}</summary>
            {t('timeclock.chainHead')}:{' '}
            <Code style={{ wordBreak: 'break-all' }}>{report.head}</Code>
          </Text>
        )}
        {finishedAt && (
          <Text size="xs" c="dimmed">
            {t('timeclock.checkedAt', { when: formatInstant(finishedAt) })}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
