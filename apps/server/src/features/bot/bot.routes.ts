import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZBotLogs, ZBotLogsQuery, ZBotStartRequest, ZBotStatus } from '@vh/contracts';
import { accountErrors as errors, jwtSecurity as security } from '../../lib/route-schema.ts';
import { callerOf } from '../../plugins/caller.ts';
import {
  botLogs,
  botStatus,
  resetPaperAccount,
  startBot,
  stopBot,
  type BotDeps,
} from './bot.service.ts';

const tags = ['bot'];

/** The caller's paper-trading bot (a simulator: virtual dollars, made-up prices). */
export function botRoutes(deps: BotDeps, authenticate: onRequestAsyncHookHandler) {
  return function register(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const uidOf = (request: Parameters<typeof callerOf>[0]) => callerOf(request).uid;

    r.get(
      '/api/bot/status/',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: "The caller's bot (running or stopped, amount per trade) and paper account",
          security,
          response: { 200: ZBotStatus, ...errors },
        },
      },
      async (request) => botStatus(deps, uidOf(request)),
    );

    r.post(
      '/api/bot/start/',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary:
            "Start the caller's bot with an amount per trade. Again with the same amount: no change (200); with another amount while running: 409",
          security,
          body: ZBotStartRequest,
          response: { 200: ZBotStatus, ...errors },
        },
      },
      async (request) => startBot(deps, uidOf(request), request.body),
    );

    r.post(
      '/api/bot/stop/',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary:
            "Stop the caller's bot, selling its simulated shares at the current prices; a stopped bot stays stopped (200)",
          security,
          response: { 200: ZBotStatus, ...errors },
        },
      },
      async (request) => stopBot(deps, uidOf(request)),
    );

    r.post(
      '/api/bot/reset/',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary:
            'Give the stopped paper account its starting virtual cash back (409 while running)',
          security,
          response: { 200: ZBotStatus, ...errors },
        },
      },
      async (request) => resetPaperAccount(deps, uidOf(request)),
    );

    r.get(
      '/api/bot/message/logs/',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary:
            "The caller's bot log, newest last; ?after=<id> returns only newer entries (for a 5 s poll)",
          security,
          querystring: ZBotLogsQuery,
          response: { 200: ZBotLogs, ...errors },
        },
      },
      async (request) => botLogs(deps, uidOf(request), request.query.after),
    );
  };
}
