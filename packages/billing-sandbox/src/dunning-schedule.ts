/**
 * The sandbox site's dunning settings: a renewal charge that fails is retried this many days after
 * the failure (Chargebee's "retry after 3, 5 and 7 days" style schedule, counted from the invoice
 * date). When the last retry fails too, dunning is exhausted: the invoice becomes `not_paid` and the
 * subscription is cancelled (`cancel_reason: not_paid`), the "cancel subscription" end of dunning.
 */
export const DUNNING_RETRY_DAYS = [3, 5, 7] as const;

const DAY = 86_400;

/**
 * When the next retry of an invoice dated `invoiceDate` is due after `failedAttempts` failed
 * charges (the first is the renewal itself); undefined once every retry has been used.
 */
export function nextRetryAt(invoiceDate: number, failedAttempts: number): number | undefined {
  const days = DUNNING_RETRY_DAYS[failedAttempts - 1];
  return days === undefined ? undefined : invoiceDate + days * DAY;
}
