/** A plan price the sandbox sells (Chargebee's item_price, flat fee, one per subscription). */
export interface SandboxItemPrice {
  id: string;
  name: string;
  /** Minor units, e.g. 3995 for $39.95. */
  price: number;
  currency_code: string;
  period: number;
  period_unit: 'month' | 'year';
}

export function checkCatalogue(itemPrices: SandboxItemPrice[]): Map<string, SandboxItemPrice> {
  const catalogue = new Map<string, SandboxItemPrice>();
  for (const price of itemPrices) {
    if (!/^[A-Za-z0-9_.-]{1,100}$/.test(price.id)) {
      throw new Error(`billing-sandbox: item price id ${JSON.stringify(price.id)} is not valid`);
    }
    if (!Number.isInteger(price.price) || price.price < 0) {
      throw new Error(`billing-sandbox: item price ${price.id} needs a non-negative integer price`);
    }
    if (!Number.isInteger(price.period) || price.period < 1) {
      throw new Error(`billing-sandbox: item price ${price.id} needs a positive integer period`);
    }
    if (!/^[A-Z]{3}$/.test(price.currency_code)) {
      throw new Error(`billing-sandbox: item price ${price.id} needs an ISO currency code`);
    }
    if (catalogue.has(price.id))
      throw new Error(`billing-sandbox: duplicate item price ${price.id}`);
    catalogue.set(price.id, price);
  }
  return catalogue;
}

/** "$39.95 CAD" — prices are shown with the code so nobody confuses CAD with USD. */
export function formatMoney(minor: number, currency: string): string {
  const amount = (minor / 100).toLocaleString('en-CA', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `$${amount} ${currency}`;
}

export function periodLabel(period: number, unit: 'month' | 'year'): string {
  return period === 1 ? unit : `${period} ${unit}s`;
}
