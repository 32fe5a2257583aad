import {
  BOT,
  ErrorCode,
  t,
  type TBotLogEntry,
  type TBotStartRequest,
  type TBotStatus,
  type TSimulatorSetting,
  type TSimulatorSettingAnswer,
  type TSimulatorSettingRequest,
} from '@vh/contracts';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import { AppError, invalidField } from '../../lib/app-error.ts';
import {
  appendLogs,
  employerSwitch,
  findRun,
  listLogs,
  lockRun,
  lockRunningStaffRuns,
  ownerSwitch,
  saveRun,
  setOwnerSwitch,
  type BotRunRow,
} from './bot.repo.ts';
import { priceAt, stepAt, SYMBOLS } from './market.ts';
import {
  balanceCents,
  closeAll,
  holdingValueCents,
  stoppedSummary,
  money,
  STARTING_CENTS,
  accountOf,
} from './paper-account.ts';

export type BotDeps = { db: Database; now: () => Date };

/** Who calls, as far as the simulator cares. */
export type BotCaller = { uid: string; role: 'OWNER' | 'STAFF'; pendingApproval: boolean };

/**
 * Refuses a staff member whose employer has not turned the simulator on for staff (or who is not
 * approved yet): on every bot route, so that revoked means refused everywhere. With `lock`, the
 * employer's switch is share-locked until the transaction ends (see employerSwitch).
 */
async function assertMayUse(db: Executor, caller: BotCaller, lock = false): Promise<void> {
  if (caller.role === 'OWNER') return;
  if (caller.pendingApproval)
    throw new AppError(ErrorCode.FORBIDDEN, 'errors.bot.simulatorPending');
  if ((await employerSwitch(db, caller.uid, lock)) !== true)
    throw new AppError(ErrorCode.FORBIDDEN, 'errors.bot.simulatorOff');
}

const dollarsOf = (cents: number) => cents / 100;

/** What the panel shows: the bot's state and the paper account at the current simulated prices. */
export function statusOf(row: BotRunRow | undefined, at: Date): TBotStatus {
  const step = stepAt(at);
  const cashCents = row?.cashCents ?? STARTING_CENTS;
  const holdings = row?.holdings ?? {};
  const balance = balanceCents({ cashCents, holdings }, step);
  return {
    status: row?.status ?? 'stopped',
    amount: row?.amountCents == null ? null : dollarsOf(row.amountCents),
    simulated: true,
    starting_balance: BOT.startingBalance,
    cash: dollarsOf(cashCents),
    balance: dollarsOf(balance),
    profit_loss: dollarsOf(balance - STARTING_CENTS),
    trades: row?.trades ?? 0,
    positions: Object.entries(holdings).map(([symbol, holding]) => ({
      symbol,
      units: holding.units,
      cost: dollarsOf(holding.costCents),
      value: dollarsOf(holdingValueCents(symbol, holding, step)),
    })),
    prices: SYMBOLS.map(({ symbol }) => ({
      symbol,
      name: t(`server.bot.companies.${symbol}`),
      price: priceAt(symbol, step),
    })),
    started_at: row?.startedAt?.toISOString() ?? null,
    stopped_at: row?.stoppedAt?.toISOString() ?? null,
  };
}

export async function botStatus(deps: BotDeps, caller: BotCaller): Promise<TBotStatus> {
  await assertMayUse(deps.db, caller);
  return statusOf(await findRun(deps.db, caller.uid), deps.now());
}

/**
 * Starts the caller's bot. Starting a running bot again with the same amount changes nothing
 * (a retried request is harmless); with another amount it is refused, so that a stake is never
 * changed behind the person's back.
 */
export async function startBot(
  deps: BotDeps,
  caller: BotCaller,
  body: TBotStartRequest,
): Promise<TBotStatus> {
  const { uid } = caller;
  if (body.user_uid !== uid)
    throw new AppError(ErrorCode.FORBIDDEN, 'errors.bot.ownBotOnly', {
      field: 'user_uid',
    });
  const amountCents = Math.round(body.amount * 100);
  const at = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    // Before the run's lock, in the order a switch-off takes them (the switch, then the runs).
    await assertMayUse(tx, caller, true);
    const run = await lockRun(tx, uid, STARTING_CENTS);
    if (run.status === 'running') {
      if (run.amountCents === amountCents) return run;
      throw new AppError(ErrorCode.CONFLICT, 'errors.bot.alreadyRunning', {
        values: { amount: money(run.amountCents ?? 0) },
      });
    }
    if (amountCents > run.cashCents) {
      throw invalidField('amount', 'errors.bot.amountOverCash', {
        values: { amount: money(amountCents), cash: money(run.cashCents) },
      });
    }
    const changes = {
      status: 'running' as const,
      amountCents,
      startedAt: at,
      stoppedAt: null,
      // No step yet: the next worker pass acts on the current one, with no "resumed" gap. A step
      // the last run already acted on stays taken (a stop and start within one step), else the
      // worker would write a second summary for it.
      lastStep: run.lastStep !== null && run.lastStep >= stepAt(at) ? run.lastStep : null,
      leaseOwner: null,
      leaseExpiresAt: null,
    };
    await saveRun(tx, uid, changes);
    const symbols = SYMBOLS.map((s) => s.symbol).join(', ');
    await appendLogs(tx, uid, at, [
      {
        text: t('server.bot.started', {
          amount: money(amountCents),
          symbols,
          cash: money(run.cashCents),
        }),
      },
    ]);
    return { ...run, ...changes };
  });
  return statusOf(row, at);
}

/** Stops the caller's bot, selling its shares at the current simulated prices. Stopping a stopped bot changes nothing. */
export async function stopBot(deps: BotDeps, caller: BotCaller): Promise<TBotStatus> {
  await assertMayUse(deps.db, caller);
  const at = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const run = await lockRun(tx, caller.uid, STARTING_CENTS);
    if (run.status !== 'running') return run;
    return stopLocked(tx, run, at, (summary) => t('server.bot.stopped', { summary }));
  });
  return statusOf(row, at);
}

/**
 * Stops a running bot whose row the transaction holds locked, as Stop bot does: its shares are
 * sold at the current simulated prices, so a stopped bot never shows open positions.
 */
export async function stopLocked(
  tx: Transaction,
  run: BotRunRow,
  at: Date,
  lastLine: (summary: string) => string,
): Promise<BotRunRow> {
  const { account, sales } = closeAll(accountOf(run), stepAt(at));
  const changes = {
    status: 'stopped' as const,
    stoppedAt: at,
    cashCents: account.cashCents,
    holdings: account.holdings,
    trades: account.trades,
    leaseOwner: null,
    leaseExpiresAt: null,
  };
  await saveRun(tx, run.userUid, changes);
  await appendLogs(tx, run.userUid, at, [
    ...sales.map((text) => ({ text })),
    { text: lastLine(stoppedSummary(account)) },
  ]);
  return { ...run, ...changes };
}

/** Gives a stopped paper account its starting cash back; the log keeps what happened before. */
export async function resetPaperAccount(deps: BotDeps, caller: BotCaller): Promise<TBotStatus> {
  await assertMayUse(deps.db, caller);
  const { uid } = caller;
  const at = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const run = await lockRun(tx, uid, STARTING_CENTS);
    if (run.status === 'running')
      throw new AppError(ErrorCode.CONFLICT, 'errors.bot.stopBeforeReset');
    const changes = { cashCents: STARTING_CENTS, holdings: {}, trades: 0 };
    await saveRun(tx, uid, changes);
    await appendLogs(tx, uid, at, [
      { text: t('server.bot.reset', { amount: money(STARTING_CENTS) }) },
    ]);
    return { ...run, ...changes };
  });
  return statusOf(row, at);
}

export async function botLogs(
  deps: BotDeps,
  caller: BotCaller,
  after: number | undefined,
): Promise<TBotLogEntry[]> {
  await assertMayUse(deps.db, caller);
  const rows = await listLogs(deps.db, caller.uid, after);
  return rows.map((row) => ({ id: row.id, timestamp: row.at.toISOString(), text: row.text }));
}

function assertOwner(caller: BotCaller): void {
  if (caller.role !== 'OWNER')
    throw new AppError(ErrorCode.FORBIDDEN, 'errors.bot.simulatorOwnerOnly');
}

export async function simulatorSetting(
  deps: BotDeps,
  caller: BotCaller,
): Promise<TSimulatorSetting> {
  assertOwner(caller);
  return { staff_allowed: await ownerSwitch(deps.db, caller.uid) };
}

/**
 * Sets the owner's switch. Turning it off stops their staff's running bots in the same
 * transaction, each with a line saying why; a worker on another server finds them stopped under
 * the row's lock and leaves them be (and would stop any it found no longer allowed).
 */
export async function setSimulatorSetting(
  deps: BotDeps,
  caller: BotCaller,
  body: TSimulatorSettingRequest,
): Promise<TSimulatorSettingAnswer> {
  assertOwner(caller);
  const at = deps.now();
  const stopped = await deps.db.transaction(async (tx) => {
    await setOwnerSwitch(tx, caller.uid, body.staff_allowed);
    if (body.staff_allowed) return 0;
    const running = await lockRunningStaffRuns(tx, caller.uid);
    for (const run of running) await stopLocked(tx, run, at, simulatorOffLine);
    return running.length;
  });
  return { staff_allowed: body.staff_allowed, stopped_bots: stopped };
}

/** The same words the 0021 migration wrote for the bots it stopped, with no summary after them. */
export const simulatorOffLine = () => t('server.bot.simulatorOff');
