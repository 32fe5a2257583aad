import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pendingPlan, rememberPlan } from '../../lib/pending-plan.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { InvitePage, RegisterPage } from './components/register-page.tsx';
import { t } from '@vh/contracts';

async function renderAt(route: string, page = <RegisterPage />) {
  const user = userEvent.setup();
  const rendered = await renderWithProviders(page, { route });
  return { user, ...rendered };
}

const heading = () => screen.getByRole('heading', { level: 1 });
const button = (name: string | RegExp) => screen.getByRole('button', { name });
// A choice is named by its title and then its hint, as it reads.
const freeChoice = () => button(/^Register for a Free account/);
const inviteChoice = () => button(/^Enter an invite code/);
const freeForm = () => screen.queryByRole('button', { name: 'Sign up' });
const codeField = () => screen.queryByLabelText('Invite code');
const here = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('registration steps', () => {
  it('starts with the two choices, each explained, and exactly one h1', async () => {
    await renderAt('/register');

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(heading().textContent).toBe('Create your account');
    expect(freeChoice().textContent).toContain(t('auth.register.freeChoiceHint'));
    expect(screen.getByText(t('auth.register.freeChoiceHint'))).toBeTruthy();
    expect(screen.getByText(t('auth.register.inviteChoiceHint'))).toBeTruthy();
    expect(freeForm()).toBeNull();
    expect(codeField()).toBeNull();
  });

  it('goes choice → free form → Back → choice, and the browser can go forward again', async () => {
    const { user, router } = await renderAt('/register');

    await user.click(freeChoice());
    expect(heading().textContent).toBe('Create your free account');
    expect(freeForm()).toBeTruthy();
    expect(here(router)).toBe('/register?step=free');

    await user.click(button('Back'));
    expect(heading().textContent).toBe('Create your account');
    expect(freeForm()).toBeNull();
    expect(here(router)).toBe('/register');

    // Back popped the entry the choice pushed, so the browser's forward button returns to it.
    await act(() => router.navigate(1));
    expect(freeForm()).toBeTruthy();
  });

  it('goes choice → invite entry → Back → choice', async () => {
    const { user, router } = await renderAt('/register');

    await user.click(inviteChoice());
    expect(heading().textContent).toBe('Join your team');
    expect(codeField()).toBeTruthy();
    expect(here(router)).toBe('/register?step=invite');

    await user.click(button('Back'));
    expect(heading().textContent).toBe('Create your account');
    expect(codeField()).toBeNull();
  });

  it("follows the browser's back button between steps", async () => {
    const { user, router } = await renderAt('/register');
    await user.click(inviteChoice());

    await act(() => router.navigate(-1));

    expect(heading().textContent).toBe('Create your account');
  });

  it.each(['isUser', 'isOwner'])('opens the free form directly with %s=true', async (param) => {
    await renderAt(`/register?${param}=true`);
    expect(heading().textContent).toBe('Create your free account');
    expect(freeForm()).toBeTruthy();
  });

  it('from a direct entry, Back replaces it with the choice', async () => {
    const { user, router } = await renderAt('/register?isOwner=true&plan=pro');

    await user.click(button('Back'));

    expect(heading().textContent).toBe('Create your account');
    expect(here(router)).toBe('/register?step=choice&plan=pro');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('opens the invite entry, prefilled, for a link with a code', async () => {
    await renderAt('/register?code=%20AB12CD%20');

    expect(heading().textContent).toBe('Join your team');
    expect(codeField()).toHaveProperty('value', 'AB12CD');
    expect(codeField()?.getAttribute('aria-invalid')).not.toBe('true');
  });

  it('ignores unknown query values instead of failing', async () => {
    await renderAt('/register?step=payment&isUser=maybe&plan=gold');
    expect(heading().textContent).toBe('Create your account');
    expect(freeChoice()).toBeTruthy();
  });
});

describe('/invite', () => {
  it('starts at the invite entry and goes back to the choice', async () => {
    const { user } = await renderAt('/invite', <InvitePage />);

    expect(heading().textContent).toBe('Join your team');
    expect(codeField()).toHaveProperty('value', '');

    await user.click(button('Back'));
    expect(heading().textContent).toBe('Create your account');
    await user.click(freeChoice());
    expect(freeForm()).toBeTruthy();
  });

  it('prefills the code of an /invite link', async () => {
    await renderAt('/invite?code=ZX98YW', <InvitePage />);
    expect(codeField()).toHaveProperty('value', 'ZX98YW');
  });
});

describe('the plan carried from /pricing', () => {
  it('names the chosen plan and its price, and remembers it for after sign-up', async () => {
    await renderAt('/register?plan=basic&isOwner=true');

    expect(
      screen.getByText(
        'You chose the Basic plan ($39.95 CAD / month). Your account starts on the Free plan; we keep your choice for when you subscribe from your account.',
      ),
    ).toBeTruthy();
    expect(pendingPlan()).toBe('basic');
  });

  it('keeps the plan when the visitor goes through the choice', async () => {
    const { user } = await renderAt('/register?plan=pro');
    expect(pendingPlan()).toBeNull();

    await user.click(freeChoice());

    expect(screen.getByText(/You chose the Pro plan \(\$79\.95 CAD \/ month\)/)).toBeTruthy();
    expect(pendingPlan()).toBe('pro');
  });

  it('says a plan that does not exist is not available, creates a free account, and forgets any earlier plan', async () => {
    rememberPlan('pro');
    await renderAt('/register?plan=gold&isOwner=true');

    const notice = screen.getByRole('alert');
    expect(within(notice).getByText(t('auth.register.planUnknownTitle'))).toBeTruthy();
    expect(within(notice).getByText(t('auth.register.planUnknown'))).toBeTruthy();
    expect(
      within(notice)
        .getByRole('link', { name: t('auth.register.seePricing') })
        .getAttribute('href'),
    ).toBe('/pricing');
    expect(screen.queryByText(/gold/)).toBeNull();
    expect(freeForm()).toBeTruthy();
    expect(pendingPlan()).toBeNull();
  });

  it('says the Enterprise plan is not bought online', async () => {
    await renderAt('/register?plan=enterprise&isOwner=true');
    expect(
      screen.getByText(t('auth.register.planNotOnline', { planName: 'Enterprise' })),
    ).toBeTruthy();
    expect(pendingPlan()).toBeNull();
  });

  it('shows no notice without a plan', async () => {
    await renderAt('/register?isOwner=true');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('links', () => {
  it.each(['/register', '/register?isUser=true', '/register?code=AB12CD'])(
    'offers login, forgot password, dashboard, sign out and home on %s',
    async (route) => {
      await renderAt(route);
      const nav = screen.getByRole('navigation', { name: t('auth.register.linksLabel') });
      const href = (name: string) => within(nav).getByRole('link', { name }).getAttribute('href');

      expect(href('Login')).toBe('/login');
      expect(href('Forgot password?')).toBe('/forgot');
      expect(href('Go to dashboard')).toBe('/dashboard');
      expect(href('Sign out')).toBe('/logout');
      expect(href('Back to home')).toBe('/');
    },
  );
});
