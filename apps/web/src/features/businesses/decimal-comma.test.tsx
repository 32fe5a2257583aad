import { screen, within } from '@testing-library/react';
import type { TCentre } from '@vh/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCentre, errorResponse, jsonResponse } from '../../testing/factories.ts';
import { choose, input, renderSignedIn, retype, type User } from '../../testing/profile-kit.tsx';
import type { RecordedRequest } from '../../testing/fetch-stub.ts';
import { CentresSettings } from './components/centres-settings.tsx';
import { decimalSeparator, readDecimal, readWhole } from '../../lib/typed-number.ts';

// Mantine's select and many keystrokes are slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const centre: TCentre = buildCentre();

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The browser's language, as navigator.language says it. */
const speaking = (language: string) =>
  vi.spyOn(window.navigator, 'language', 'get').mockReturnValue(language);

function server(created: RecordedRequest[]) {
  return (request: RecordedRequest) => {
    if (request.method === 'GET' && request.url === '/api/businesses/')
      return jsonResponse(200, { centres: [] });
    if (request.method === 'POST' && request.url === '/api/businesses/') {
      created.push(request);
      return jsonResponse(201, centre);
    }
    return errorResponse(500, 'INTERNAL');
  };
}

async function fillCentre(user: User, latitude: string, longitude: string) {
  const form = screen.getByRole('dialog');
  await retype(user, 'Name', 'Café du Vieux-Port', form);
  await retype(user, 'Street address', '100 Rue de la Commune', form);
  await retype(user, 'City', 'Montréal', form);
  await choose(user, 'Province', 'QC - Quebec', form);
  await retype(user, 'Postal code', 'H2Y 1J1', form);
  await retype(user, 'Latitude', latitude, form);
  await retype(user, 'Longitude', longitude, form);
}

describe('a decimal comma in the centre form', () => {
  it('reads 43,6490 as 43.649 in a browser whose language writes decimals with a comma', async () => {
    speaking('fr-CA');
    const created: RecordedRequest[] = [];
    const { user } = await renderSignedIn(<CentresSettings />, server(created));
    await user.click(await screen.findByRole('button', { name: 'Add a business centre' }));
    await fillCentre(user, '43,6490', '-73,5540');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]?.body).toMatchObject({ latitude: 43.649, longitude: -73.554 });
  });

  it('refuses it with a sentence in one that writes decimals with a point, and sends nothing', async () => {
    speaking('en-CA');
    const created: RecordedRequest[] = [];
    const { user } = await renderSignedIn(<CentresSettings />, server(created));
    await user.click(await screen.findByRole('button', { name: 'Add a business centre' }));
    await fillCentre(user, '43,6490', '-73.5540');
    const form = screen.getByRole('dialog');
    await retype(user, 'Geofence radius (metres)', '100,5', form);
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    const dialog = within(form);
    expect(await dialog.findByText('Use a point for decimals: 43.6490')).toBeTruthy();
    expect(
      dialog.getByText('Geofence radius (metres) must be a whole number, without a point or comma'),
    ).toBeTruthy();
    // Kept as typed: never turned into 436490 or 1005.
    expect(input('Latitude', form).value).toBe('43,6490');
    expect(input('Geofence radius (metres)', form).value).toBe('100,5');
    expect(created).toHaveLength(0);
  });
});

describe('typed numbers', () => {
  it('finds the decimal separator with Intl', () => {
    expect(decimalSeparator('fr-CA')).toBe(',');
    expect(decimalSeparator('en-CA')).toBe('.');
    expect(decimalSeparator('de-DE')).toBe(',');
  });

  it('reads a point everywhere, a comma only where decimals take one, and nothing else', () => {
    expect(readDecimal('43.6490', 'Latitude', 'fr-CA')).toEqual({ kind: 'number', value: 43.649 });
    expect(readDecimal(' −79,38 ', 'Longitude', 'fr-CA')).toEqual({
      kind: 'number',
      value: -79.38,
    });
    expect(readDecimal('43,6490', 'Latitude', 'en-US')).toEqual({
      kind: 'refused',
      message: 'Use a point for decimals: 43.6490',
    });
    expect(readDecimal('1.234,5', 'Latitude', 'fr-CA').kind).toBe('refused');
    expect(readDecimal('43.6.4', 'Latitude', 'en-CA')).toEqual({
      kind: 'refused',
      message: 'Latitude must be a number',
    });
    expect(readDecimal('', 'Latitude', 'en-CA')).toEqual({ kind: 'empty' });
    expect(readWhole('1,000', 'Radius').kind).toBe('refused');
    expect(readWhole('250', 'Radius')).toEqual({ kind: 'number', value: 250 });
  });
});
