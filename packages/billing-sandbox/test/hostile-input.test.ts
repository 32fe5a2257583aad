import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY, startSandbox, type Sandbox } from './harness.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ webhook: false });
});
afterAll(async () => sandbox.close());

const auth = `Basic ${Buffer.from(`${API_KEY}:`).toString('base64')}`;
const api = (method: 'GET' | 'POST', path: string, payload?: string, contentType?: string) =>
  sandbox.app.inject({
    method,
    url: `/billing-sandbox/api/v2${path}`,
    headers: {
      authorization: auth,
      ...(payload !== undefined
        ? { 'content-type': contentType ?? 'application/x-www-form-urlencoded' }
        : {}),
    },
    ...(payload !== undefined ? { payload } : {}),
  });

describe('bad input gets a Chargebee 4xx, never a 500', () => {
  it.each([
    ['nested where a string belongs', 'subscription_items[item_price_id][0][x]=1'],
    ['object where a list belongs', 'subscription_items[item_price_id][x]=Basic-CAD-Monthly'],
    ['huge index', 'subscription_items[item_price_id][99999]=Basic-CAD-Monthly'],
    ['no items', 'customer[email]=a@example.com'],
    ['bad email', 'subscription_items[item_price_id][0]=Basic-CAD-Monthly&customer[email]=nope'],
    [
      'bad quantity',
      'subscription_items[item_price_id][0]=Basic-CAD-Monthly&subscription_items[quantity][0]=-1',
    ],
    [
      'javascript redirect',
      'subscription_items[item_price_id][0]=Basic-CAD-Monthly&redirect_url=javascript:alert(1)',
    ],
    [
      'control characters',
      'subscription_items[item_price_id][0]=Basic-CAD-Monthly&customer[first_name]=a%00b',
    ],
    ['bad id', 'subscription_items[item_price_id][0]=Basic-CAD-Monthly&subscription[id]=a/b'],
  ])('checkout with %s', async (_label, body) => {
    const reply = await api('POST', '/hosted_pages/checkout_new_for_items', body);
    expect(reply.statusCode).toBeGreaterThanOrEqual(400);
    expect(reply.statusCode).toBeLessThan(500);
    expect(reply.json()).toHaveProperty('api_error_code');
  });

  it('never lets prototype keys pollute objects', async () => {
    const reply = await api(
      'POST',
      '/hosted_pages/checkout_new_for_items',
      '__proto__[polluted]=1&constructor[prototype][polluted]=1&subscription_items[item_price_id][0]=Basic-CAD-Monthly',
    );
    // __proto__ is dropped by qs; constructor is just an unknown param, refused as such.
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ param: 'constructor' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('answers other content types, oversized bodies and unknown endpoints with 4xx', async () => {
    const text = await api(
      'POST',
      '/hosted_pages/checkout_new_for_items',
      '<x/>',
      'application/xml',
    );
    expect(text.statusCode).toBe(415);
    const big = await api(
      'POST',
      '/hosted_pages/checkout_new_for_items',
      `a=${'x'.repeat(70_000)}`,
    );
    expect(big.statusCode).toBe(413);
    const unknown = await api('GET', '/plans');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ api_error_code: 'resource_not_found' });
    const badCancel = await api(
      'POST',
      '/subscriptions/nope/cancel_for_items',
      'cancel_option=specific_date',
    );
    expect(badCancel.statusCode).toBe(400);
    const badLimit = await api('GET', '/invoices?limit=1000');
    expect(badLimit.statusCode).toBe(400);
    const badOffset = await api('GET', '/events?offset=abc');
    expect(badOffset.statusCode).toBe(400);
  });

  it('rejects missing and malformed credentials with 401', async () => {
    for (const authorization of [
      undefined,
      'Bearer x',
      'Basic !!!',
      `Basic ${Buffer.from(':').toString('base64')}`,
    ]) {
      const reply = await sandbox.app.inject({
        method: 'GET',
        url: '/billing-sandbox/api/v2/events',
        headers: authorization ? { authorization } : {},
      });
      expect(reply.statusCode).toBe(401);
    }
  });
});
