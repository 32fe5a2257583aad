import { screen } from '@testing-library/react';
import type { userEvent } from '@testing-library/user-event';
import { pickDate } from './date-picker.ts';

type User = ReturnType<typeof userEvent.setup>;

/**
 * Chooses a day and a time ('YYYY-MM-DDTHH:mm', 24-hour) in a date-time picker the way a person
 * does: the day in the calendar, then hours, minutes and a.m./p.m. typed, then Done.
 */
export async function pickDateTime(
  user: User,
  label: string,
  wallClock: string,
  names: { hours: string; minutes: string; amPm: string; done: string },
  container?: HTMLElement,
) {
  const [date = '', time = ''] = wallClock.split('T');
  const [hour24, minutes] = time.split(':').map(Number) as [number, number];
  await pickDate(user, label, date, container);
  // Only the open picker's dropdown is in the document.
  const dropdown = screen;
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  const hours = dropdown.getByLabelText(names.hours);
  await user.clear(hours);
  await user.type(hours, String(hour12).padStart(2, '0'));
  const minutesField = dropdown.getByLabelText(names.minutes);
  await user.clear(minutesField);
  await user.type(minutesField, String(minutes).padStart(2, '0'));
  await user.selectOptions(dropdown.getByLabelText(names.amPm), hour24 < 12 ? 'AM' : 'PM');
  await user.click(dropdown.getByRole('button', { name: names.done }));
}
