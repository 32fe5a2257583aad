import { BOT, t } from '@vh/contracts';
import type { Database } from '../../db/client.ts';
import { leaseHolderId, repeatingTask } from '../../lib/repeating-task.ts';
import {
  appendLogs,
  claimRuns,
  dueRuns,
  lockExistingRun,
  releaseLeases,
  renewLeases,
  saveRun,
} from './bot.repo.ts';
import { simulatorOffLine } from './bot.service.ts';
import { stepAt } from './market.ts';
import { accountOf, closeAll, stoppedSummary, tick } from './paper-account.ts';

export type BotWorkerDeps = {
  db: Database;
  now: () => Date;
  log: (error: unknown, message: string) => void;
};

export type BotWorker = {
  /** This server's name in leases: host, process and a random part (a restarted pid is a new worker). */
  readonly id: string;
  /** One pass: renew this worker's leases, claim free bots, act on the current step. */
  runOnce(): Promise<{ claimed: number; ticked: number }>;
  /** Runs a pass every BOT.workerLoopMs until stopped. */
  start(): void;
  /** Waits for the pass in progress, then hands this worker's bots back. */
  stop(): Promise<void>;
};

/**
 * The bot runner of one server. Running bots are jobs leased in PostgreSQL: each is acted on by
 * the one worker holding its lease, which renews it every pass; when a server dies its leases
 * run out and another server's worker claims them. Acting on a step re-checks the lease and the
 * bot's last step under the row's lock, so even a worker that stalled past its lease cannot act
 * on a step twice.
 */
export function createBotWorker(deps: BotWorkerDeps): BotWorker {
  const id = leaseHolderId();

  async function tickOne(userUid: string, step: number): Promise<boolean> {
    return deps.db.transaction(async (tx) => {
      const run = await lockExistingRun(tx, userUid);
      const at = deps.now();
      if (
        !run ||
        run.status !== 'running' ||
        run.leaseOwner !== id ||
        !run.leaseExpiresAt ||
        run.leaseExpiresAt <= at ||
        (run.lastStep !== null && run.lastStep >= step)
      )
        return false;
      if (!run.active || !run.allowed) {
        // Disabled means refused everywhere, the bot included; so does a staff member's simulator
        // turned off by their employer (which stops their bot at once; this catches any left).
        // It stops as Stop bot would, selling what it holds, so a stopped bot never shows open
        // positions.
        const { account, sales } = closeAll(accountOf(run), step);
        await saveRun(tx, userUid, {
          status: 'stopped',
          stoppedAt: at,
          cashCents: account.cashCents,
          holdings: account.holdings,
          trades: account.trades,
          leaseOwner: null,
          leaseExpiresAt: null,
        });
        await appendLogs(tx, userUid, at, [
          ...sales.map((text) => ({ text })),
          {
            text: run.active
              ? simulatorOffLine()
              : t('server.bot.stoppedDisabled', { summary: stoppedSummary(account) }),
          },
        ]);
        return false;
      }
      const outcome = tick(accountOf(run), step, run.lastStep);
      await appendLogs(tx, userUid, at, [
        ...outcome.trades.map((text) => ({ text })),
        { text: outcome.summary, step },
      ]);
      await saveRun(tx, userUid, {
        cashCents: outcome.account.cashCents,
        holdings: outcome.account.holdings,
        trades: outcome.account.trades,
        lastStep: step,
        // The same write renews the lease, so the renewal pass rarely has anything to do.
        leaseExpiresAt: new Date(at.getTime() + BOT.leaseMs),
      });
      return true;
    });
  }

  async function runOnce() {
    const at = deps.now();
    const expires = new Date(at.getTime() + BOT.leaseMs);
    await renewLeases(deps.db, id, at, expires);
    const claimed = await claimRuns(deps.db, id, at, expires, BOT.claimBatch);
    const step = stepAt(at);
    let ticked = 0;
    for (const userUid of await dueRuns(deps.db, id, step)) {
      if (loop.stopped) break;
      try {
        if (await tickOne(userUid, step)) ticked += 1;
      } catch (error) {
        // One bot's failure must not stop the others; it is retried on the next pass.
        deps.log(error, `bot tick failed for ${userUid}`);
      }
    }
    return { claimed: claimed.length, ticked };
  }

  const loop = repeatingTask(runOnce, {
    firstMs: BOT.workerLoopMs,
    everyMs: BOT.workerLoopMs,
    onError: (error) => deps.log(error, 'bot worker pass failed'),
  });

  return {
    id,
    runOnce,
    start: () => loop.start(),
    async stop() {
      await loop.stop();
      await releaseLeases(deps.db, id).catch((error: unknown) =>
        deps.log(error, 'releasing bot leases failed'),
      );
    },
  };
}
