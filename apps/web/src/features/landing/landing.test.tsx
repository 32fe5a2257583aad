import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  formatPlanPrice,
  PAID_PLAN_FEATURES,
  PLAN_KEYS,
  planPeriodLabel,
  plans,
  SIGN_UP_SECONDS_CLAIM,
  t,
  planFeatureWords,
} from '@vh/contracts';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { PricingPage } from '../pricing/components/pricing-page.tsx';
import { FAQ_ITEMS } from './components/faq-section.tsx';
import { LandingPage } from './components/landing-page.tsx';

const hrefOf = (element: HTMLElement) => element.getAttribute('href');

async function renderLanding() {
  await renderWithProviders(<LandingPage />);
}

describe('landing page', () => {
  it('has one h1 and never skips a heading level', async () => {
    await renderLanding();

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const levels = screen
      .getAllByRole('heading')
      .map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    levels.reduce((previous, level) => {
      expect(level - previous).toBeLessThanOrEqual(1);
      return level;
    });
  });

  it('calls to sign up with the sign-up time claim, and to see pricing', async () => {
    await renderLanding();
    const hero = screen.getByRole('region', { name: t('landing.hero.title') });

    expect(hrefOf(within(hero).getByRole('link', { name: t('landing.hero.signUp') }))).toBe(
      '/register',
    );
    expect(hrefOf(within(hero).getByRole('link', { name: t('landing.hero.pricing') }))).toBe(
      '/pricing',
    );
    expect(
      within(hero).getByText(new RegExp(`sign up in under ${SIGN_UP_SECONDS_CLAIM} seconds`, 'i')),
    ).toBeTruthy();
  });

  it('names the five features', async () => {
    await renderLanding();

    for (const feature of [
      'Time tracking',
      'Reports',
      'GPS geolocation',
      'Business centres',
      'Unlimited employees',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: feature })).toBeTruthy();
    }
  });

  it('sums up all four plans with their prices from the contracts', async () => {
    await renderLanding();
    const pricing = within(screen.getByRole('region', { name: t('landing.pricing.title') }));

    expect(PLAN_KEYS).toHaveLength(4);
    for (const key of PLAN_KEYS) {
      const plan = plans[key];
      expect(pricing.getByRole('heading', { level: 3, name: plan.name })).toBeTruthy();
      const price = formatPlanPrice(plan);
      if (price !== null) expect(pricing.getByText(price)).toBeTruthy();
    }
    expect(pricing.getByText(t('plans.customPrice'))).toBeTruthy();
    const paidWithPrice = PLAN_KEYS.filter((key) => formatPlanPrice(plans[key]) !== null);
    expect(pricing.getAllByText(planPeriodLabel())).toHaveLength(paidWithPrice.length);
    for (const feature of PAID_PLAN_FEATURES) {
      // Basic, Pro and Enterprise each list every paid feature (Free some of them too).
      expect(pricing.getAllByText(planFeatureWords(feature)).length).toBeGreaterThanOrEqual(3);
    }
    expect(hrefOf(pricing.getByRole('link', { name: t('landing.pricing.compare') }))).toBe(
      '/pricing',
    );
  });

  it('says the same about every plan as /pricing: tagline, price and list', async () => {
    const cardText = (heading: HTMLElement) =>
      (heading.closest('.mantine-Paper-root')?.textContent ?? '')
        // Only the pricing page's cards have a button; the words before it must match.
        .replace(/(Sign up free|Choose \w+|Contact sales)$/, '');
    await renderLanding();
    const landing = within(screen.getByRole('region', { name: t('landing.pricing.title') }));
    const onLanding = PLAN_KEYS.map((key) =>
      cardText(landing.getByRole('heading', { level: 3, name: plans[key].name })),
    );
    cleanup();

    await renderWithProviders(<PricingPage onChoose={() => undefined} />, { route: '/pricing' });
    const onPricing = PLAN_KEYS.map((key) =>
      cardText(screen.getByRole('heading', { level: 2, name: plans[key].name })),
    );

    expect(onLanding).toEqual(onPricing);
  });

  it('answers the FAQ in an accordion', async () => {
    const user = userEvent.setup();
    await renderLanding();

    expect(FAQ_ITEMS.length).toBeGreaterThanOrEqual(6);
    expect(FAQ_ITEMS.length).toBeLessThanOrEqual(8);
    for (const { key } of FAQ_ITEMS) {
      expect(
        screen.getByRole('button', { name: t(`landing.faq.items.${key}.question`) }),
      ).toBeTruthy();
    }

    const control = screen.getByRole('button', { name: t('landing.faq.items.gps.question') });
    expect(control.getAttribute('aria-expanded')).toBe('false');
    await user.click(control);
    expect(control.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(t('landing.faq.items.gps.answer'))).toBeTruthy();
  });
});
