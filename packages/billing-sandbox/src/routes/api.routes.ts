import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.ts';
import { bodyOf, pathId, queryOf } from '../http.ts';
import {
  acknowledgeHostedPage,
  createCheckoutPage,
  createManagePaymentSourcesPage,
  retrieveHostedPage,
} from '../services/hosted-pages.ts';
import {
  listEvents,
  listPaymentSources,
  retrieveCustomer,
  retrievePaymentSource,
} from '../services/lists.ts';
import {
  cancelForItems,
  reactivate,
  removeScheduledCancellation,
  retrieveSubscription,
  updateForItems,
} from '../services/subscriptions.ts';
import { registerInvoiceApiRoutes } from './invoices.routes.ts';

/** The Chargebee v2 endpoints the sandbox emulates; anything else gets the plugin's 404. */
export function registerApiRoutes(api: FastifyInstance, ctx: SandboxContext): void {
  api.post('/hosted_pages/checkout_new_for_items', async (request) =>
    createCheckoutPage(ctx, bodyOf(request)),
  );
  api.post('/hosted_pages/manage_payment_sources', async (request) =>
    createManagePaymentSourcesPage(ctx, bodyOf(request)),
  );
  api.get('/hosted_pages/:id', async (request) =>
    retrieveHostedPage(ctx, pathId(request, 'Hosted page')),
  );
  api.post('/hosted_pages/:id/acknowledge', async (request) =>
    acknowledgeHostedPage(ctx, pathId(request, 'Hosted page')),
  );

  api.get('/subscriptions/:id', async (request) =>
    retrieveSubscription(ctx, pathId(request, 'Subscription')),
  );
  api.post('/subscriptions/:id/update_for_items', async (request) =>
    updateForItems(ctx, pathId(request, 'Subscription'), bodyOf(request)),
  );
  api.post('/subscriptions/:id/cancel_for_items', async (request) =>
    cancelForItems(ctx, pathId(request, 'Subscription'), bodyOf(request)),
  );
  api.post('/subscriptions/:id/remove_scheduled_cancellation', async (request) =>
    removeScheduledCancellation(ctx, pathId(request, 'Subscription'), bodyOf(request)),
  );
  api.post('/subscriptions/:id/reactivate', async (request) =>
    reactivate(ctx, pathId(request, 'Subscription'), bodyOf(request)),
  );

  api.get('/customers/:id', async (request) => retrieveCustomer(ctx, pathId(request, 'Customer')));
  api.get('/payment_sources', async (request) => listPaymentSources(ctx, queryOf(request)));
  api.get('/payment_sources/:id', async (request) =>
    retrievePaymentSource(ctx, pathId(request, 'Payment source')),
  );
  api.get('/events', async (request) => listEvents(ctx, queryOf(request)));

  registerInvoiceApiRoutes(api, ctx);
}
