import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZBotLogs,
  ZBotLogsQuery,
  ZBotStartRequest,
  ZBotStatus,
  ZSimulatorSetting,
  ZSimulatorSettingAnswer,
  ZSimulatorSettingRequest,
} from '@vh/contracts';
import { accountErrors as errors, jwtSecurity as security } from '../../lib/route-schema.ts';
import { callerOf } from '../../plugins/caller.ts';
import {
  botLogs,
  botStatus,
  resetPaperAccount,
  setSimulatorSetting,
  simulatorSetting,
  startBot,
  stopBot,
  type BotCaller,
  type BotDeps,
} from './bot.service.ts';

const tags = ['bot'];

/** The caller's paper-trading bot (a simulator: virtual dollars, made-up prices). */
export function botRoutes(deps: BotDeps, authenticate: onRequestAsyncHookHandler) {
  return function register(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const who = (request: Parameters<typeof callerOf>[0]): BotCaller => {
      const caller = callerOf<Omit<BotCaller, 'uid'>>(request);
      return {
        uid: caller.uid,
        role: caller.profile.role,
        pendingApproval: caller.profile.pendingApproval,
      };
    };
    // Staff may use every route below only while their employer lets them (403 otherwise).

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
      async (request) => botStatus(deps, who(request)),
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
      async (request) => startBot(deps, who(request), request.body),
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
      async (request) => stopBot(deps, who(request)),
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
      async (request) => resetPaperAccount(deps, who(request)),
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
      async (request) => botLogs(deps, who(request), request.query.after),
    );

    r.get(
      '/api/bot/simulator/',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary:
            "The owner's switch letting their staff use the trading simulator (owners only: 403 for staff)",
          security,
          response: { 200: ZSimulatorSetting, ...errors },
        },
      },
      async (request) => simulatorSetting(deps, who(request)),
    );

    r.put(
      '/api/bot/simulator/',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary:
            "Turn the staff's trading simulator on or off (owners only: 403 for staff); off stops the staff bots running at once",
          security,
          body: ZSimulatorSettingRequest,
          response: { 200: ZSimulatorSettingAnswer, ...errors },
        },
      },
      async (request) => setSimulatorSetting(deps, who(request), request.body),
    );
  };
}
