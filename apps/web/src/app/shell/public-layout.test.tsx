import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { t } from '@vh/contracts';
import { describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router';
import { buildLogin, jsonResponse } from '../../testing/factories.ts';
import { stubFetch } from '../../testing/fetch-stub.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { adoptSession, isAuthUserRequest } from '../../testing/session.ts';
import { publicFooterLinks, publicHeaderLinks } from './public-nav.ts';
import { NotFoundPage } from '../not-found-page.tsx';
import { PublicLayout } from './public-layout.tsx';

const hrefOf = (element: HTMLElement) => element.getAttribute('href');

async function signInAs(role: string) {
  const login = buildLogin({ role });
  stubFetch((request) =>
    isAuthUserRequest(request.url) ? jsonResponse(200, login.user) : jsonResponse(404, {}),
  );
  await adoptSession(login);
}

describe('public layout', () => {
  it('frames the routed page with the header, main and footer landmarks', async () => {
    await renderWithProviders(
      <Routes>
        <Route element={<PublicLayout />}>
          <Route path="*" element={<h1>Routed page</h1>} />
        </Route>
      </Routes>,
      { route: '/pricing' },
    );

    expect(screen.getByRole('banner')).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'Routed page' }));
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('offers Login and Sign up to a signed-out visitor, and the logo leads home', async () => {
    await renderWithProviders(<PublicLayout>page</PublicLayout>);
    const header = within(screen.getByRole('banner'));

    expect(hrefOf(header.getByRole('link', { name: 'Login' }))).toBe('/login');
    expect(hrefOf(header.getByRole('link', { name: 'Sign up' }))).toBe('/register');
    expect(header.queryByRole('link', { name: 'Dashboard' })).toBeNull();
    expect(hrefOf(header.getByRole('link', { name: 'VerifiedHours' }))).toBe('/');
  });

  it('shows every header link inline, with the current page marked', async () => {
    await renderWithProviders(<PublicLayout>page</PublicLayout>, { route: '/pricing' });
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));

    for (const link of publicHeaderLinks) {
      expect(hrefOf(nav.getByRole('link', { name: t(link.label) }))).toBe(link.to);
    }
    expect(nav.getByRole('link', { name: 'Pricing' }).getAttribute('aria-current')).toBe('page');
  });

  it('opens a drawer with the links from the burger, and closes it when a link is chosen', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<PublicLayout>page</PublicLayout>);
    const burger = screen.getByRole('button', { name: 'Navigation menu' });
    expect(burger.getAttribute('aria-expanded')).toBe('false');

    await user.click(burger);

    const drawer = within(await screen.findByRole('dialog', { name: 'Menu' }));
    expect(burger.getAttribute('aria-expanded')).toBe('true');
    for (const link of publicHeaderLinks) {
      expect(hrefOf(drawer.getByRole('link', { name: t(link.label) }))).toBe(link.to);
    }
    expect(hrefOf(drawer.getByRole('link', { name: 'Login' }))).toBe('/login');
    expect(hrefOf(drawer.getByRole('link', { name: 'Sign up' }))).toBe('/register');

    // One way to close it: the drawer's own button (the burger steps aside while it is open).
    expect(drawer.getAllByRole('button', { name: 'Close navigation menu' })).toHaveLength(1);
    expect(burger.style.visibility).toBe('hidden');

    await user.click(drawer.getByRole('link', { name: 'Contact' }));

    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(burger.getAttribute('aria-expanded')).toBe('false');
    expect(burger.style.visibility).toBe('');
  });

  it('links About, Learn and Community nowhere: those pages do not exist yet', async () => {
    await renderWithProviders(<PublicLayout>page</PublicLayout>);
    for (const label of ['About', 'Learn', 'Community']) {
      expect(screen.queryByRole('link', { name: label })).toBeNull();
    }
  });

  it('makes the page content the main landmark', async () => {
    await renderWithProviders(<PublicLayout>page</PublicLayout>);
    expect(screen.getByRole('main').textContent).toBe('page');
  });

  it('links the footer to pricing, contact and the legal pages', async () => {
    await renderWithProviders(<PublicLayout>page</PublicLayout>);
    const footer = within(screen.getByRole('contentinfo'));

    expect(publicFooterLinks.map((link) => link.to)).toEqual([
      '/pricing',
      '/contact',
      '/privacy',
      '/terms-of-service',
    ]);
    for (const link of publicFooterLinks) {
      expect(hrefOf(footer.getByRole('link', { name: t(link.label) }))).toBe(link.to);
    }
    expect(footer.getByText(`© ${new Date().getFullYear()} VerifiedHours`, { exact: false }));
  });

  it('gives a signed-in USER a Dashboard button instead of Login and Sign up', async () => {
    await signInAs('USER');
    await renderWithProviders(<PublicLayout>page</PublicLayout>);
    const header = within(screen.getByRole('banner'));

    expect(hrefOf(header.getByRole('link', { name: 'Dashboard' }))).toBe('/dashboard');
    expect(header.queryByRole('link', { name: 'Login' })).toBeNull();
    expect(header.queryByRole('link', { name: 'Sign up' })).toBeNull();
    expect(hrefOf(header.getByRole('link', { name: 'VerifiedHours' }))).toBe('/dashboard');
  });

  it('treats any other signed-in role like a visitor', async () => {
    await signInAs('STAFF');
    await renderWithProviders(<PublicLayout>page</PublicLayout>);
    const header = within(screen.getByRole('banner'));

    expect(hrefOf(header.getByRole('link', { name: 'Login' }))).toBe('/login');
    expect(header.queryByRole('link', { name: 'Dashboard' })).toBeNull();
    expect(hrefOf(header.getByRole('link', { name: 'VerifiedHours' }))).toBe('/');
  });

  it('shows the not-found page inside the frame, with ways back', async () => {
    await renderWithProviders(
      <Routes>
        <Route element={<PublicLayout />}>
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>,
      { route: '/community' },
    );
    const main = within(screen.getByRole('main'));

    expect(main.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(hrefOf(main.getByRole('link', { name: 'Back to home' }))).toBe('/');
    expect(hrefOf(main.getByRole('link', { name: 'See pricing' }))).toBe('/pricing');
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });
});
