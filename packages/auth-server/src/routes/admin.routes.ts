import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createUser, deleteUser, getUser, listUsers, updateUser } from '../admin.service.ts';
import type { AuthContext } from '../context.ts';
import { validationFailed } from '../errors.ts';
import { generateLink } from '../links.service.ts';
import { requireAdmin } from '../request-auth.ts';
import { parseInput } from '../validation.ts';
import { ZEmailInput, ZMetadata, ZRedirectQuery, ZSecretInput, ZShortText } from './shapes.ts';

// Strict: an attribute this service does not implement (phone, role, password_hash, ...) is a
// 400 naming it, never silently dropped.
const ZCreateUser = z.strictObject({
  email: ZEmailInput,
  password: ZSecretInput.optional(),
  email_confirm: z.boolean().optional(),
  user_metadata: ZMetadata.optional(),
  app_metadata: ZMetadata.optional(),
  ban_duration: ZShortText.optional(),
});

const ZUpdateUser = ZCreateUser.partial();

const ZGenerateLink = z.strictObject({
  type: ZShortText,
  email: ZEmailInput,
  // The password of the user a `signup` link creates; GoTrue ignores it for an existing user.
  password: ZSecretInput.optional(),
  // The address an email_change_current / email_change_new link moves the account to.
  new_email: ZEmailInput.optional(),
  data: ZMetadata.nullish(),
  redirect_to: ZRedirectQuery.shape.redirect_to,
  // auth-js spreads its options into the body as well as sending the redirect_to query.
  redirectTo: ZRedirectQuery.shape.redirect_to,
});

// GoTrue's defaults: page 1, 50 a page; auth-js reads the total and the pages from the headers.
const ZListQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(1000).default(50),
});

const ZUserParams = z.object({ id: ZShortText });
const ZDeleteUser = z.object({ should_soft_delete: z.boolean().optional() });

export function registerAdminRoutes(app: FastifyInstance, ctx: AuthContext): void {
  app.addHook('onRequest', async (request) => requireAdmin(ctx, request));

  app.post('/admin/users', async (request) =>
    createUser(ctx, parseInput(ZCreateUser, request.body)),
  );

  app.put('/admin/users/:id', async (request) => {
    const { id } = parseInput(ZUserParams, request.params);
    return updateUser(ctx, id, parseInput(ZUpdateUser, request.body ?? {}));
  });

  app.post('/admin/generate_link', async (request) => {
    const body = parseInput(ZGenerateLink, request.body ?? {});
    const query = parseInput(ZRedirectQuery, request.query);
    return generateLink(ctx, { ...body, redirectTo: body.redirect_to ?? query.redirect_to });
  });

  app.get('/admin/users', async (request, reply) => {
    const { page, per_page: perPage } = parseInput(ZListQuery, request.query);
    const { users, total } = await listUsers(ctx, page, perPage);
    const last = Math.max(1, Math.ceil(total / perPage));
    const link = (to: number, rel: string) =>
      `</admin/users?page=${to}&per_page=${perPage}>; rel="${rel}"`;
    const links = [...(page < last ? [link(page + 1, 'next')] : []), link(last, 'last')];
    void reply.header('x-total-count', String(total)).header('link', links.join(', '));
    return { users, aud: 'authenticated' };
  });

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
