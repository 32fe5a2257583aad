/**
 * The statutory holidays of each Canadian jurisdiction, by the holiday library's English names
 * (date-holidays, the names `libraryDays` stores): the days the employment standards law pays a
 * premium for when worked. The library's 'public' list of a province also holds days its law does
 * not (Easter Monday in Ontario): those are seeded as public days that count no holiday hours.
 * Checked 2026 against each act; not legal advice. A region missing here keeps every library day
 * statutory.
 */
const STATUTORY_NAMES: Record<string, readonly string[]> = {
  // Canada Labour Code s.166 "general holiday"; the national list, used when no province is set,
  // holds only days every jurisdiction pays.
  CA: [
    "New Year's Day",
    'Good Friday',
    'Easter Monday',
    'Victoria Day',
    'Canada Day',
    'Civic Holiday',
    'Labour Day',
    'Thanksgiving',
    'Remembrance Day',
    'Christmas Day',
    'Boxing Day',
  ],
  // Employment Standards Code (Alberta) s.25 "general holidays".
  'CA-AB': [
    "New Year's Day",
    'Family Day',
    'Good Friday',
    'Victoria Day',
    'Canada Day',
    'Labour Day',
    'Thanksgiving',
    'Remembrance Day',
    'Christmas Day',
  ],
  // Employment Standards Act (British Columbia) s.1(1) "statutory holiday".
  'CA-BC': [
    "New Year's Day",
    'Family Day',
    'Good Friday',
    'Victoria Day',
    'Canada Day',
    'British Columbia Day',
    'Labour Day',
    'Thanksgiving',
    'Remembrance Day',
    'Christmas Day',
  ],
  // The Employment Standards Code (Manitoba) s.21(1) "general holiday".
  'CA-MB': [
    "New Year's Day",
    'Louis Riel Day',
    'Good Friday',
    'Victoria Day',
    'Canada Day',
    'Labour Day',
    'Thanksgiving',
    'Christmas Day',
  ],
  // Employment Standards Act (New Brunswick) s.1 "public holiday".
  'CA-NB': [
    "New Year's Day",
    'Family Day',
    'Good Friday',
    'Canada Day',
    'New Brunswick Day',
    'Labour Day',
    'Remembrance Day',
    'Christmas Day',
  ],
  // Labour Standards Act (Newfoundland and Labrador) s.14: Memorial Day is July 1, Armistice Day
  // the library's name for Remembrance Day.
  'CA-NL': [
    "New Year's Day",
    'Good Friday',
    'Memorial Day',
    'Canada Day',
    'Labour Day',
    'Armistice Day',
    'Remembrance Day',
    'Christmas Day',
  ],
  // Labour Standards Code (Nova Scotia) s.39 "paid holidays": Remembrance Day falls under the
  // Remembrance Day Act instead, with no premium for working it.
  'CA-NS': [
    "New Year's Day",
    'Heritage Day',
    'Good Friday',
    'Canada Day',
    'Labour Day',
    'Christmas Day',
  ],
  // Employment Standards Act (Northwest Territories) s.1 "statutory holiday": not Easter Monday.
  'CA-NT': [
    "New Year's Day",
    'Good Friday',
    'Victoria Day',
    'National Indigenous Peoples Day',
    'Canada Day',
    'Civic Holiday',
    'Labour Day',
    'Thanksgiving',
    'Remembrance Day',
    'Christmas Day',
    'Boxing Day',
  ],
  // Labour Standards Act (Nunavut) s.1 "general holiday".
  'CA-NU': [
    "New Year's Day",
    'Good Friday',
    'Victoria Day',
    'Canada Day',
    'Nunavut Day',
    'Civic Holiday',
    'Labour Day',
    'Thanksgiving',
    'Remembrance Day',
    'Christmas Day',
    'Boxing Day',
  ],
  // Employment Standards Act, 2000 (Ontario) s.1(1) "public holiday": not Easter Monday, nor the
  // Civic Holiday.
  'CA-ON': [
    "New Year's Day",
    'Family Day',
    'Good Friday',
    'Victoria Day',
    'Canada Day',
    'Labour Day',
    'Thanksgiving',
    'Christmas Day',
    'Boxing Day',
  ],
  // Employment Standards Act (Prince Edward Island) s.1 "paid holiday": not Charlottetown's Gold
  // Cup Parade Day.
  'CA-PE': [
    "New Year's Day",
    'Islander Day',
    'Good Friday',
    'Canada Day',
    'Labour Day',
    'Remembrance Day',
    'Christmas Day',
  ],
  // Act respecting labour standards (Quebec) s.60 and the National Holiday Act (June 24); Good
  // Friday or Easter Monday at the employer's choice: the library lists Good Friday.
  'CA-QC': [
    "New Year's Day",
    'Good Friday',
    "National Patriots' Day",
    'National Holiday',
    'Canada Day',
    'Labour Day',
    'Thanksgiving',
    'Christmas Day',
  ],
  // The Saskatchewan Employment Act s.2-1 "public holiday".
  'CA-SK': [
    "New Year's Day",
    'Family Day',
    'Good Friday',
    'Victoria Day',
    'Canada Day',
    'Saskatchewan Day',
    'Labour Day',
    'Thanksgiving',
    'Remembrance Day',
    'Christmas Day',
  ],
  // Employment Standards Act (Yukon) s.1 "statutory holiday": not Easter Monday.
  'CA-YT': [
    "New Year's Day",
    'Good Friday',
    'Victoria Day',
    'National Indigenous Peoples Day',
    'Canada Day',
    'Discovery Day',
    'Labour Day',
    'Thanksgiving',
    'Remembrance Day',
    'Christmas Day',
  ],
};

/** The regions whose library days are classified by a list above. */
export const CLASSIFIED_REGIONS = Object.keys(STATUTORY_NAMES);

/**
 * Whether a library day of a region is statutory. A row holds the names of every holiday on its
 * date joined by ' / ': it is statutory when any of them is.
 */
export function isStatutory(region: string | null, name: string): boolean {
  const list = region === null ? undefined : STATUTORY_NAMES[region];
  if (!list) return true;
  return name.split(' / ').some((part) => list.includes(part));
}
