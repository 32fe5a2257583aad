import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rememberPlan } from '../../lib/pending-plan.ts';
import { banner, main, renderDashboard, settledOwner } from '../../testing/dashboard-kit.tsx';
import { routes } from '../router.tsx';

const pendingStaff = () =>
  settledOwner({ role: 'STAFF', pending_approval: true, business_info: [] });
const underReview = 'Your account is under review';
const businessSetup = 'Add your first business centre';

describe('[STAFF] under review', () => {
  it('is welcomed and reads what happens next, with no way to other panels', async () => {
    await renderDashboard(routes, '/dashboard', pendingStaff());

    const note = within(main().getByRole('alert', { name: underReview }));
    expect(note.getByText(/access is limited/)).toBeTruthy();
    expect(main().getByRole('heading', { level: 1 }).textContent).toBe('Welcome, Ada');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(banner().queryByRole('button', { name: 'Navigation menu' })).toBeNull();
    // Not the trading simulator, which SPEC §2 showed here.
    expect(screen.queryByText('Recent activity')).toBeNull();
  });

  it.each(['clock', 'profile', 'settings', 'simulator', 'dashboard'])(
    'cannot open the %s panel from the URL',
    async (panel) => {
      const { location } = await renderDashboard(
        routes,
        `/dashboard?panel=${panel}`,
        pendingStaff(),
      );

      await waitFor(() => expect(location()).toBe('/dashboard'));
      expect(main().getByText(underReview)).toBeTruthy();
      expect(main().getByRole('heading', { level: 1 }).textContent).toBe('Welcome, Ada');
      expect(main().queryByRole('tablist')).toBeNull();
    },
  );

  it('keeps Logout in the avatar menu, without Settings', async () => {
    const { user } = await renderDashboard(routes, '/dashboard', pendingStaff());

    await user.click(banner().getByRole('button', { name: /Account menu$/ }));

    const menu = within(await screen.findByRole('menu'));
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Logout']);
  });

  it('lands on the clock once approved, with the menu', async () => {
    await renderDashboard(
      routes,
      '/dashboard',
      settledOwner({ role: 'STAFF', pending_approval: false }),
    );

    expect(screen.queryByText(underReview)).toBeNull();
    expect(main().getByRole('heading', { level: 1 }).textContent).toBe('Time clock');
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeTruthy();
  });
});

describe('[OWNER] without a business', () => {
  it('is invited on the home panel to set up the first business profile, which the note opens', async () => {
    const { user, location } = await renderDashboard(
      routes,
      '/dashboard',
      settledOwner({ business_info: [] }),
    );

    const note = within(main().getByRole('alert', { name: businessSetup }));
    expect(note.getByText(/create a business centre/)).toBeTruthy();
    await user.click(note.getByRole('link', { name: businessSetup }));

    expect(location()).toBe('/dashboard?panel=settings&tab=centres');
    expect(main().getByRole('tab', { selected: true }).textContent).toBe('Business centres');
  });

  it('sees no such note once a business exists', async () => {
    await renderDashboard(routes, '/dashboard', settledOwner());

    expect(screen.queryByText(businessSetup)).toBeNull();
  });

  it('sees the note only on the home panel', async () => {
    await renderDashboard(
      routes,
      '/dashboard?panel=simulator',
      settledOwner({ business_info: [] }),
    );

    expect(screen.queryByText(businessSetup)).toBeNull();
  });
});

describe('[OWNER] who picked a paid plan before signing up', () => {
  it('is offered that plan on the home panel, above the business set-up note', async () => {
    rememberPlan('pro');
    await renderDashboard(routes, '/dashboard', settledOwner({ business_info: [] }));

    const offer = main().getByRole('region', { name: 'You chose the Pro plan' });
    expect(within(offer).getByRole('button', { name: 'Continue to checkout' })).toBeTruthy();
    const note = main().getByRole('alert', { name: businessSetup });
    expect(offer.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is not offered it on other panels', async () => {
    rememberPlan('pro');
    await renderDashboard(routes, '/dashboard?panel=profile', settledOwner());

    expect(screen.queryByRole('region', { name: 'You chose the Pro plan' })).toBeNull();
  });
});
