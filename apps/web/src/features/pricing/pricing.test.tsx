import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PLAN_KEYS, planPeriodLabel, t } from '@vh/contracts';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { PricingPage } from './components/pricing-page.tsx';

describe('pricing page', () => {
  it('shows one h1, a card per plan with its price and button, Pro as most popular', async () => {
    await renderWithProviders(<PricingPage onChoose={() => undefined} />, { route: '/pricing' });

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const planHeadings = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(planHeadings).toEqual(['Free', 'Basic', 'Pro', 'Enterprise', 'Compare plans']);

    expect(screen.getByText('$0')).toBeTruthy();
    expect(screen.getByText('$39.95')).toBeTruthy();
    expect(screen.getByText('$79.95')).toBeTruthy();
    expect(screen.getAllByText(planPeriodLabel())).toHaveLength(3);
    expect(screen.getByText('3 business centres')).toBeTruthy();
    expect(screen.getByText('Unlimited business centres')).toBeTruthy();
    expect(screen.getByText('Most popular')).toBeTruthy();
    for (const key of PLAN_KEYS) {
      expect(screen.getByRole('button', { name: t(`pricing.actions.${key}`) })).toBeTruthy();
    }
  });

  it('says next to each paid price that taxes are added, and not beside Free or Enterprise', async () => {
    await renderWithProviders(<PricingPage onChoose={() => undefined} />, { route: '/pricing' });

    const notes = screen.getAllByText(t('plans.plusTaxes'));
    expect(notes).toHaveLength(2);
    for (const [note, price] of [
      [notes[0], '$39.95'],
      [notes[1], '$79.95'],
    ] as const) {
      expect(note?.parentElement?.textContent).toContain(price);
    }
  });

  it('passes the chosen plan to onChoose', async () => {
    const onChoose = vi.fn();
    const user = userEvent.setup();
    await renderWithProviders(<PricingPage onChoose={onChoose} />);

    await user.click(screen.getByRole('button', { name: t('pricing.actions.pro') }));
    await user.click(screen.getByRole('button', { name: t('pricing.actions.enterprise') }));

    expect(onChoose.mock.calls).toEqual([['pro'], ['enterprise']]);
  });

  it('shows the busy plan as loading and a signed-in visitor the way to the dashboard', async () => {
    await renderWithProviders(<PricingPage onChoose={() => undefined} busyPlan="basic" signedIn />);

    expect(
      screen.getByRole('button', { name: t('pricing.actions.basic') }).getAttribute('data-loading'),
    ).toBe('true');
    expect(screen.getByRole('button', { name: t('pricing.freeSignedIn') })).toBeTruthy();
  });

  it('has a feature table with a caption, column headers per plan and row headers', async () => {
    await renderWithProviders(<PricingPage onChoose={() => undefined} />);

    const table = screen.getByRole('table', { name: t('pricing.table.caption') });
    const columns = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(columns).toEqual(['Feature', 'Free', 'Basic', 'Pro', 'Enterprise']);
    const reports = within(table).getByRole('rowheader', { name: 'Reports' }).closest('tr');
    expect(reports?.textContent).toBe('ReportsOn screen, last 31 daysIncludedIncludedIncluded');
    const exports = within(table)
      .getByRole('rowheader', { name: 'Payroll exports (CSV, PDF)' })
      .closest('tr');
    expect(exports?.textContent).toBe(
      'Payroll exports (CSV, PDF)Not includedIncludedIncludedIncluded',
    );
    const centres = within(table)
      .getByRole('rowheader', { name: 'Business centres' })
      .closest('tr');
    expect(centres?.textContent).toBe('Business centres113Unlimited');
  });
});
