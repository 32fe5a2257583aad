import { and, eq, isNull } from 'drizzle-orm';
import { ErrorCode, type TPaySettings, type TPaySettingsRequest } from '@vh/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { payPeriodClosures, paySettings } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { formatCalendarDate } from '../../lib/dates.ts';
import { bindPaySettings } from '../audit/audit-bindings.ts';
import { appendAfter, lockChainHead } from '../audit/audit-chain.ts';
import { employerOf, type Employer, type Me } from '../staff/staff-access.ts';
import { paySettingsOf, type PaySettings } from '../closed-periods/closed-periods.ts';
import { alignsWith } from './periods.ts';

export type PayPeriodsDeps = { db: Database; now: () => Date };

export const ownerOnly = () => new AppError(ErrorCode.FORBIDDEN, 'payPeriods.errors.ownerOnly');

/** The owner, or a manager of the business: employerOf's refusal names what was asked for. */
export async function payEmployerOf(db: Executor, me: Me): Promise<Employer> {
  return employerOf(db, me).catch((error: unknown) => {
    if (error instanceof AppError && error.code === ErrorCode.FORBIDDEN) {
      throw new AppError(ErrorCode.FORBIDDEN, 'payPeriods.errors.readersOnly');
    }
    throw error;
  });
}

const figuresOf = (settings: PaySettings) => ({
  period_kind: settings.periodKind,
  anchor_date: settings.anchorDate,
  managers_see_rates: settings.managersSeeRates,
});

/** GET /api/pay/settings/: the owner and managers read them; only the owner changes them. */
export async function readPaySettings(deps: PayPeriodsDeps, me: Me): Promise<TPaySettings> {
  const employer = await payEmployerOf(deps.db, me);
  const settings = await paySettingsOf(deps.db, employer.ownerUid);
  return { ...figuresOf(settings), can_edit: employer.isOwner };
}

/**
 * PUT /api/pay/settings/: refused while a closed period would be cut through by the new periods
 * (it must start and end on their boundaries), since its closed figures would then belong to no
 * period. Audited with what it replaced.
 */
export async function updatePaySettings(
  deps: PayPeriodsDeps,
  me: Me,
  body: TPaySettingsRequest,
): Promise<TPaySettings> {
  const employer = await payEmployerOf(deps.db, me);
  if (!employer.isOwner) throw ownerOnly();
  const after: PaySettings = {
    periodKind: body.period_kind,
    anchorDate: body.anchor_date,
    managersSeeRates: body.managers_see_rates,
  };
  const at = deps.now();
  const ownerUid = employer.ownerUid;
  await deps.db.transaction(async (tx) => {
    // Closing locks the same head: no period closes between this check and the write.
    const head = await lockChainHead(tx, ownerUid);
    const before = await paySettingsOf(tx, ownerUid);
    const closed = await tx
      .select({ start: payPeriodClosures.periodStart, end: payPeriodClosures.periodEnd })
      .from(payPeriodClosures)
      .where(and(eq(payPeriodClosures.ownerUid, ownerUid), isNull(payPeriodClosures.reopenedAt)))
      .orderBy(payPeriodClosures.periodStart);
    const cut = closed.find((span) => !alignsWith(after, span));
    if (cut) {
      throw new AppError(ErrorCode.CONFLICT, 'payPeriods.errors.overlapsClosed', {
        field: 'anchor_date',
        values: { from: formatCalendarDate(cut.start), to: formatCalendarDate(cut.end) },
      });
    }
    await tx
      .insert(paySettings)
      .values({ ownerUid, ...after, updatedAt: at })
      .onConflictDoUpdate({ target: paySettings.ownerUid, set: { ...after, updatedAt: at } });
    await appendAfter(tx, head, {
      ownerUid,
      actorUid: employer.actorUid,
      action: 'pay_settings.update',
      subject: `owner:${ownerUid}`,
      data: {
        before: figuresOf(before),
        after: figuresOf(after),
        bound: [bindPaySettings({ ownerUid, ...after })],
      },
      at,
    });
  });
  return { ...figuresOf(after), can_edit: true };
}
