import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, t } from '@vh/contracts';
import { createBillingClient } from './billing-client.ts';
import { billingFailure, callBilling } from './billing-errors.ts';

// A stand-in provider that is slow or broken, reached the way the sandbox is.
const provider = Fastify();
beforeAll(async () => {
  provider.get('/slow/api/v2/subscriptions/:id', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    return {};
  });
  provider.get('/broken/api/v2/subscriptions/:id', (_request, reply) =>
    reply.status(503).send({ message: 'Service unavailable', type: 'operation_failed' }),
  );
  provider.get('/declines/api/v2/subscriptions/:id', (_request, reply) =>
    reply.status(402).send({
      message: 'Your card was declined: insufficient funds.',
      type: 'payment',
      api_error_code: 'payment_processing_failed',
      http_status_code: 402,
    }),
  );
  await provider.ready();
});
afterAll(() => provider.close());

const client = (prefix: string) =>
  createBillingClient({ kind: 'sandbox', app: provider, apiKey: 'k', prefix }, { timeoutMs: 100 });

describe('billing failures', () => {
  it('a slow provider is given up on and told as the connection error', async () => {
    const failure = await callBilling(() => client('/slow').subscription.retrieve('x')).catch(
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({
      code: ErrorCode.BILLING_UNAVAILABLE,
      message: t('toasts.billingConnectionError'),
    });
  });

  it('a provider fault is the connection error; a declined card says why', async () => {
    await expect(
      callBilling(() => client('/broken').subscription.retrieve('x')),
    ).rejects.toMatchObject({ code: ErrorCode.BILLING_UNAVAILABLE });
    await expect(
      callBilling(() => client('/declines').subscription.retrieve('x')),
    ).rejects.toMatchObject({
      code: ErrorCode.PAYMENT_FAILED,
      message: 'Your card was declined: insufficient funds.',
    });
    expect(billingFailure(new TypeError('fetch failed')).code).toBe(ErrorCode.BILLING_UNAVAILABLE);
  });

  it('keeps the provider’s code, status and type for the log behind the connection error', async () => {
    const failure: unknown = await callBilling(() =>
      client('/broken').subscription.retrieve('x'),
    ).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: ErrorCode.BILLING_UNAVAILABLE });
    expect(((failure as Error).cause as Error).message).toBe(
      'billing: Service unavailable (HTTP 503, type operation_failed)',
    );
  });
});
