import { ZInvoiceList, ZInvoicePdf, type TInvoice, type TInvoicePdf } from '@vh/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

const invoicesPath = (uid: string) =>
  `/api/businesses/subscriptions/invoices/${encodeURIComponent(uid)}/`;

export async function listInvoices(uid: string, signal?: AbortSignal): Promise<TInvoice[]> {
  const { invoices } = await apiRequest(invoicesPath(uid), {
    schema: ZInvoiceList,
    auth: true,
    ...(signal ? { signal } : {}),
  });
  return invoices;
}

/** A short-lived link to the invoice's PDF: asked for at the moment of the download. */
export function getInvoicePdf(uid: string, invoiceId: string): Promise<TInvoicePdf> {
  return apiRequest(`${invoicesPath(uid)}${encodeURIComponent(invoiceId)}/pdf/`, {
    auth: true,
    schema: ZInvoicePdf,
  });
}
