import {
  Alert,
  Badge,
  Button,
  Loader,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { formatMinorUnits, type TInvoice, t } from '@vh/contracts';
import { useId, useState } from 'react';
import { getInvoicePdf } from '../api/invoices.ts';
import { notifyBillingFailure } from '../billing-failure.ts';
import { formatBillingDate } from '../billing.rules.ts';
import { useInvoices } from '../hooks/use-billing.ts';

// Dark shades under white text, and dark text on the warning yellow, pass WCAG AA contrast.
const WARNING = 'yellow';
const statusColours: Record<TInvoice['status'], string> = {
  paid: 'teal.9',
  posted: 'gray.7',
  payment_due: WARNING,
  not_paid: 'red.9',
  voided: 'gray.7',
  pending: 'gray.7',
};

/**
 * Hands the PDF to the browser: a download where it is served from this site, a new tab where the
 * provider serves it from its own (a cross-origin link ignores `download`). A link click rather
 * than window.open, which popup blockers refuse after an await.
 */
function openPdf(url: string, invoiceId: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.target = '_blank';
  link.rel = 'noopener';
  link.download = `invoice-${invoiceId}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
}

function DownloadButton({ uid, invoice }: { uid: string; invoice: TInvoice }) {
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const pdf = await getInvoicePdf(uid, invoice.id);
      openPdf(pdf.url, invoice.id);
    } catch (error) {
      notifyBillingFailure(error, t('toasts.billingConnectionError'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      size="xs"
      variant="light"
      loading={busy}
      leftSection={<IconDownload size={16} aria-hidden />}
      // Starts with the visible word, so speech users can say what they see.
      aria-label={t('subscription.invoices.downloadLabel', {
        date: formatBillingDate(invoice.date),
      })}
      onClick={() => void download()}
    >
      {t('subscription.invoices.download')}
    </Button>
  );
}

/** The owner's invoices: date, amount, status and the PDF of each. */
export function InvoicesSection({ uid }: { uid: string }) {
  const invoices = useInvoices(uid);
  const titleId = useId();

  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={2} fz="h4" id={titleId}>
        {t('subscription.invoices.title')}
      </Title>
      {invoices.isPending ? (
        <Loader size="sm" role="status" aria-label={t('subscription.invoices.title')} />
      ) : null}
      {invoices.isError ? (
        <Alert color="red" variant="light" title={t('subscription.invoices.loadFailed')}>
          <Button size="xs" variant="light" onClick={() => void invoices.refetch()}>
            {t('common.actions.tryAgain')}
          </Button>
        </Alert>
      ) : null}
      {invoices.data?.length === 0 ? (
        <Text size="sm">{t('subscription.invoices.empty')}</Text>
      ) : null}
      {invoices.data && invoices.data.length > 0 ? (
        // A narrow screen scrolls the table inside itself, never the page sideways.
        <Table.ScrollContainer minWidth={320} type="native">
          <Table verticalSpacing="xs" horizontalSpacing="xs" aria-labelledby={titleId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('subscription.invoices.date')}</Table.Th>
                <Table.Th>{t('subscription.invoices.amount')}</Table.Th>
                <Table.Th>{t('subscription.invoices.status')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('subscription.invoices.download')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoices.data.map((invoice) => (
                <Table.Tr key={invoice.id}>
                  <Table.Td>{formatBillingDate(invoice.date)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatMinorUnits(invoice.total, invoice.currency_code)}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Badge
                      color={statusColours[invoice.status]}
                      c={statusColours[invoice.status] === WARNING ? 'dark' : undefined}
                      variant="filled"
                      // A badge may shrink to nothing in a table's column; this one keeps its word.
                      miw="max-content"
                    >
                      {t(`subscription.invoices.statuses.${invoice.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                    <DownloadButton uid={uid} invoice={invoice} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Stack>
  );
}
