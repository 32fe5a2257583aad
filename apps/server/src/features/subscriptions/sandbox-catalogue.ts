import { ITEM_PRICE_IDS, PLAN_CURRENCY, planKeyOfItemPrice, plans } from '@vh/contracts';
import type { SandboxItemPrice } from '@vh/billing-sandbox';

/** The sandbox sells what a real site's catalogue would: SPEC §9's item prices, monthly, in CAD. */
export function sandboxItemPrices(): SandboxItemPrice[] {
  return ITEM_PRICE_IDS.map((id) => {
    const plan = plans[planKeyOfItemPrice(id) ?? 'free'];
    return {
      id,
      name: `VerifiedHours ${plan.name}`,
      price: Math.round((plan.monthlyPriceCad ?? 0) * 100),
      currency_code: PLAN_CURRENCY,
      period: 1,
      period_unit: 'month',
    };
  });
}
