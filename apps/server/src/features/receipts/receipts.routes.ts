import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZReceiptKeys } from '@vh/contracts';
import type { Executor } from '../../db/client.ts';
import { listReceiptKeys } from './receipt-keys.ts';

/** Public: anyone holding a receipt can fetch the keys to check it with. */
export function receiptsRoutes(deps: { db: Executor }) {
  return function register(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/api/receipts/keys/',
      {
        schema: {
          tags: ['receipts'],
          summary:
            'Every public key that has signed punch receipts (Ed25519, raw, base64url), retired ones included',
          response: { 200: ZReceiptKeys },
        },
      },
      async (_request, reply) => {
        void reply.header('Cache-Control', 'public, max-age=300');
        return { keys: await listReceiptKeys(deps.db) };
      },
    );
  };
}
