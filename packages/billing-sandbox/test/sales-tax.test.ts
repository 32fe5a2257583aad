import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANADA_SALES_TAX, salesTaxesFor, taxOn } from '../src/canada-sales-tax.ts';
import { startSandbox, uniqueId, type Sandbox } from './harness.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ webhook: false });
});
afterAll(async () => sandbox.close());

const ADDRESSES = {
  ON: { line1: '100 Queen St W', city: 'Toronto', state_code: 'ON', zip: 'M5H 2N2' },
  QC: { line1: '275 Rue Notre-Dame E', city: 'Montréal', state_code: 'QC', zip: 'H2Y 1C6' },
  BC: { line1: '453 W 12th Ave', city: 'Vancouver', state_code: 'BC', zip: 'V5Y 1V4' },
  AB: { line1: '800 Macleod Trail SE', city: 'Calgary', state_code: 'AB', zip: 'T2G 2M3' },
} as const;

/** Buys Basic (39.95 CAD) through a hosted page for a business billed at `address`. */
async function buyFor(address: (typeof ADDRESSES)[keyof typeof ADDRESSES]) {
  const { hosted_page } = await sandbox.chargebee.hostedPage.checkoutNewForItems({
    subscription_items: [{ item_price_id: 'Basic-CAD-Monthly', quantity: 1 }],
    customer: { id: uniqueId('cus'), email: 'owner@example.com', first_name: 'Ada' },
    billing_address: {
      first_name: 'Ada',
      last_name: 'Owner',
      company: 'Maple Daycare Inc.',
      country: 'CA',
      ...address,
    },
  });
  const completed = await sandbox.control('POST', `/hosted_pages/${hosted_page.id}/complete`, {
    card_number: '4111111111111111',
  });
  expect(completed.status).toBe(200);
  const { hosted_page: done } = await sandbox.chargebee.hostedPage.retrieve(hosted_page.id!);
  const invoice = done.content?.invoice;
  if (!invoice) throw new Error('no invoice in the page content');
  return { invoice, subscription: done.content.subscription, customer: done.content.customer };
}

/** The text a PDF draws: pdf-lib deflates page streams and writes standard-font text in hex. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      texts.push(Buffer.from(hex[1]!, 'hex').toString('latin1'));
    }
  }
  return texts.join('\n');
}

describe('Canadian sales tax on invoices', () => {
  it('charges Ontario HST 13% on top of the price, and the total is sub_total + tax', async () => {
    const { invoice } = await buyFor(ADDRESSES.ON);
    expect(invoice.price_type).toBe('tax_exclusive');
    expect(invoice.sub_total).toBe(3995);
    // 13% of 39.95 is 5.1935: 5.19.
    expect(invoice.tax).toBe(519);
    expect(invoice.total).toBe(3995 + 519);
    expect(invoice.amount_paid).toBe(invoice.total);
    expect(invoice.taxes).toEqual([
      expect.objectContaining({ name: 'HST', amount: 519, description: 'HST @ 13%' }),
    ]);
    const line = invoice.line_items![0]!;
    expect(line).toMatchObject({ amount: 3995, is_taxed: true, tax_amount: 519, tax_rate: 13 });
    expect(invoice.line_item_taxes).toEqual([
      expect.objectContaining({
        line_item_id: line.id,
        tax_name: 'HST',
        tax_rate: 13,
        tax_juris_type: 'state',
        tax_juris_name: 'Ontario',
        tax_juris_code: 'ON',
        taxable_amount: 3995,
        tax_amount: 519,
        is_partial_tax_applied: false,
        is_non_compliance_tax: false,
      }),
    ]);
    // The card is charged the total, tax included.
    expect(invoice.linked_payments).toEqual([
      expect.objectContaining({ txn_amount: 4514, applied_amount: 4514 }),
    ]);
  });

  it('charges Quebec GST 5% and QST 9.975%', async () => {
    const { invoice } = await buyFor(ADDRESSES.QC);
    // 1.9975 → 2.00; 3.98501… → 3.99.
    expect(invoice.taxes).toEqual([
      expect.objectContaining({ name: 'GST', amount: 200, description: 'GST @ 5%' }),
      expect.objectContaining({ name: 'QST', amount: 399, description: 'QST @ 9.975%' }),
    ]);
    expect(invoice.line_item_taxes).toEqual([
      expect.objectContaining({
        tax_name: 'GST',
        tax_rate: 5,
        tax_juris_type: 'country',
        tax_juris_code: 'CA',
      }),
      expect.objectContaining({
        tax_name: 'QST',
        tax_rate: 9.975,
        tax_juris_type: 'state',
        tax_juris_code: 'QC',
      }),
    ]);
    expect(invoice).toMatchObject({ sub_total: 3995, tax: 599, total: 4594 });
  });

  it('charges British Columbia GST 5% and PST 7%', async () => {
    const { invoice } = await buyFor(ADDRESSES.BC);
    expect(invoice.taxes).toEqual([
      expect.objectContaining({ name: 'GST', amount: 200 }),
      expect.objectContaining({ name: 'PST', amount: 280, description: 'PST @ 7%' }),
    ]);
    expect(invoice).toMatchObject({ sub_total: 3995, tax: 480, total: 4475 });
  });

  it('charges Alberta GST only', async () => {
    const { invoice } = await buyFor(ADDRESSES.AB);
    expect(invoice.taxes).toEqual([expect.objectContaining({ name: 'GST', amount: 200 })]);
    expect(invoice).toMatchObject({ sub_total: 3995, tax: 200, total: 4195 });
  });

  it('puts the business’s name and address on the invoice and the customer', async () => {
    const { invoice, customer } = await buyFor(ADDRESSES.ON);
    const expected = {
      first_name: 'Ada',
      last_name: 'Owner',
      company: 'Maple Daycare Inc.',
      line1: '100 Queen St W',
      city: 'Toronto',
      state_code: 'ON',
      state: 'Ontario',
      country: 'CA',
      zip: 'M5H 2N2',
    };
    expect(invoice.billing_address).toMatchObject(expected);
    expect(customer.billing_address).toMatchObject(expected);
  });

  it('prints the tax lines and the business’s name and address on the PDF', async () => {
    const { invoice } = await buyFor(ADDRESSES.QC);
    const { download } = await sandbox.chargebee.invoice.pdf(invoice.id);
    const url = new URL(download.download_url);
    const pdf = await sandbox.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Maple Daycare Inc.');
    expect(text).toContain('275 Rue Notre-Dame E');
    expect(text).toContain('Montréal QC H2Y 1C6');
    expect(text).toContain('Subtotal');
    expect(text).toContain('GST @ 5%');
    expect(text).toContain('QST @ 9.975%');
    expect(text).toContain('$45.94');
  });

  it('refuses a Canadian address whose province is not one', async () => {
    await expect(
      sandbox.chargebee.hostedPage.checkoutNewForItems({
        subscription_items: [{ item_price_id: 'Basic-CAD-Monthly', quantity: 1 }],
        billing_address: { country: 'CA', state_code: 'ZZ' },
      }),
    ).rejects.toMatchObject({ http_status_code: 400, param: 'billing_address[state_code]' });
  });

  it('taxes the renewal by the address on file', async () => {
    const { subscription } = await buyFor(ADDRESSES.BC);
    await sandbox.control('POST', '/clock', {
      advance_seconds: subscription.current_term_end! - subscription.current_term_start! + 60,
    });
    const { list } = await sandbox.chargebee.invoice.list({
      subscription_id: { is: subscription.id },
      'sort_by[desc]': 'date',
    });
    expect(list).toHaveLength(2);
    expect(list[0]?.invoice).toMatchObject({ sub_total: 3995, tax: 480, total: 4475 });
    expect(list[0]?.invoice.billing_address).toMatchObject({ state_code: 'BC' });
  });
});

describe('the sales tax table', () => {
  const at = (iso: string) => Date.parse(iso) / 1000;

  it('rounds each tax half up to the cent', () => {
    const gst = CANADA_SALES_TAX.AB[0]!.taxes[0]!;
    // 5% of 39.70 is 1.985: 1.99 (half to even would give 1.98).
    expect(taxOn(3970, gst)).toBe(199);
    expect(taxOn(3969, gst)).toBe(198);
  });

  it('has every province and territory, and Nova Scotia’s HST went to 14% on 2025-04-01', () => {
    expect(Object.keys(CANADA_SALES_TAX).sort()).toEqual(
      ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'].sort(),
    );
    const ns = { country: 'CA', stateCode: 'NS' };
    expect(salesTaxesFor(ns, at('2025-03-31T12:00:00Z')).map((t) => t.rateMilliPercent)).toEqual([
      15000,
    ]);
    expect(salesTaxesFor(ns, at('2026-01-15T12:00:00Z')).map((t) => t.rateMilliPercent)).toEqual([
      14000,
    ]);
    const names = (code: string) =>
      salesTaxesFor({ country: 'CA', stateCode: code }, at('2026-06-01T00:00:00Z')).map(
        (t) => `${t.name} ${t.rateMilliPercent / 1000}`,
      );
    expect(names('NB')).toEqual(['HST 15']);
    expect(names('NL')).toEqual(['HST 15']);
    expect(names('PE')).toEqual(['HST 15']);
    expect(names('MB')).toEqual(['GST 5', 'PST 7']);
    expect(names('SK')).toEqual(['GST 5', 'PST 6']);
    for (const code of ['NT', 'NU', 'YT']) expect(names(code)).toEqual(['GST 5']);
    // No tax outside Canada, or without a province.
    expect(salesTaxesFor({ country: 'US', stateCode: 'NY' }, at('2026-06-01T00:00:00Z'))).toEqual(
      [],
    );
    expect(salesTaxesFor(null, at('2026-06-01T00:00:00Z'))).toEqual([]);
  });
});
