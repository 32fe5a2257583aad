import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZErrorResponse,
  ZLoginRequest,
  ZLoginResponse,
  ZLogoutRequest,
  ZSignedOutResponse,
} from '@vh/contracts';
import { callerOf } from '../../plugins/caller.ts';
import { login, logout, type SessionsDeps } from './sessions.service.ts';

const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  429: ZErrorResponse,
  503: ZErrorResponse,
};

/** Signing in and out. Limits are applied in the service, keyed on the account really targeted. */
export function sessionsRoutes(deps: SessionsDeps, authenticate: onRequestAsyncHookHandler) {
  return function register(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/api/users/auth/login/',
      {
        schema: {
          tags: ['users'],
          summary: 'Sign in by username or email; returns the session for supabase-js',
          body: ZLoginRequest,
          response: { 200: ZLoginResponse, ...errors },
        },
      },
      async (request) => ({ session: await login(deps, request.body, request.ip) }),
    );

    r.post(
      '/api/users/auth/logout/',
      {
        onRequest: authenticate,
        schema: {
          tags: ['account'],
          summary:
            "Sign out: scope 'local' ends this session, 'global' (the default) every session of the caller; their tokens are refused from now on",
          security: [{ jwt: [] }],
          body: ZLogoutRequest,
          response: { 200: ZSignedOutResponse, ...errors },
        },
      },
      async (request) => {
        await logout(deps, callerOf(request), request.body?.scope ?? 'global', deps.now());
        return { status: 'signed_out' as const };
      },
    );
  };
}
