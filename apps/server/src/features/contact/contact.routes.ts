import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { rateLimits, ZContactRequest, ZContactResponse, ZErrorResponse } from '@vh/contracts';
import { limit } from '../../plugins/rate-limit.ts';
import { submitContactRequest, type ContactDeps } from './contact.service.ts';

/** POST /api/contact/: public, so visitors can ask before they have an account; limited per IP. */
export function contactRoutes(deps: Omit<ContactDeps, 'log'>) {
  return function register(app: FastifyInstance) {
    app.withTypeProvider<ZodTypeProvider>().post(
      '/api/contact/',
      {
        config: limit(rateLimits.contact),
        schema: {
          tags: ['contact'],
          summary: 'Send a question to support; it is stored and mailed to the support address',
          body: ZContactRequest,
          response: {
            201: ZContactResponse,
            400: ZErrorResponse,
            429: ZErrorResponse,
            503: ZErrorResponse,
          },
        },
      },
      async (request, reply) => {
        const saved = await submitContactRequest(
          { ...deps, log: request.log },
          request.body,
          request.ip,
        );
        return reply
          .status(201)
          .send({ data: { id: saved.id, received_at: saved.receivedAt.toISOString() } });
      },
    );
  };
}
