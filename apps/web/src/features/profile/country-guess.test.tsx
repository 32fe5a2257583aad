import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CentresSettings } from '../businesses/components/centres-settings.tsx';
import { buildProfile, errorResponse, jsonResponse } from '../../testing/factories.ts';
import type { RecordedRequest } from '../../testing/fetch-stub.ts';
import {
  canadian,
  choose,
  input,
  personalForm,
  renderSignedIn,
  retype,
  uid,
} from '../../testing/profile-kit.tsx';
import { AccountSettings } from './components/account-settings.tsx';

// Mantine's selects make a few of these slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const GUESS = '/api/ip-country/';
const noCountry = buildProfile({ uid, country: null, province: null, postal_code: null });

/** A guess that arrives only when `release` is called, so the person can act first. */
function heldGuess(country: string) {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      await arrived;
      controller.enqueue(new TextEncoder().encode(JSON.stringify({ country })));
      controller.close();
    },
  });
  const response = new Response(body, { headers: { 'content-type': 'application/json' } });
  return { response, release };
}

/** The API: the guess answers `guess`; anything else is unexpected here. */
const api =
  (
    guess: () => Response,
    extra: (request: RecordedRequest) => Response | undefined = () => undefined,
  ) =>
  (request: RecordedRequest) =>
    request.url === GUESS ? guess() : (extra(request) ?? errorResponse(500, 'INTERNAL'));

const guesses = (requests: RecordedRequest[]) => requests.filter((r) => r.url === GUESS);

describe('the country guessed from the address', () => {
  it('fills an empty country in the profile once the person starts the address, asking once', async () => {
    const { requests, user } = await renderSignedInWithRequests(
      api(() => jsonResponse(200, { country: 'France' })),
    );
    await waitFor(() => expect(guesses(requests())).toHaveLength(1));
    // Someone changing only their name is not handed an address to finish.
    await retype(user, 'First name', 'Augusta', personalForm());
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(input('Country', personalForm()).value).toBe('');
    await user.click(input('Street address', personalForm()));
    await waitFor(() => expect(input('Country', personalForm()).value).toBe('France'));
    // France has no province list: the field stays free text, and empty.
    expect(within(personalForm()).getByRole('textbox', { name: 'Province' })).toHaveProperty(
      'value',
      '',
    );
    expect(guesses(requests())).toHaveLength(1);
  });

  it('never asks when the profile has a country, and never replaces it', async () => {
    const { requests } = await renderSignedInWithRequests(
      api(() => jsonResponse(200, { country: 'France' })),
      canadian,
    );
    expect(input('Country', personalForm()).value).toBe('Canada');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(input('Country', personalForm()).value).toBe('Canada');
    expect(guesses(requests())).toHaveLength(0);
  });

  it('keeps the country the person picks while the guess is on its way', async () => {
    const held = heldGuess('France');
    const { user } = await renderSignedIn(
      <AccountSettings profile={noCountry} />,
      api(() => held.response),
    );
    await choose(user, 'Country', 'Germany', personalForm());
    held.release();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await user.click(input('Street address', personalForm()));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(input('Country', personalForm()).value).toBe('Germany');
  });

  it('keeps a postal code typed while the guess is on its way (the country stays empty)', async () => {
    const held = heldGuess('France');
    const { user } = await renderSignedIn(
      <AccountSettings profile={noCountry} />,
      api(() => held.response),
    );
    await retype(user, 'Postal code', '75001', personalForm());
    held.release();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await user.click(input('Street address', personalForm()));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(input('Country', personalForm()).value).toBe('');
    expect(input('Postal code', personalForm()).value).toBe('75001');
  });

  it('shows nothing when the guess fails or has no answer', async () => {
    for (const failing of [
      () => errorResponse(500, 'INTERNAL'),
      () => jsonResponse(200, { country: null }),
      () => jsonResponse(200, { country: 'Atlantis' }),
    ]) {
      const { unmount, requests, user } = await renderSignedInWithRequests(api(failing));
      await waitFor(() => expect(guesses(requests())).toHaveLength(1));
      await new Promise((resolve) => setTimeout(resolve, 200));
      await user.click(input('Street address', personalForm()));
      expect(input('Country', personalForm()).value).toBe('');
      expect(screen.queryAllByRole('alert')).toHaveLength(0);
      unmount();
    }
  });

  it("replaces a new centre's default country at once (nobody chose it)", async () => {
    const { user } = await renderSignedIn(
      <CentresSettings />,
      api(
        () => jsonResponse(200, { country: 'United States' }),
        (request) =>
          request.url === '/api/businesses/' ? jsonResponse(200, { centres: [] }) : undefined,
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Add a business centre' }));
    const dialog = screen.getByRole('dialog');
    await waitFor(() => expect(input('Country', dialog).value).toBe('United States'));
    // The province list follows the country: a US centre asks for its state.
    expect(input('State', dialog).value).toBe('');
  });
});

/** renderSignedIn, with the requests it saw. */
async function renderSignedInWithRequests(
  answer: (request: RecordedRequest) => Response,
  profile = noCountry,
) {
  const seen: RecordedRequest[] = [];
  const rendered = await renderSignedIn(<AccountSettings profile={profile} />, (request) => {
    seen.push(request);
    return answer(request);
  });
  return { ...rendered, requests: () => seen };
}
