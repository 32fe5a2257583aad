/** Unix seconds, Chargebee's unit for every timestamp. */
export const toUnix = (date: Date): number => Math.floor(date.getTime() / 1000);

/**
 * The end of a billing period starting at `fromUnix`. Months are calendar months anchored on the
 * subscription's start day, so a term started on the 31st ends on the last day of shorter months
 * and returns to the 31st afterwards, as Chargebee bills.
 */
export function addBillingPeriod(
  fromUnix: number,
  unit: 'month' | 'year',
  period: number,
  anchorUnix: number,
): number {
  const from = new Date(fromUnix * 1000);
  const anchorDay = new Date(anchorUnix * 1000).getUTCDate();
  const months = unit === 'year' ? 12 * period : period;
  const target = from.getUTCMonth() + months;
  const year = from.getUTCFullYear() + Math.floor(target / 12);
  const month = ((target % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(anchorDay, lastDay);
  return toUnix(
    new Date(
      Date.UTC(year, month, day, from.getUTCHours(), from.getUTCMinutes(), from.getUTCSeconds()),
    ),
  );
}
