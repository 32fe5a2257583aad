import {
  Alert,
  Button,
  Code,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { formatInstant } from '../../../lib/dates.ts';
import { reasonFor } from '../../../lib/failure-reason.ts';
import { useCentres } from '../../businesses/hooks/use-centres.ts';
import { getAuditPage } from '../api/timeclock.ts';
import { auditSentence } from '../audit-words.ts';
import { useChainCheck } from '../hooks/use-chain-check.ts';
import { timeclockKeys } from '../hooks/use-timeclock.ts';
import { ChainCheckStatus } from './chain-check-status.tsx';
import { LoadFailed } from './load-failed.tsx';
import { t, type TAuditEntry } from '@vh/contracts';

/** The entry's number, code, subject and fingerprint, folded away for whoever checks by hand. */
function TechnicalDetails({ entry }: { entry: TAuditEntry }) {
  const rows: [string, string][] = [
    [t('timeclock.auditTechnicalFields.seq'), String(entry.seq)],
    [t('timeclock.auditTechnicalFields.action'), entry.action],
    [t('timeclock.auditTechnicalFields.subject'), entry.subject],
    [t('timeclock.auditTechnicalFields.hash'), entry.hash],
  ];
  return (
    <Text component="details" size="xs" c="dimmed" mt={2}>
      <summary>{t('timeclock.auditTechnical')}</summary>
      <Stack gap={0} mt={4}>
        {rows.map(([label, value]) => (
          <Text key={label} size="xs">
            {label}: <Code style={{ wordBreak: 'break-all' }}>{value}</Code>
          </Text>
        ))}
      </Stack>
    </Text>
  );
}

/**
 * The owner's audit log, newest first, with a button that checks the whole chain and the records
 * bound to it on the server, and where the latest check is.
 */
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
  const chainCheck = useChainCheck(centreId);
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} fz="h3" id={headingId}>
            {t('timeclock.auditTitle')}
          </Title>
          <Button
            leftSection={<IconShieldCheck size={16} aria-hidden />}
            onClick={() => chainCheck.start.mutate()}
            loading={chainCheck.start.isPending}
            // While a check runs the button says so; the progress is shown below.
            disabled={centreId === '' || chainCheck.running}
          >
            {chainCheck.running ? t('timeclock.checking') : t('timeclock.verifyChain')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t('timeclock.auditIntro')}
        </Text>
        {chainCheck.check && <ChainCheckStatus check={chainCheck.check} />}
        {chainCheck.start.isError && (
          <Alert color="red">{reasonFor(chainCheck.start.error, t('toasts.fetchError'))}</Alert>
        )}
        {centres.isPending || (centreId !== '' && log.isPending) ? (
          <Loader size="sm" />
        ) : centreId === '' ? (
          <Text c="dimmed">{t('timeclock.noCentreForAudit')}</Text>
        ) : log.isError ? (
          <LoadFailed onRetry={() => void log.refetch()} />
        ) : entries.length === 0 ? (
          <Text c="dimmed">{t('timeclock.auditEmpty')}</Text>
        ) : (
          <Table verticalSpacing="xs" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('timeclock.auditColumns.what')}</Table.Th>
                <Table.Th>{t('timeclock.auditColumns.when')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry) => (
                <Table.Tr key={entry.seq}>
                  <Table.Td>
                    <Text size="sm">{auditSentence(entry)}</Text>
                    <TechnicalDetails entry={entry} />
                  </Table.Td>
                  <Table.Td style={{ verticalAlign: 'top', whiteSpace: 'nowrap' }}>
                    {formatInstant(entry.at)}
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
            {t('timeclock.loadMore')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
