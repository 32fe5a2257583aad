import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SandboxContext } from '../context.ts';
import { paramWrongValue } from '../errors.ts';
import { pathId } from '../http.ts';
import { completeHostedPage } from '../services/hosted-pages.ts';
import { currentUnix, runDueWork } from '../services/renewals.ts';
import {
  advanceClockOffset,
  readSettings,
  updateSettings,
  type SandboxSettings,
} from '../settings.ts';

const ZClock = z.strictObject({
  // Up to ten years per call: enough for any test, small enough to stay a sane loop.
  advance_seconds: z
    .number()
    .int()
    .min(0)
    .max(10 * 366 * 24 * 60 * 60),
});
const ZSettings = z.strictObject({
  webhook_copies: z.number().int().min(1).max(10).optional(),
  webhook_order: z.enum(['in_order', 'reversed']).optional(),
  webhook_delivery: z.enum(['immediate', 'held']).optional(),
});
const ZComplete = z.strictObject({
  card_number: z.string().max(30),
  expiry_month: z.union([z.number().int(), z.string().max(4)]).optional(),
  expiry_year: z.union([z.number().int(), z.string().max(4)]).optional(),
  cvv: z.string().max(4).optional(),
});

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    throw paramWrongValue(issue?.path.join('.') || 'body', issue?.message ?? 'invalid body');
  }
  return result.data;
}

const settingsJson = (row: SandboxSettings) => ({
  webhook_copies: row.webhookCopies,
  webhook_order: row.webhookOrder,
  webhook_delivery: row.webhookDelivery,
});

/** Sandbox-only controls; the host's guard (loopback only) runs before every one of them. */
export function registerTestRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get('/test/clock', async () => {
    const settings = await readSettings(ctx.db);
    return { now: await currentUnix(ctx), offset_seconds: settings.clockOffsetSeconds };
  });

  app.post('/test/clock', async (request) => {
    const { advance_seconds } = parse(ZClock, request.body);
    await advanceClockOffset(ctx.db, advance_seconds);
    const actions = await runDueWork(ctx);
    // Webhook retries that fell due with the clock go out before the answer.
    const webhooks = await ctx.webhooks.deliverDue();
    const settings = await readSettings(ctx.db);
    return {
      now: await currentUnix(ctx),
      offset_seconds: settings.clockOffsetSeconds,
      actions,
      webhooks,
    };
  });

  app.get('/test/settings', async () => settingsJson(await readSettings(ctx.db)));

  app.put('/test/settings', async (request) => {
    const body = parse(ZSettings, request.body);
    const row = await updateSettings(ctx.db, {
      ...(body.webhook_copies !== undefined ? { webhookCopies: body.webhook_copies } : {}),
      ...(body.webhook_order ? { webhookOrder: body.webhook_order } : {}),
      ...(body.webhook_delivery ? { webhookDelivery: body.webhook_delivery } : {}),
    });
    return settingsJson(row);
  });

  app.post('/test/webhooks/flush', async () => ctx.webhooks.flush());

  app.post('/test/hosted_pages/:id/complete', async (request) => {
    const id = pathId(request, 'Hosted page');
    const body = parse(ZComplete, request.body);
    const now = new Date((await currentUnix(ctx)) * 1000);
    const done = await completeHostedPage(ctx, id, {
      number: body.card_number,
      expiryMonth: body.expiry_month ?? 12,
      expiryYear: body.expiry_year ?? now.getUTCFullYear() + 3,
      cvv: body.cvv,
    });
    return { state: done.state, redirect_to: done.redirectTo };
  });
}
