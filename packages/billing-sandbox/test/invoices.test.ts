import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, subscribe, type Sandbox } from './harness.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ webhook: false });
});
afterAll(async () => sandbox.close());

describe('invoices', () => {
  it('lists a customer’s invoices newest first and pages them', async () => {
    const { subscription, customerId } = await subscribe(sandbox);
    await sandbox.chargebee.subscription.updateForItems(subscription.id, {
      subscription_items: [{ item_price_id: 'Pro-CAD-Monthly' }],
    });
    const all = await sandbox.chargebee.invoice.list({
      customer_id: { is: customerId },
      'sort_by[desc]': 'date',
      limit: 10,
    });
    expect(all.list).toHaveLength(2);
    expect(all.list[0]?.invoice.line_items?.[0]?.description).toContain('Prorated');
    expect(all.list[1]?.invoice.total).toBe(3995);
    expect(all.next_offset).toBeUndefined();

    const first = await sandbox.chargebee.invoice.list({
      customer_id: { is: customerId },
      limit: 1,
    });
    expect(first.list).toHaveLength(1);
    expect(first.next_offset).toBeDefined();
    const second = await sandbox.chargebee.invoice.list({
      customer_id: { is: customerId },
      limit: 1,
      offset: first.next_offset,
    });
    expect(second.list[0]?.invoice.id).toBe(all.list[1]?.invoice.id);

    const one = await sandbox.chargebee.invoice.retrieve(all.list[1]!.invoice.id);
    expect(one.invoice.customer_id).toBe(customerId);
    expect(one.invoice.currency_code).toBe('CAD');
  });

  it('refuses filters it does not support', async () => {
    await expect(
      sandbox.chargebee.invoice.list({ customer_id: { starts_with: 'a' } }),
    ).rejects.toMatchObject({ http_status_code: 400 });
  });

  it('downloads a real PDF through a signed link and refuses tampered or expired links', async () => {
    const { customerId } = await subscribe(sandbox);
    const { list } = await sandbox.chargebee.invoice.list({ customer_id: { is: customerId } });
    const invoiceId = list[0]!.invoice.id;
    const { download } = await sandbox.chargebee.invoice.pdf(invoiceId);
    expect(download.mime_type).toBe('application/pdf');
    const url = new URL(download.download_url);
    expect(url.origin).toBe('http://localhost:3000');
    expect(url.pathname).toBe(`/billing-sandbox/invoices/${invoiceId}.pdf`);

    const pdf = await sandbox.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="invoice-\d+\.pdf"$/);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const token = url.searchParams.get('token')!;
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const refused = await sandbox.app.inject({
      method: 'GET',
      url: `${url.pathname}?token=${encodeURIComponent(tampered)}`,
    });
    expect(refused.statusCode).toBe(403);
    // The token is bound to its invoice.
    const other = await sandbox.app.inject({
      method: 'GET',
      url: `/billing-sandbox/invoices/inv_other.pdf${url.search}`,
    });
    expect(other.statusCode).toBe(403);

    await sandbox.control('POST', '/clock', { advance_seconds: 61 * 60 });
    const expired = await sandbox.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('expired');
  });
});
