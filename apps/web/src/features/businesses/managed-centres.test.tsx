import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCentre, errorResponse, jsonResponse } from '../../testing/factories.ts';
import { renderSignedIn } from '../../testing/profile-kit.tsx';
import { ManagedCentres } from './components/managed-centres.tsx';

const managed = buildCentre({
  name: 'Harbour Kiosk',
  invite: { code: 'K7QX2M', expires_at: null, created_at: '2026-11-24T12:00:00.000Z' },
});
const closed = buildCentre({
  id: '8a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  name: 'Distillery Cart',
  active: false,
  invite: null,
});

/** The server lists the centres this manager manages, and only those. */
const listing = (centres: unknown[]) => (request: { method: string; url: string }) =>
  request.method === 'GET' && request.url === '/api/businesses/'
    ? jsonResponse(200, { centres })
    : errorResponse(500, 'INTERNAL');

const origin = () => window.location.origin;
const invitation = () =>
  `Join Harbour Kiosk on the time clock: open ${origin()}/invite?code=K7QX2M or go to ${origin()}/invite and enter K7QX2M.`;

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'share');
});

describe('business centres (manager settings)', () => {
  it('lists the managed centres, read-only, each with its code and how staff use it', async () => {
    await renderSignedIn(<ManagedCentres />, listing([managed, closed]));

    const card = within(await screen.findByRole('region', { name: 'Harbour Kiosk' }));
    expect(card.getByText('K7QX2M')).toBeTruthy();
    expect(
      card.getByText(`Staff go to ${origin()}/invite and enter K7QX2M, or open the link.`),
    ).toBeTruthy();
    // Only the owner changes a centre or its code.
    expect(card.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(card.queryByRole('button', { name: 'New code' })).toBeNull();
    expect(card.queryByRole('button', { name: 'Deactivate' })).toBeNull();
    expect(screen.getByText(/Only the business owner can change a centre/)).toBeTruthy();

    const other = within(screen.getByRole('region', { name: 'Distillery Cart' }));
    expect(other.getByText(/No invite code while the centre is not active/)).toBeTruthy();
    expect(other.queryByRole('button', { name: 'Copy code' })).toBeNull();
  });

  it('copies the code', async () => {
    const { user } = await renderSignedIn(<ManagedCentres />, listing([managed]));
    const card = within(await screen.findByRole('region', { name: 'Harbour Kiosk' }));

    await user.click(card.getByRole('button', { name: 'Copy code' }));

    expect(await navigator.clipboard.readText()).toBe('K7QX2M');
    expect(card.getByRole('button', { name: 'Copied' })).toBeTruthy();
  });

  it("shares the invitation through the phone's share sheet where there is one", async () => {
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { user } = await renderSignedIn(<ManagedCentres />, listing([managed]));
    const card = within(await screen.findByRole('region', { name: 'Harbour Kiosk' }));

    await user.click(card.getByRole('button', { name: 'Share' }));

    expect(share).toHaveBeenCalledWith({ title: 'Join Harbour Kiosk', text: invitation() });
  });

  it('copies the whole invitation where the browser cannot share', async () => {
    const { user } = await renderSignedIn(<ManagedCentres />, listing([managed]));
    const card = within(await screen.findByRole('region', { name: 'Harbour Kiosk' }));

    await user.click(card.getByRole('button', { name: 'Share' }));

    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(invitation()));
    expect(card.getByRole('button', { name: 'Copied' })).toBeTruthy();
  });

  it('says when the manager has no centre yet', async () => {
    await renderSignedIn(<ManagedCentres />, listing([]));
    expect(await screen.findByText(/You do not manage a business centre yet/)).toBeTruthy();
  });
});
