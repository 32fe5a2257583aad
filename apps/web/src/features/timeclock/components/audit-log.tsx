import {
  Alert,
  Button,
  Code,
  Group,
  List,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconShieldCheck, IconShieldX } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { TChainReport } from '@vh/contracts';
import { useId, useState } from 'react';
import { formatInstant } from '../../../lib/dates.ts';
import { reasonFor } from '../../../lib/failure-reason.ts';
import { useCentres } from '../../businesses/hooks/use-centres.ts';
import { getAuditPage, verifyAuditChain } from '../api/timeclock.ts';
import { timeclockKeys } from '../hooks/use-timeclock.ts';
import { timeclockCopy as t } from '../timeclock.copy.ts';
import { LoadFailed } from './load-failed.tsx';

/** The owner's audit log, newest first, with a button that walks and checks the whole chain. */
export function AuditLog() {
  const headingId = useId();
  const centres = useCentres();
  const centreId = centres.data?.[0]?.id ?? '';
  const log = useInfiniteQuery({
    queryKey: timeclockKeys.audit(centreId),
    queryFn: ({ pageParam, signal }) => getAuditPage(centreId, pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next_before,
    enabled: centreId !== '',
  });
  const [report, setReport] = useState<TChainReport | null>(null);
  const [checking, setChecking] = useState(false);
  const [checkError, setCheckError] = useState<string | null>(null);

  async function check() {
    setChecking(true);
    setCheckError(null);
    try {
      setReport(await verifyAuditChain(centreId));
    } catch (error) {
      setCheckError(reasonFor(error, t.loadFailed));
    } finally {
      setChecking(false);
    }
  }

  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} fz="h3" id={headingId}>
            {t.auditTitle}
          </Title>
          <Button
            leftSection={<IconShieldCheck size={16} aria-hidden />}
            onClick={() => void check()}
            loading={checking}
            disabled={centreId === ''}
          >
            {t.verifyChain}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t.auditIntro}
        </Text>
        {report && (
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
          </Alert>
        )}
        {checkError && <Alert color="red">{checkError}</Alert>}
        {centres.isPending || (centreId !== '' && log.isPending) ? (
          <Loader size="sm" />
        ) : centreId === '' ? (
          <Text c="dimmed">{t.noCentreForAudit}</Text>
        ) : log.isError ? (
          <LoadFailed onRetry={() => void log.refetch()} />
        ) : entries.length === 0 ? (
          <Text c="dimmed">{t.auditEmpty}</Text>
        ) : (
          <Table verticalSpacing="xs" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>What</Table.Th>
                <Table.Th>Fingerprint</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry) => (
                <Table.Tr key={entry.seq}>
                  <Table.Td>{entry.seq}</Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {t.auditActions[entry.action] ?? entry.action}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {entry.actor_name} · {formatInstant(entry.at)} · <Code>{entry.action}</Code>
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Code>{entry.hash.slice(0, 12)}</Code>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {log.hasNextPage && (
          <Button
            variant="default"
            onClick={() => void log.fetchNextPage()}
            loading={log.isFetchingNextPage}
          >
            {t.loadMore}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
