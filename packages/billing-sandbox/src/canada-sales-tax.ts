// Canadian sales tax by province, as a Chargebee site set up for Canada (tax_exclusive prices)
// adds it to invoices: the tax follows the province of the customer's billing address.
//
// Sources (rates in force in 2026):
// - Canada Revenue Agency, "GST/HST rates" (canada.ca, "Charge and collect the tax — Which rate
//   to charge"): GST 5% everywhere; HST 13% in Ontario, 15% in New Brunswick, Newfoundland and
//   Labrador and Prince Edward Island, and 14% in Nova Scotia from April 1, 2025 (15% before).
// - British Columbia Ministry of Finance, "Provincial sales tax (PST) in B.C.": PST 7%.
// - Manitoba Finance, "Retail Sales Tax": RST 7% (shown as PST, as Chargebee names it).
// - Saskatchewan Ministry of Finance, "Provincial Sales Tax (PST)": PST 6%.
// - Revenu Québec, "QST rate": QST 9.975%.
// - Alberta, Northwest Territories, Nunavut and Yukon levy no provincial sales tax: GST only.
//
// The sandbox sells one kind of thing (a software subscription) and applies each general rate to
// it; it does not model exemptions, place-of-supply rules beyond the billing province, or tax on
// tax (QST has been charged on the price alone since 2013, like every rate here).

export type CanadianProvince =
  'AB' | 'BC' | 'MB' | 'NB' | 'NL' | 'NS' | 'NT' | 'NU' | 'ON' | 'PE' | 'QC' | 'SK' | 'YT';

export const PROVINCE_NAMES: Record<CanadianProvince, string> = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  NT: 'Northwest Territories',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
};

export interface SalesTax {
  /** The name Chargebee shows on the invoice (taxes[].name, line_item_taxes[].tax_name). */
  name: 'GST' | 'HST' | 'PST' | 'QST';
  /**
   * The rate in thousandths of a percent (9.975% is 9975), so amounts are computed in whole
   * numbers.
   */
  rateMilliPercent: number;
  jurisType: 'country' | 'state';
  jurisName: string;
  jurisCode: string;
}

interface RatePeriod {
  /** First day (YYYY-MM-DD, Canada's dates) the rate applies to; null: since before the sandbox. */
  from: string | null;
  taxes: SalesTax[];
}

const GST: SalesTax = {
  name: 'GST',
  rateMilliPercent: 5000,
  jurisType: 'country',
  jurisName: 'Canada',
  jurisCode: 'CA',
};

const provincial = (
  name: SalesTax['name'],
  rateMilliPercent: number,
  province: CanadianProvince,
): SalesTax => ({
  name,
  rateMilliPercent,
  jurisType: 'state',
  jurisName: PROVINCE_NAMES[province],
  jurisCode: province,
});

const always = (...taxes: SalesTax[]): RatePeriod[] => [{ from: null, taxes }];

export const CANADA_SALES_TAX: Record<CanadianProvince, RatePeriod[]> = {
  AB: always(GST),
  BC: always(GST, provincial('PST', 7000, 'BC')),
  MB: always(GST, provincial('PST', 7000, 'MB')),
  NB: always(provincial('HST', 15000, 'NB')),
  NL: always(provincial('HST', 15000, 'NL')),
  NS: [
    { from: null, taxes: [provincial('HST', 15000, 'NS')] },
    { from: '2025-04-01', taxes: [provincial('HST', 14000, 'NS')] },
  ],
  NT: always(GST),
  NU: always(GST),
  ON: always(provincial('HST', 13000, 'ON')),
  PE: always(provincial('HST', 15000, 'PE')),
  QC: always(GST, provincial('QST', 9975, 'QC')),
  SK: always(GST, provincial('PST', 6000, 'SK')),
  YT: always(GST),
};

export function isCanadianProvince(code: string): code is CanadianProvince {
  return Object.hasOwn(PROVINCE_NAMES, code);
}

/**
 * The taxes an invoice dated `date` (unix seconds) carries for a billing address. None for an
 * address outside Canada (exported services are zero-rated) or without a known province.
 */
export function salesTaxesFor(
  address: { country?: string | null; stateCode?: string | null } | null | undefined,
  date: number,
): SalesTax[] {
  if (address?.country !== 'CA' || !address.stateCode || !isCanadianProvince(address.stateCode)) {
    return [];
  }
  // Provincial rate changes take effect at the start of the day in the province; Eastern time is
  // close enough for a test sandbox (a few hours at most around a change).
  const day = new Date((date - 5 * 60 * 60) * 1000).toISOString().slice(0, 10);
  let taxes: SalesTax[] = [];
  for (const period of CANADA_SALES_TAX[address.stateCode]) {
    if (period.from === null || period.from <= day) taxes = period.taxes;
  }
  return taxes;
}

/** One tax on an amount in cents, rounded half up (amounts are never negative here). */
export function taxOn(amount: number, tax: SalesTax): number {
  return Math.floor((amount * tax.rateMilliPercent + 50_000) / 100_000);
}

/** "13", "9.975": the rate in percent as Chargebee prints it. */
export function ratePercent(tax: SalesTax): number {
  return tax.rateMilliPercent / 1000;
}
