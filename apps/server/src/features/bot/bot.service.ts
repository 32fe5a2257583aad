import {
  BOT,
  ErrorCode,
  t,
  type TBotLogEntry,
  type TBotStartRequest,
  type TBotStatus,
} from '@vh/contracts';
import type { Database } from '../../db/client.ts';
import { AppError, invalidField } from '../../lib/app-error.ts';
import { appendLogs, findRun, listLogs, lockRun, saveRun, type BotRunRow } from './bot.repo.ts';
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

export async function botStatus(deps: BotDeps, uid: string): Promise<TBotStatus> {
  return statusOf(await findRun(deps.db, uid), deps.now());
}

/**
 * Starts the caller's bot. Starting a running bot again with the same amount changes nothing
 * (a retried request is harmless); with another amount it is refused, so that a stake is never
 * changed behind the person's back.
 */
export async function startBot(
  deps: BotDeps,
  uid: string,
  body: TBotStartRequest,
): Promise<TBotStatus> {
  if (body.user_uid !== uid)
    throw new AppError(ErrorCode.FORBIDDEN, 'errors.bot.ownBotOnly', {
      field: 'user_uid',
    });
  const amountCents = Math.round(body.amount * 100);
  const at = deps.now();
  const row = await deps.db.transaction(async (tx) => {
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
export async function stopBot(deps: BotDeps, uid: string): Promise<TBotStatus> {
  const at = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const run = await lockRun(tx, uid, STARTING_CENTS);
    if (run.status !== 'running') return run;
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
    await saveRun(tx, uid, changes);
    await appendLogs(tx, uid, at, [
      ...sales.map((text) => ({ text })),
      { text: t('server.bot.stopped', { summary: stoppedSummary(account) }) },
    ]);
    return { ...run, ...changes };
  });
  return statusOf(row, at);
}

/** Gives a stopped paper account its starting cash back; the log keeps what happened before. */
export async function resetPaperAccount(deps: BotDeps, uid: string): Promise<TBotStatus> {
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
  uid: string,
  after: number | undefined,
): Promise<TBotLogEntry[]> {
  const rows = await listLogs(deps.db, uid, after);
  return rows.map((row) => ({ id: row.id, timestamp: row.at.toISOString(), text: row.text }));
}
