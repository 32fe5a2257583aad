import { screen, waitFor, within } from '@testing-library/react';
import { type TCentre, t } from '@vh/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCentre, errorResponse, jsonResponse } from '../../testing/factories.ts';
import { choose, input, renderSignedIn, retype, type User } from '../../testing/profile-kit.tsx';
import type { RecordedRequest } from '../../testing/fetch-stub.ts';
import { CentresSettings } from './components/centres-settings.tsx';

// Mantine's selects and many keystrokes make a few of these slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const centre: TCentre = buildCentre({
  invite: { code: 'K7QX2M', expires_at: null, created_at: '2026-11-24T12:00:00.000Z' },
});

/** The list answers `listed`; a create answers `created` (a function of the request). */
function server(listed: TCentre[], created: (request: RecordedRequest) => Response) {
  return (request: RecordedRequest) => {
    if (request.method === 'GET' && request.url === '/api/businesses/') {
      return jsonResponse(200, { centres: listed });
    }
    if (request.method === 'POST' && request.url === '/api/businesses/') return created(request);
    return errorResponse(500, 'INTERNAL');
  };
}

const dialog = () => within(screen.getByRole('dialog'));

async function fillCentre(user: User) {
  const form = screen.getByRole('dialog');
  await retype(user, 'Name', 'Queen Street Café', form);
  await retype(user, 'Street address', '100 Queen St W', form);
  await retype(user, 'City', 'Toronto', form);
  await choose(user, 'Province', 'ON - Ontario', form);
  await retype(user, 'Postal code', 'M5H 2N2', form);
  await retype(user, 'Latitude', '43.6525', form);
  await retype(user, 'Longitude', '-79.3838', form);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('business centres (owner settings)', () => {
  it('says when there are none, then lands the owner on the first centre with its code to share', async () => {
    const { user } = await renderSignedIn(
      <CentresSettings />,
      server([], () => jsonResponse(201, centre)),
    );
    expect(await screen.findByText('You have no business centre yet.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add a business centre' }));
    expect(input('Geofence radius (metres)', screen.getByRole('dialog')).value).toBe('100');
    await fillCentre(user);
    await user.click(dialog().getByRole('button', { name: 'Save' }));

    const ready = await screen.findByRole('region', {
      name: 'Queen Street Café is ready. Invite your staff',
    });
    await waitFor(() => expect(document.activeElement).toBe(ready));
    const panel = within(ready);
    expect(panel.getByText('K7QX2M')).toBeTruthy();
    expect(
      panel.getByText(
        `Staff go to ${window.location.origin}/invite and enter K7QX2M, or open the link.`,
      ),
    ).toBeTruthy();
    expect(panel.getByRole('button', { name: 'Copy code' })).toBeTruthy();
    expect(panel.getByRole('button', { name: 'Share' })).toBeTruthy();

    const card = within(screen.getByRole('region', { name: 'Queen Street Café' }));
    expect(card.getByText(`${window.location.origin}/invite?code=K7QX2M`)).toBeTruthy();
    expect(card.getByText(/43\.652500, -79\.383800 · 100 m radius/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(panel.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('region', { name: /is ready/ })).toBeNull();
    expect(card.getByText('K7QX2M')).toBeTruthy();
  });

  it('shows no welcome for a centre added next to others', async () => {
    const second = { ...centre, id: '8a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d', name: 'Harbour Kiosk' };
    const { user } = await renderSignedIn(
      <CentresSettings />,
      server([second], () => jsonResponse(201, centre)),
    );
    await user.click(await screen.findByRole('button', { name: 'Add a business centre' }));
    await fillCentre(user);
    await user.click(dialog().getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('region', { name: 'Queen Street Café' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: /is ready/ })).toBeNull();
  });

  it('sends the contract body, with the radius and the browser time zone', async () => {
    let body: unknown;
    const { user } = await renderSignedIn(
      <CentresSettings />,
      server([], (request) => {
        body = request.body;
        return jsonResponse(201, centre);
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Add a business centre' }));
    await fillCentre(user);
    await retype(user, 'Geofence radius (metres)', '250', screen.getByRole('dialog'));
    await user.click(dialog().getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(body).toBeDefined());
    expect(body).toEqual({
      name: 'Queen Street Café',
      street: '100 Queen St W',
      street_2: null,
      city: 'Toronto',
      province: 'ON',
      country: 'Canada',
      postal_code: 'M5H 2N2',
      time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      latitude: 43.6525,
      longitude: -79.3838,
      radius_m: 250,
      max_shift_hours: 16,
    });
  });

  it('checks the fields before sending: a radius of 5 km and latitude 91 are refused', async () => {
    const { user } = await renderSignedIn(
      <CentresSettings />,
      server([], () => jsonResponse(201, centre)),
    );
    await user.click(await screen.findByRole('button', { name: 'Add a business centre' }));
    const form = screen.getByRole('dialog');

    await retype(user, 'Latitude', '91', form);
    await retype(user, 'Geofence radius (metres)', '5000', form);

    expect(await dialog().findByText('Latitude must be between -90 and 90')).toBeTruthy();
    expect(
      dialog().getByText('The radius must be a whole number of metres from 25 to 2,000'),
    ).toBeTruthy();
  });

  it("shows the plan's limit from the server and keeps the form open", async () => {
    const message =
      'Your Free plan includes 1 business centre. To add another, deactivate one or upgrade to Pro for 3 business centres.';
    const { user } = await renderSignedIn(
      <CentresSettings />,
      server([centre], () => errorResponse(409, 'PLAN_LIMIT_REACHED', message)),
    );
    await user.click(await screen.findByRole('button', { name: 'Add a business centre' }));
    await fillCentre(user);
    await user.click(dialog().getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.queryByText(t('toasts.saveError'))).toBeNull();
  });

  it('fills the position from the browser and says how accurate it is', async () => {
    vi.stubGlobal('isSecureContext', true);
    const getCurrentPosition = vi.fn((found: PositionCallback) =>
      found({
        coords: { latitude: 43.65251234, longitude: -79.38379876, accuracy: 12.4 },
        timestamp: Date.now(),
      } as GeolocationPosition),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    const { user } = await renderSignedIn(
      <CentresSettings />,
      server([], () => jsonResponse(201, centre)),
    );
    await user.click(await screen.findByRole('button', { name: 'Add a business centre' }));

    await user.click(dialog().getByRole('button', { name: 'Use my location' }));

    expect(dialog().getByText('Location found, accurate to about 12 m.')).toBeTruthy();
    expect(input('Latitude', screen.getByRole('dialog')).value).toBe('43.652512');
    expect(input('Longitude', screen.getByRole('dialog')).value).toBe('-79.383799');
  });

  it('a deactivated centre shows no code, and reactivated shows the new code the server made', async () => {
    const base = `/api/businesses/${centre.id}`;
    const { user } = await renderSignedIn(<CentresSettings />, (request) => {
      if (request.method === 'POST' && request.url === `${base}/deactivate/`) {
        return jsonResponse(200, { ...centre, active: false, invite: null });
      }
      if (request.method === 'POST' && request.url === `${base}/reactivate/`) {
        return jsonResponse(200, {
          ...centre,
          invite: { code: 'P4RT9W', expires_at: null, created_at: '2026-11-25T12:00:00.000Z' },
        });
      }
      return server([centre], () => errorResponse(500, 'INTERNAL'))(request);
    });
    const card = within(await screen.findByRole('region', { name: 'Queen Street Café' }));
    expect(card.getByText('K7QX2M')).toBeTruthy();

    await user.click(card.getByRole('button', { name: 'Deactivate' }));
    expect(
      await card.findByText(/no longer works .* Reactivating it makes a new code/),
    ).toBeTruthy();
    expect(card.getByText(/No invite code while the centre is not active/)).toBeTruthy();
    expect(card.queryByText('K7QX2M')).toBeNull();

    await user.click(card.getByRole('button', { name: 'Reactivate' }));
    expect(await card.findByText('P4RT9W')).toBeTruthy();
    expect(card.queryByText('K7QX2M')).toBeNull();
  });

  it('marks a centre a smaller plan made read-only, and says its records are kept', async () => {
    const kiosk = { ...centre, id: '8a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d', name: 'Harbour Kiosk' };
    await renderSignedIn(<CentresSettings />, (request) =>
      request.url === `/api/businesses/subscriptions/${centre.owner_uid}/`
        ? jsonResponse(200, {
            plan: 'basic',
            subscription: null,
            payment: null,
            read_only_business_ids: [kiosk.id],
          })
        : server([centre, { ...kiosk, active: false }], () => errorResponse(500, 'INTERNAL'))(
            request,
          ),
    );

    const readOnly = within(await screen.findByRole('region', { name: 'Harbour Kiosk' }));
    expect(await readOnly.findByText('Read-only')).toBeTruthy();
    expect(readOnly.getByText(/its hours, staff and records are kept/)).toBeTruthy();
    const active = within(screen.getByRole('region', { name: 'Queen Street Café' }));
    expect(active.getByText('Active')).toBeTruthy();
    expect(active.queryByText('Read-only')).toBeNull();
  });
});
