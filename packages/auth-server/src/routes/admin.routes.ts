import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createUser, deleteUser, getUser } from '../admin.service.ts';
import type { AuthContext } from '../context.ts';
import { validationFailed } from '../errors.ts';
import { requireAdmin } from '../request-auth.ts';
import { parseInput } from '../validation.ts';

const ZMetadata = z.record(z.string(), z.unknown());

// Strict: an attribute this service does not implement (phone, role, password_hash, ...) is a
// 400 naming it, never silently dropped.
const ZCreateUser = z.strictObject({
  email: z.string(),
  password: z.string().optional(),
  email_confirm: z.boolean().optional(),
  user_metadata: ZMetadata.optional(),
  app_metadata: ZMetadata.optional(),
  ban_duration: z.string().optional(),
});

const ZUserParams = z.object({ id: z.string() });
const ZDeleteUser = z.object({ should_soft_delete: z.boolean().optional() });

export function registerAdminRoutes(app: FastifyInstance, ctx: AuthContext): void {
  app.addHook('onRequest', async (request) => requireAdmin(ctx, request));

  app.post('/admin/users', async (request) =>
    createUser(ctx, parseInput(ZCreateUser, request.body)),
  );

  app.get('/admin/users/:id', async (request) => {
    const { id } = parseInput(ZUserParams, request.params);
    return getUser(ctx, id);
  });

  app.delete('/admin/users/:id', async (request) => {
    const { id } = parseInput(ZUserParams, request.params);
    const { should_soft_delete: soft } = parseInput(ZDeleteUser, request.body ?? {});
    if (soft) throw validationFailed('Soft deletion is not supported');
    await deleteUser(ctx, id);
    return {};
  });
}
