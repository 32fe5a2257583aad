import { screen, within } from '@testing-library/react';
import type { userEvent } from '@testing-library/user-event';
import { datePickerCopy } from '../lib/date-picker.ts';

type User = ReturnType<typeof userEvent.setup>;

const withoutAsterisk = (text: string) => text.replace(/\s+/g, ' ').trim().replace(/ ?\*$/, '');
/** A month's English name (1 = January), as the calendar's day buttons and month list spell it. */
const monthName = (month: number) =>
  new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2000, month - 1),
  );

/** The open calendar's headings, named by what they show: 'November 2026', then '2026'. */
export const monthHeading = /^\p{L}+ \d{4}$/u;
export const yearHeading = /^\d{4}$/;

/** A date picker's button (what it shows) by its exact label. */
export const datePicker = (label: string, container: HTMLElement = document.body) =>
  within(container).getByLabelText<HTMLButtonElement>(label, {
    exact: true,
    selector: 'button',
    normalizer: withoutAsterisk,
  });

/**
 * Chooses a day the way a person does: opens the picker, goes up to the years, then down to the
 * year, the month and the day.
 */
export async function pickDate(
  user: User,
  label: string,
  isoDate: string,
  container?: HTMLElement,
) {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  await user.click(datePicker(label, container));
  await user.click(await screen.findByRole('button', { name: monthHeading }));
  await user.click(await screen.findByRole('button', { name: yearHeading }));
  // The decade shown is the current one; step to the one holding the year.
  for (
    let step = 0;
    step < 20 && !screen.queryByRole('button', { name: String(year) });
    step += 1
  ) {
    const shown = Number(screen.getAllByRole('button', { name: /^\d{4}$/ })[0]?.textContent);
    const towards = shown > year ? datePickerCopy.previousDecade : datePickerCopy.nextDecade;
    await user.click(screen.getByRole('button', { name: towards }));
  }
  await user.click(screen.getByRole('button', { name: String(year) }));
  await user.click(await screen.findByRole('button', { name: monthName(month).slice(0, 3) }));
  await user.click(
    await screen.findByRole('button', { name: `${day} ${monthName(month)} ${year}` }),
  );
}
