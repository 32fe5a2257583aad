import { screen } from '@testing-library/react';
import { PAID_PLAN_FEATURES } from '@vh/contracts';
import { describe, expect, it } from 'vitest';
import { buildProfile } from '../../testing/factories.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { SubscriptionSettings } from './components/subscription-settings.tsx';

async function renderSubscription() {
  await renderWithProviders(<SubscriptionSettings profile={buildProfile({ role: 'OWNER' })} />, {
    route: '/settings',
  });
}

describe('subscription settings without a subscription', () => {
  it('shows the Free plan at $0 a month and what it includes', async () => {
    await renderSubscription();

    expect(screen.getByRole('heading', { name: 'Current plan' })).toBeTruthy();
    expect(screen.getByText('Free')).toBeTruthy();
    expect(screen.getByText('$0')).toBeTruthy();
    expect(screen.getByText('CAD / month')).toBeTruthy();
    expect(screen.getByText('1 business centre')).toBeTruthy();
    for (const feature of PAID_PLAN_FEATURES) expect(screen.getByText(feature)).toBeTruthy();
  });

  it('sends both "Plan details" and "Upgrade plan" to /pricing', async () => {
    await renderSubscription();

    for (const name of ['Plan details', 'Upgrade plan']) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe('/pricing');
    }
  });

  it('shows no billing date or renewal, since nothing is billed', async () => {
    await renderSubscription();

    expect(screen.queryByText(/next billing/i)).toBeNull();
    expect(screen.queryByText(/auto renewal/i)).toBeNull();
    expect(screen.getByText(/nothing is billed/)).toBeTruthy();
  });
});
