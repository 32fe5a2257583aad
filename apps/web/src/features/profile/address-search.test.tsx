import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildProfile, jsonResponse } from '../../testing/factories.ts';
import type { RecordedRequest } from '../../testing/fetch-stub.ts';
import { GEOCODER, geocoderAnswer, publicConfig } from '../../testing/geocoder.ts';
import {
  canadian,
  input,
  personalForm,
  renderSignedIn,
  saved,
  uid,
} from '../../testing/profile-kit.tsx';
import { AccountSettings } from './components/account-settings.tsx';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const newcomer = buildProfile({ uid });

/** The product API with `geocoderUrl` configured; the geocoder answers as `kind` says. */
function server(
  geocoderUrl: string | null,
  kind: 'ok' | 'error' | 'garbage',
  searches: RecordedRequest[],
  profile = newcomer,
) {
  const geocoder = geocoderAnswer(kind, searches);
  return (request: RecordedRequest) =>
    request.url === '/api/config'
      ? publicConfig(geocoderUrl)
      : (geocoder(request) ?? jsonResponse(200, saved(profile, request.body)));
}

const searchBox = (form: HTMLElement) =>
  within(form).findByLabelText<HTMLInputElement>('Find the address', { selector: 'input' });

describe('address search in the personal information form', () => {
  it('shows five suggestions and fills the street, city, country, province and postal code', async () => {
    const searches: RecordedRequest[] = [];
    const { user, patches } = await renderSignedIn(
      <AccountSettings profile={newcomer} />,
      server(GEOCODER, 'ok', searches),
    );
    const form = personalForm();
    await user.type(await searchBox(form), '101 Queen');

    // The search waits out its debounce first; a loaded machine needs longer than the default 1 s.
    const options = await screen.findAllByRole('option', {}, { timeout: 5_000 });
    expect(options).toHaveLength(5);
    const asked = new URL(searches.at(-1)?.url ?? '');
    expect([asked.searchParams.get('q'), asked.searchParams.get('limit')]).toEqual([
      '101 Queen',
      '5',
    ]);

    await user.click(screen.getByRole('option', { name: /^102 Queen Street West/ }));
    await waitFor(() => expect(input('Street address', form).value).toBe('102 Queen Street West'));
    expect(input('City', form).value).toBe('Toronto');
    expect(input('Country', form).value).toBe('Canada');
    expect(input('Province', form).value).toBe('ON - Ontario');
    expect(input('Postal code', form).value).toBe('M5H 2N2');

    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(patches()[0]?.body).toMatchObject({
      personal_information: {
        street: '102 Queen Street West',
        city: 'Toronto',
        province: 'ON',
        country: 'Canada',
        postal_code: 'M5H 2N2',
      },
    });
  });

  it('keeps a chosen country: an address elsewhere brings only its street and city', async () => {
    const american = { ...canadian, country: 'United States', province: 'Texas' };
    const { user } = await renderSignedIn(
      <AccountSettings profile={{ ...american, postal_code: '78701' }} />,
      server(GEOCODER, 'ok', []),
    );
    const form = personalForm();
    await user.type(await searchBox(form), '101 Queen');
    await user.click(
      await screen.findByRole('option', { name: /^103 Queen Street West/ }, { timeout: 5_000 }),
    );
    await waitFor(() => expect(input('Street address', form).value).toBe('103 Queen Street West'));
    expect(input('City', form).value).toBe('Toronto');
    expect(input('Country', form).value).toBe('United States');
    expect(input('State', form).value).toBe('Texas');
    expect(input('Zip code', form).value).toBe('78701');
  });

  it('is not there without a geocoder', async () => {
    let configAsked = false;
    const answer = server(null, 'ok', []);
    await renderSignedIn(<AccountSettings profile={canadian} />, (request) => {
      if (request.url === '/api/config') configAsked = true;
      return answer(request);
    });
    const form = personalForm();
    await waitFor(() => expect(configAsked).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(within(form).queryByLabelText('Find the address')).toBeNull();
    expect(input('Street address', form).value).toBe('12 Wellington St');
  });

  for (const kind of ['error', 'garbage'] as const) {
    it(`shows no suggestions and no error when the geocoder answers ${kind === 'error' ? '500' : 'garbage'}; typing goes on`, async () => {
      const searches: RecordedRequest[] = [];
      const { user } = await renderSignedIn(
        <AccountSettings profile={newcomer} />,
        server(GEOCODER, kind, searches),
      );
      const form = personalForm();
      const box = await searchBox(form);
      await user.type(box, '101 Queen');
      await waitFor(() => expect(searches).toHaveLength(1), { timeout: 5_000 });
      await user.type(box, ' Street');
      expect(box.value).toBe('101 Queen Street');
      expect(screen.queryAllByRole('option')).toHaveLength(0);
      expect(within(form).queryByRole('status')).toBeNull();
      await user.type(input('Street address', form), '12 Main St');
      expect(input('Street address', form).value).toBe('12 Main St');
    });
  }
});
