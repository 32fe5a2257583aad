import {
  ZBotLogs,
  ZBotStatus,
  ZSimulatorSetting,
  ZSimulatorSettingAnswer,
  type TBotLogEntry,
  type TBotStartRequest,
  type TBotStatus,
  type TSimulatorSetting,
  type TSimulatorSettingAnswer,
  type TSimulatorSettingRequest,
} from '@vh/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

// The paper-trading bot's endpoints: a simulator on a made-up market, in virtual dollars. Every
// call is the signed-in person's own bot; the server decides what the account holds.

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export const getBotStatus = (signal?: AbortSignal): Promise<TBotStatus> =>
  apiRequest('/api/bot/status/', { auth: true, schema: ZBotStatus, ...withSignal(signal) });

/** 400 VALIDATION_FAILED (field amount) for a stake the account cannot afford; 409 when running. */
export const startBot = (body: TBotStartRequest): Promise<TBotStatus> =>
  apiRequest('/api/bot/start/', { method: 'POST', body, auth: true, schema: ZBotStatus });

/** Sells whatever is held at the current simulated price; stopping a stopped bot is fine. */
export const stopBot = (): Promise<TBotStatus> =>
  apiRequest('/api/bot/stop/', { method: 'POST', auth: true, schema: ZBotStatus });

/** Gives the paper account back its starting balance; 409 CONFLICT while the bot runs. */
export const resetBot = (): Promise<TBotStatus> =>
  apiRequest('/api/bot/reset/', { method: 'POST', auth: true, schema: ZBotStatus });

/** The log, newest last; with `after`, only the entries with a greater id. */
export const getBotLogs = (after: number | null, signal?: AbortSignal): Promise<TBotLogEntry[]> =>
  apiRequest('/api/bot/message/logs/', {
    auth: true,
    schema: ZBotLogs,
    query: { after: after === null ? undefined : String(after) },
    ...withSignal(signal),
  });

/** The owner's switch letting their staff use the simulator (403 FORBIDDEN for staff). */
export const getSimulatorSetting = (signal?: AbortSignal): Promise<TSimulatorSetting> =>
  apiRequest('/api/bot/simulator/', {
    auth: true,
    schema: ZSimulatorSetting,
    ...withSignal(signal),
  });

/** Turning it off stops the staff's running bots at once; the answer says how many. */
export const setSimulatorSetting = (
  body: TSimulatorSettingRequest,
): Promise<TSimulatorSettingAnswer> =>
  apiRequest('/api/bot/simulator/', {
    method: 'PUT',
    body,
    auth: true,
    schema: ZSimulatorSettingAnswer,
  });
