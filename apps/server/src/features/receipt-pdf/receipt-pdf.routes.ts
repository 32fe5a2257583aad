import type { FastifyInstance, FastifyReply, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPunchParams } from '@vh/contracts';
import { accountErrors as errors, jwtSecurity as security } from '../../lib/route-schema.ts';
import { callerOf } from '../../plugins/caller.ts';
import type { ProfileRow } from '../users/users.repo.ts';
import { receiptPdf, type ReceiptPdfDeps } from './receipt-pdf.service.ts';

/** Sent as a download, never kept by shared caches: it names a person and where they were. */
function sendPdf(reply: FastifyReply, fileName: string, body: Uint8Array) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(body);
}

/** A punch's receipt as a printable page, for the person who punched or their employer. */
export function receiptPdfRoutes(deps: ReceiptPdfDeps, authenticate: onRequestAsyncHookHandler) {
  return function register(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/api/timeclock/punches/:id/receipt.pdf',
      {
        onRequest: authenticate,
        schema: {
          tags: ['time clock'],
          summary:
            "One punch's signed receipt as a one-page PDF: its facts in words and a QR code carrying the signed receipt (the person's own, or their employer's)",
          security,
          params: ZPunchParams,
          response: {
            200: {
              description: 'A PDF document',
              content: {
                'application/pdf': { schema: z.string().meta({ format: 'binary' }) },
              },
            },
            ...errors,
          },
        },
      },
      async (request, reply) => {
        const body = await receiptPdf(deps, callerOf<ProfileRow>(request), request.params.id);
        // The id is a UUID (the params' schema), so it is safe in a file name.
        return sendPdf(reply, `receipt-${request.params.id}.pdf`, body);
      },
    );
  };
}
