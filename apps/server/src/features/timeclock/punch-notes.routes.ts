import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZPunchNote, ZPunchNoteRequest, ZPunchParams } from '@vh/contracts';
import { accountErrors as errors, jwtSecurity as security } from '../../lib/route-schema.ts';
import { callerOf } from '../../plugins/caller.ts';
import type { ProfileRow } from '../users/users.repo.ts';
import { addPunchNote } from './punch-notes.service.ts';
import type { TimeclockDeps } from './punch.service.ts';

/** A staff member's notes on their own punches; reviewers read them with the punches. */
export function punchNoteRoutes(deps: TimeclockDeps, authenticate: onRequestAsyncHookHandler) {
  return function register(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      '/api/timeclock/punches/:id/notes/',
      {
        onRequest: authenticate,
        schema: {
          tags: ['time clock'],
          summary:
            "Add a note to one's own punch (chained in the audit log; never edited or removed). The same id again returns the same note (200)",
          security,
          params: ZPunchParams,
          body: ZPunchNoteRequest,
          response: { 200: ZPunchNote, 201: ZPunchNote, ...errors },
        },
      },
      async (request, reply) => {
        const outcome = await addPunchNote(
          deps,
          callerOf<ProfileRow>(request),
          request.params.id,
          request.body,
        );
        return reply.status(outcome.created ? 201 : 200).send(outcome.note);
      },
    );
  };
}
