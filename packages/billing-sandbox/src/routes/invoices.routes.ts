import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.ts';
import { pathId, queryOf } from '../http.ts';
import { PDF_LINK_SECONDS, checkPdfToken, renderInvoicePdf, signPdfToken } from '../pdf.ts';
import { invoiceJson } from '../serialize.ts';
import { listInvoices } from '../services/lists.ts';
import { currentUnix } from '../services/renewals.ts';
import { findCustomer, requireInvoice } from '../services/repo.ts';
import { isValidId } from '../params.ts';
import { asParams } from '../params.ts';

export function registerInvoiceApiRoutes(api: FastifyInstance, ctx: SandboxContext): void {
  api.get('/invoices', async (request) => listInvoices(ctx, queryOf(request)));
  api.get('/invoices/:id', async (request) => ({
    invoice: invoiceJson(await requireInvoice(ctx.db, pathId(request, 'Invoice'))),
  }));
  api.post('/invoices/:id/pdf', async (request) => {
    const invoice = await requireInvoice(ctx.db, pathId(request, 'Invoice'));
    const validTill = (await currentUnix(ctx)) + PDF_LINK_SECONDS;
    const token = signPdfToken(ctx.pdfKey, invoice.id, validTill);
    return {
      download: {
        download_url: `${ctx.publicBase}/invoices/${encodeURIComponent(invoice.id)}.pdf?token=${encodeURIComponent(token)}`,
        valid_till: validTill,
        mime_type: 'application/pdf',
        object: 'download',
      },
    };
  });
}

/**
 * The signed download link: no API key (the browser follows it), so the HMAC token is the only
 * credential, and it is bound to one invoice and one expiry.
 */
export function registerInvoicePdfRoute(app: FastifyInstance, ctx: SandboxContext): void {
  app.get('/invoices/:file', async (request, reply) => {
    void reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8');
    const file = asParams(request.params).file;
    const id = typeof file === 'string' && file.endsWith('.pdf') ? file.slice(0, -4) : '';
    const token = queryOf(request).token;
    if (!isValidId(id) || typeof token !== 'string') {
      return reply.code(403).send('This invoice link is not valid.');
    }
    const check = checkPdfToken(ctx.pdfKey, id, token, await currentUnix(ctx));
    if (check === 'invalid') return reply.code(403).send('This invoice link is not valid.');
    if (check === 'expired') {
      return reply
        .code(410)
        .send('This invoice link has expired. Download the invoice again from your billing page.');
    }
    const invoice = await requireInvoice(ctx.db, id);
    const customer = await findCustomer(ctx.db, invoice.customerId);
    if (!customer) return reply.code(404).send('Invoice not found.');
    const pdf = await renderInvoicePdf(invoice, customer);
    return reply
      .code(200)
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="invoice-${invoice.seq}.pdf"`)
      .send(Buffer.from(pdf));
  });
}
