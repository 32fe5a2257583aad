/**
 * The dashboard's search that opens the Pay panel on the period starting `start`: the dashboard
 * reads the panel from ?panel= and leaves other parameters to the panel, which reads ?period=.
 */
export const payPeriodSearch = (start: string): string =>
  `?${new URLSearchParams({ panel: 'pay', period: start }).toString()}`;

/** The search parameter of the open period on the Pay panel. */
export const PERIOD_PARAM = 'period';
