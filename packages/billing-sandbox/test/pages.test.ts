import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from './harness.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => sandbox.close());

async function newPage(customer: Record<string, string> = {}) {
  const { hosted_page } = await sandbox.chargebee.hostedPage.checkoutNewForItems({
    subscription_items: [{ item_price_id: 'Pro-CAD-Monthly' }],
    customer: { email: 'owner@example.com', first_name: 'Ada', ...customer },
    redirect_url: 'https://app.example.com/billing/return?from=checkout',
    cancel_url: 'https://app.example.com/billing',
  });
  const url = new URL(hosted_page.url!);
  expect(url.origin).toBe('http://localhost:3000');
  return { id: hosted_page.id!, path: url.pathname };
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const post = (path: string, fields: Record<string, string>) =>
  sandbox.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form(fields),
  });

describe('hosted checkout page', () => {
  it('renders the form with the plan, the test note and escaped prefilled values', async () => {
    const { id, path } = await newPage({
      first_name: '<script>alert(1)</script>',
      last_name: 'O"Neil',
    });
    expect(path).toBe(`/billing-sandbox/pages/v3/${id}/`);
    const reply = await sandbox.app.inject({ method: 'GET', url: path });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('text/html');
    const html = reply.body;
    expect(html).toContain('<html lang="en">');
    expect(html.match(/<h1>/g)).toHaveLength(1);
    expect(html).toContain('<main');
    expect(html).toContain('Pro');
    expect(html).toContain('$79.95 CAD');
    expect(html).toContain('per month');
    expect(html).toContain(
      'Test mode: no real card is charged. Use 4111 1111 1111 1111 with any future expiry.',
    );
    expect(html).toContain('value="&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain('value="O&quot;Neil"');
    expect(html).not.toContain('<script>');
    expect(html).toContain('value="owner@example.com"');
    expect(html).toContain('<label for="card_number">');
    expect(html).toContain(`href="https://app.example.com/billing?id=${id}&amp;state=cancelled"`);
    expect(html).toContain('>Cancel and go back</a>');
    // The page's stylesheet resolves to the CSP-friendly same-origin asset route.
    expect(new URL('../../../assets/page.css', `http://localhost:3000${path}`).pathname).toBe(
      '/billing-sandbox/assets/page.css',
    );
    const css = await sandbox.app.inject({
      method: 'GET',
      url: '/billing-sandbox/assets/page.css',
    });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');
    expect(css.body).toContain('min-height:44px');
  });

  it('a good card redirects 303 to redirect_url with id and state, keeping its params', async () => {
    const { id, path } = await newPage();
    const reply = await post(path, {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      card_number: '4111 1111 1111 1111',
      expiry_month: '12',
      expiry_year: '2099',
      cvv: '123',
    });
    expect(reply.statusCode).toBe(303);
    const location = new URL(String(reply.headers.location));
    expect(location.origin + location.pathname).toBe('https://app.example.com/billing/return');
    expect(location.searchParams.get('from')).toBe('checkout');
    expect(location.searchParams.get('id')).toBe(id);
    expect(location.searchParams.get('state')).toBe('succeeded');

    const page = (await sandbox.chargebee.hostedPage.retrieve(id)).hosted_page;
    expect(page.state).toBe('succeeded');
    // What the buyer typed wins over the prefilled values.
    expect(page.content?.customer?.email).toBe('ada@example.com');
    expect(page.content?.customer?.last_name).toBe('Lovelace');

    const again = await sandbox.app.inject({ method: 'GET', url: path });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('already been used');
  });

  it('a declined card shows the form again (422) with the message, keeping values but not the number', async () => {
    const { id, path } = await newPage();
    const reply = await post(path, {
      first_name: 'Ada',
      email: 'owner@example.com',
      card_number: '4005519200000004',
      expiry_month: '11',
      expiry_year: '2098',
    });
    expect(reply.statusCode).toBe(422);
    expect(reply.body).toContain('Your card was declined: insufficient funds. Try another card.');
    expect(reply.body).toContain('aria-invalid="true"');
    expect(reply.body).toContain('value="11"');
    expect(reply.body).toContain('value="2098"');
    expect(reply.body).not.toContain('4005519200000004');
    expect((await sandbox.chargebee.hostedPage.retrieve(id)).hosted_page.state).toBe('requested');
  });

  it('explains a card that cannot be stored and bad input', async () => {
    const { path } = await newPage();
    const stored = await post(path, {
      card_number: '4119862760338320',
      expiry_month: '12',
      expiry_year: '2099',
    });
    expect(stored.statusCode).toBe(422);
    expect(stored.body).toContain('could not be verified');
    const expired = await post(path, {
      card_number: '4111111111111111',
      expiry_month: '1',
      expiry_year: '2001',
    });
    expect(expired.statusCode).toBe(422);
    expect(expired.body).toContain('Your card has expired.');
    const hostile = await post(path, {
      card_number: 'x'.repeat(5000),
      expiry_month: '<b>',
      email: 'not-an-email',
    });
    expect(hostile.statusCode).toBe(422);
    expect(hostile.body).not.toContain('<b>');
  });

  it('refuses a second page for a subscription id already bought (422), changing nothing', async () => {
    const subscriptionId = `sub_${Date.now().toString(36)}`;
    const customerId = `cust_${Date.now().toString(36)}`;
    const open = async () => {
      const { hosted_page } = await sandbox.chargebee.hostedPage.checkoutNewForItems({
        subscription_items: [{ item_price_id: 'Pro-CAD-Monthly' }],
        subscription: { id: subscriptionId },
        customer: { id: customerId, email: 'owner@example.com', first_name: 'Ada' },
      });
      return { id: hosted_page.id!, path: new URL(hosted_page.url!).pathname };
    };
    const first = await open();
    const second = await open();
    const card = (number: string) => ({
      first_name: 'Ada',
      email: 'owner@example.com',
      card_number: number,
      expiry_month: '12',
      expiry_year: '2099',
    });
    expect((await post(first.path, card('4111111111111111'))).statusCode).toBe(200);

    const reply = await post(second.path, card('5555555555554444'));
    expect(reply.statusCode).toBe(422);
    expect(reply.body).toContain('This subscription has already been bought.');
    expect(reply.body).not.toContain('5555555555554444');
    expect((await sandbox.chargebee.hostedPage.retrieve(second.id)).hosted_page.state).not.toBe(
      'succeeded',
    );
    const invoices = await sandbox.chargebee.invoice.list({
      subscription_id: { is: subscriptionId },
    });
    expect(invoices.list).toHaveLength(1);
    const { card: onFile } = await sandbox.chargebee.customer.retrieve(customerId);
    expect(onFile?.last4).toBe('1111');
  });

  it('shows an expired page after three hours', async () => {
    const { path } = await newPage();
    await sandbox.control('POST', '/clock', { advance_seconds: 3 * 60 * 60 });
    const reply = await sandbox.app.inject({ method: 'GET', url: path });
    expect(reply.statusCode).toBe(410);
    expect(reply.body).toContain('This page has expired');
  });

  it('answers unknown pages with a 404 page, not an error', async () => {
    const reply = await sandbox.app.inject({
      method: 'GET',
      url: '/billing-sandbox/pages/v3/%3Cx%3E/',
    });
    expect(reply.statusCode).toBe(404);
    expect(reply.body).toContain('Page not found');
  });
});
