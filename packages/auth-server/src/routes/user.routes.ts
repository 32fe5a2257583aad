import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AuthContext } from '../context.ts';
import { authenticateUser } from '../request-auth.ts';
import { logout } from '../session.service.ts';
import { toUserJson } from '../user-json.ts';
import { parseInput } from '../validation.ts';

const ZLogoutQuery = z.object({
  scope: z.enum(['global', 'local', 'others']).default('global'),
});

export function registerUserRoutes(app: FastifyInstance, ctx: AuthContext): void {
  app.get('/user', async (request) => {
    const { user } = await authenticateUser(ctx, request);
    return toUserJson(user);
  });

  app.post('/logout', async (request, reply) => {
    const { scope } = parseInput(ZLogoutQuery, request.query);
    // A banned user may still end their sessions.
    const { user, session } = await authenticateUser(ctx, request, { allowBanned: true });
    await logout(ctx, { userId: user.id, sessionId: session.id }, scope);
    return reply.code(204).send();
  });
}
