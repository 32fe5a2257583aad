import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SandboxContext } from '../context.ts';
import { ChargebeeApiError } from '../errors.ts';
import { PAGE_CSS, renderForm, renderMessage, type FormError, type FormValues } from '../html.ts';
import { bodyOf } from '../http.ts';
import { asParams, isValidId } from '../params.ts';
import {
  CardRejectedError,
  PageUnusableError,
  SubscriptionTakenError,
  completeHostedPage,
  redirectWith,
  viewHostedPage,
  type PageView,
} from '../services/hosted-pages.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The hosted checkout and card pages a browser (or the host's iframe) opens. */
export function registerPageRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get('/assets/page.css', async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(PAGE_CSS),
  );

  app.get('/pages/v3/:id/', async (request, reply) => {
    const view = await load(ctx, asParams(request.params).id);
    if (!view) return notFoundPage(reply);
    if (view.unusable) return unusablePage(reply, view.unusable, view);
    const values = initialValues(view);
    return html(reply, 200, renderForm(formModel(view, values, undefined)));
  });

  app.post('/pages/v3/:id/', async (request, reply) => {
    const view = await load(ctx, asParams(request.params).id);
    if (!view) return notFoundPage(reply);
    if (view.unusable) return unusablePage(reply, view.unusable, view);
    const form = bodyOf(request);
    const field = (name: string) => {
      const value = form[name];
      return typeof value === 'string' ? value.trim().slice(0, 200) : '';
    };
    const values: FormValues = {
      firstName: field('first_name'),
      lastName: field('last_name'),
      email: field('email'),
      expiryMonth: field('expiry_month'),
      expiryYear: field('expiry_year'),
    };
    if (view.page.type === 'checkout_new' && values.email && !EMAIL.test(values.email)) {
      const error: FormError = { field: 'email', message: 'Enter a valid email address.' };
      return html(reply, 422, renderForm(formModel(view, values, error)));
    }
    try {
      const done = await completeHostedPage(
        ctx,
        view.page.id,
        {
          number: field('card_number'),
          expiryMonth: values.expiryMonth,
          expiryYear: values.expiryYear,
          cvv: field('cvv'),
        },
        { firstName: values.firstName, lastName: values.lastName, email: values.email },
      );
      // 303 so the browser follows with a GET, never re-posting the card.
      if (done.redirectTo) return reply.code(303).header('location', done.redirectTo).send();
      return html(
        reply,
        200,
        renderMessage(
          view.page.type === 'checkout_new' ? 'Payment complete' : 'Card saved',
          view.page.type === 'checkout_new'
            ? 'Thank you. Your subscription is active. You can close this page.'
            : 'Your new card is saved and will be used for future payments. You can close this page.',
        ),
      );
    } catch (error) {
      if (error instanceof CardRejectedError) {
        const formError: FormError = { field: error.field, message: error.userMessage };
        return html(reply, 422, renderForm(formModel(view, values, formError)));
      }
      if (error instanceof PageUnusableError) return unusablePage(reply, error.reason, view);
      if (error instanceof SubscriptionTakenError) {
        const formError: FormError = { field: 'form', message: error.userMessage };
        return html(reply, 422, renderForm(formModel(view, values, formError)));
      }
      if (error instanceof ChargebeeApiError) {
        const formError: FormError = { field: 'form', message: error.message };
        return html(reply, 422, renderForm(formModel(view, values, formError)));
      }
      throw error;
    }
  });
}

async function load(ctx: SandboxContext, id: unknown): Promise<PageView | undefined> {
  if (typeof id !== 'string' || !isValidId(id)) return undefined;
  return viewHostedPage(ctx, id);
}

function initialValues(view: PageView): FormValues {
  const given = view.page.checkout?.customer;
  const customer = view.customer;
  return {
    firstName: given?.firstName ?? customer?.firstName ?? '',
    lastName: given?.lastName ?? customer?.lastName ?? '',
    email: given?.email ?? customer?.email ?? '',
    expiryMonth: '',
    expiryYear: '',
  };
}

function formModel(view: PageView, values: FormValues, error: FormError | undefined) {
  const customer = view.customer;
  const label = customer
    ? [customer.firstName, customer.lastName].filter(Boolean).join(' ') ||
      customer.email ||
      undefined
    : undefined;
  return {
    kind: view.page.type,
    itemPrice: view.itemPrice,
    quantity: view.page.checkout?.quantity ?? 1,
    customerLabel: label,
    values,
    error,
    cancelHref: redirectWith(view.page.cancelUrl, view.page.id, 'cancelled'),
  };
}

function unusablePage(reply: FastifyReply, reason: 'expired' | 'used', view: PageView) {
  const back = redirectWith(view.page.cancelUrl, view.page.id, 'cancelled');
  const link = back ? { href: back, label: 'Go back' } : undefined;
  return reason === 'expired'
    ? html(
        reply,
        410,
        renderMessage(
          'This page has expired',
          'This checkout link is no longer valid. Go back and start again to get a new one.',
          link,
        ),
      )
    : html(
        reply,
        409,
        renderMessage(
          'This page has already been used',
          'This link was already completed, so nothing more is needed here. Go back to continue.',
          link,
        ),
      );
}

function notFoundPage(reply: FastifyReply) {
  return html(
    reply,
    404,
    renderMessage('Page not found', 'This checkout link does not exist. Go back and start again.'),
  );
}

function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .send(body);
}
