import { DatesProvider } from '@mantine/dates';
import type { ReactNode } from 'react';
import { firstDayOfWeekFor, useDatesLocale, viewerLanguages } from './dates-locale.ts';

// Only the signed-in app has date pickers, so the landing page does not download the dates
// provider and its table of calendar languages (bench/landing.bench.ts).
/** Date pickers name months and weekdays in the viewer's language, and start weeks as they do. */
export function ViewerDates({ children }: { children: ReactNode }) {
  const locale = useDatesLocale();
  const firstDayOfWeek = firstDayOfWeekFor(viewerLanguages()[0]);
  return (
    <DatesProvider
      settings={{ locale, ...(firstDayOfWeek === undefined ? {} : { firstDayOfWeek }) }}
    >
      {children}
    </DatesProvider>
  );
}
