// Money, units and times as the bot panel shows them. Intl does the formatting.

const money = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });
const signedMoney = new Intl.NumberFormat('en-CA', {
  style: 'currency',
  currency: 'CAD',
  signDisplay: 'exceptZero',
});
const units = new Intl.NumberFormat('en-CA', { maximumFractionDigits: 4 });
const count = new Intl.NumberFormat('en-CA');
const timeOfDay = new Intl.DateTimeFormat('en-CA', { timeStyle: 'medium' });
const dayAndTime = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'medium' });

/** Virtual dollars: $1,234.50. */
export const formatMoney = (dollars: number): string => money.format(dollars);

/** A change in virtual dollars with its sign: +$12.30, -$4.10, $0.00. */
export const formatSignedMoney = (dollars: number): string => signedMoney.format(dollars);

export const formatUnits = (value: number): string => units.format(value);

export const formatCount = (value: number): string => count.format(value);

/** A log entry's time in the viewer's time zone; the date too when it is not today. */
export function formatLogTime(iso: string, now = new Date()): string {
  const at = new Date(iso);
  return at.toDateString() === now.toDateString() ? timeOfDay.format(at) : dayAndTime.format(at);
}
