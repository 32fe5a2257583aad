import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZBilling,
  ZBillingWebhookEvent,
  ZBillingWebhookResponse,
  ZCancelRequest,
  ZChangePlanRequest,
  ZCheckoutRequest,
  ZErrorResponse,
  ZHostedPage,
  ZInvoiceList,
  ZInvoiceParams,
  ZInvoicePdf,
  ZUidParams,
  ZVerifySubscriptionQuery,
  ZVerifySubscriptionResponse,
} from '@vh/contracts';
import { accountErrors, jwtSecurity as security } from '../../lib/route-schema.ts';
import { callerOf } from '../../plugins/caller.ts';
import type { ProfileRow } from '../users/users.repo.ts';
import {
  cancelSubscription,
  changePlan,
  createCheckout,
  getBilling,
  invoicePdf,
  listInvoices,
  paymentMethodPage,
  reactivateSubscription,
  verifySubscription,
  type SubscriptionsDeps,
} from './subscriptions.service.ts';
import { handleWebhook, webhookAuthenticator, type WebhookCredentials } from './webhook.ts';

const tags = ['subscriptions'];
const base = '/api/businesses/subscriptions';
const errors = { ...accountErrors, 402: ZErrorResponse };

/** SPEC §7's billing calls (paths as the spec names them) and the provider's webhook. */
export function subscriptionsRoutes(
  deps: SubscriptionsDeps & { webhook: WebhookCredentials },
  authenticate: onRequestAsyncHookHandler,
) {
  const authenticateWebhook = webhookAuthenticator(deps.webhook);
  return function register(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const me = (request: Parameters<typeof callerOf>[0]) => callerOf<ProfileRow>(request);

    r.post(
      `${base}/checkout/create/`,
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: 'Start a hosted checkout for a paid plan (owners with a confirmed email)',
          security,
          body: ZCheckoutRequest,
          response: { 200: ZHostedPage, ...errors },
        },
      },
      async (request) => createCheckout(deps, me(request), request.body),
    );

    r.get(
      `${base}/verify/`,
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: "The status of the caller's checkout's subscription (pending until paid)",
          security,
          querystring: ZVerifySubscriptionQuery,
          response: { 200: ZVerifySubscriptionResponse, ...errors },
        },
      },
      async (request) => verifySubscription(deps, me(request), request.query.sub_id),
    );

    r.post(
      `${base}/webhook/`,
      {
        schema: {
          tags,
          summary:
            "The billing provider's webhook (HTTP Basic credentials); re-fetches what changed",
          body: ZBillingWebhookEvent,
          response: { 200: ZBillingWebhookResponse, ...errors },
        },
        // Credentials before the body is even read: a stranger's megabyte is never parsed, and
        // they learn nothing about what a good body would be.
        onRequest: async (request) => authenticateWebhook(request.headers),
      },
      async (request) => ({ result: await handleWebhook(deps, request.body) }),
    );

    r.get(
      `${base}/payment-method/:uid/`,
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: 'A hosted page to update the card (needs an active paid plan)',
          security,
          params: ZUidParams,
          response: { 200: ZHostedPage, ...errors },
        },
      },
      async (request) => paymentMethodPage(deps, me(request), request.params.uid),
    );

    r.post(
      `${base}/cancel/:uid/`,
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: 'Cancel at the end of the term or now',
          security,
          params: ZUidParams,
          body: ZCancelRequest,
          response: { 200: ZBilling, ...errors },
        },
      },
      async (request) => cancelSubscription(deps, me(request), request.params.uid, request.body),
    );

    r.post(
      `${base}/reactivate/:uid/`,
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: 'Undo a scheduled cancellation, or restart a cancelled subscription',
          security,
          params: ZUidParams,
          response: { 200: ZBilling, ...errors },
        },
      },
      async (request) => reactivateSubscription(deps, me(request), request.params.uid),
    );

    r.post(
      `${base}/update/:uid/`,
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: 'Change the paid plan (a smaller plan names the centres to keep active)',
          security,
          params: ZUidParams,
          body: ZChangePlanRequest,
          response: { 200: ZBilling, ...errors },
        },
      },
      async (request) => changePlan(deps, me(request), request.params.uid, request.body),
    );

    r.get(
      `${base}/invoices/:uid/`,
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: "The owner's invoices, newest first",
          security,
          params: ZUidParams,
          response: { 200: ZInvoiceList, ...errors },
        },
      },
      async (request) => listInvoices(deps, me(request), request.params.uid),
    );

    r.get(
      `${base}/invoices/:uid/:invoice_id/pdf/`,
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: "A short-lived link to one of the owner's invoices as a PDF",
          security,
          params: ZInvoiceParams,
          response: { 200: ZInvoicePdf, ...errors },
        },
      },
      async (request) =>
        invoicePdf(deps, me(request), request.params.uid, request.params.invoice_id),
    );

    r.get(
      `${base}/:uid/`,
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: "The owner's plan, subscription, payment method and read-only centres",
          security,
          params: ZUidParams,
          response: { 200: ZBilling, ...errors },
        },
      },
      async (request) => getBilling(deps, me(request), request.params.uid),
    );
  };
}
