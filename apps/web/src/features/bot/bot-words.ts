// Money, units and times as the bot panel shows them. Intl does the formatting.
import { formatBotMoney, formatBotSignedMoney, formatBotUnits } from '@vh/contracts';

const count = new Intl.NumberFormat('en-CA');
const timeOfDay = new Intl.DateTimeFormat('en-CA', { timeStyle: 'medium' });
const dayAndTime = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'medium' });

/** Virtual dollars, said as the server's log and messages say them. */
export const formatMoney = formatBotMoney;
export const formatSignedMoney = formatBotSignedMoney;

export const formatUnits = formatBotUnits;

export const formatCount = (value: number): string => count.format(value);

/** A log entry's time in the viewer's time zone; the date too when it is not today. */
export function formatLogTime(iso: string, now = new Date()): string {
  const at = new Date(iso);
  return at.toDateString() === now.toDateString() ? timeOfDay.format(at) : dayAndTime.format(at);
}
