import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TProfile, TUpdateProfileRequest, TUpdateProfileResponse } from '@vh/contracts';
import type { ReactElement } from 'react';
import { buildLogin, buildProfile, jsonResponse } from './factories.ts';
import { stubFetch, type RecordedRequest } from './fetch-stub.ts';
import { publicConfig } from './geocoder.ts';
import { renderWithProviders } from './render.tsx';
import { input } from './inputs.ts';
import { adoptSession, isAuthUserRequest } from './session.ts';

// What the profile feature's screen tests share: a signed-in user, the server, and the inputs.

export const login = buildLogin();
export const uid = login.user.id;
export const profilePath = `/api/users/uid/${uid}`;

/** A complete Canadian profile: every required field filled and valid. */
export const canadian = buildProfile({
  uid,
  gender: 'Female',
  street: '12 Wellington St',
  city: 'Ottawa',
  province: 'ON',
  country: 'Canada',
  postal_code: 'K1A 0A9',
  cell_number: '613 555 0100',
});

export type User = ReturnType<typeof userEvent.setup>;

/**
 * What the server answers a PATCH of `body` to `profile`: the profile with the changes. A new email
 * does not change `email`: it waits in `pending_email`, and the answer says the change started.
 */
export function saved(profile: TProfile, body: unknown): TUpdateProfileResponse {
  const { personal_information, contact_information } = body as TUpdateProfileRequest;
  const { email, ...otherContact } = contact_information ?? {};
  const newEmail = email !== undefined && email !== profile.email ? email : null;
  return {
    ...profile,
    ...personal_information,
    ...otherContact,
    ...(newEmail ? { pending_email: newEmail, email_change_started: true } : {}),
  };
}

/** Renders `ui` for the signed-in user; `answer` plays the product API. */
export async function renderSignedIn(
  ui: ReactElement,
  // The public config (no geocoder) too: the address fields ask for it.
  answer: (request: RecordedRequest) => Response = (request) =>
    request.url === '/api/config'
      ? publicConfig(null)
      : jsonResponse(200, saved(canadian, request.body)),
) {
  const requests = stubFetch((request) =>
    isAuthUserRequest(request.url) ? jsonResponse(200, login.user) : answer(request),
  );
  await adoptSession(login);
  const user = userEvent.setup();
  const rendered = await renderWithProviders(ui);
  const patches = () =>
    requests
      .filter(({ method }) => method === 'PATCH')
      .map(({ method, url, body }) => ({ method, url, body }));
  return { user, patches, ...rendered };
}

export { input };

export const personalForm = () => screen.getByRole('form', { name: 'Personal information' });
export const contactForm = () => screen.getByRole('form', { name: 'Contact information' });

/**
 * Opens a Select and returns the list it opened: the listbox its input names. Options are read in
 * it by their text, not found by role and accessible name across the page, which computed the
 * style of every option (a country list has about 250) on each try; the list is open, so shown.
 */
async function openList(user: User, field: HTMLInputElement) {
  await user.click(field);
  return waitFor(() => {
    const list = document.getElementById(field.getAttribute('aria-controls') ?? '');
    if (!list) throw new Error(`The list of ${field.id} did not open`);
    return list;
  });
}

const optionsIn = (list: HTMLElement) =>
  Array.from(list.querySelectorAll<HTMLElement>('[role="option"]'));

/** Opens a Select and returns the text of every option it offers. */
export async function optionsOf(user: User, label: string, container?: HTMLElement) {
  const list = await openList(user, input(label, container));
  const options = optionsIn(list).map((option) => option.textContent);
  await user.keyboard('{Escape}');
  return options;
}

export async function choose(user: User, label: string, option: string, container?: HTMLElement) {
  const list = await openList(user, input(label, container));
  const wanted = await waitFor(() => {
    const found = optionsIn(list).find((element) => element.textContent?.trim() === option);
    if (!found) throw new Error(`${label} offers no option ${option}`);
    return found;
  });
  await user.click(wanted);
}

/** Replaces a text input's value; pasted, so the form sees one change. */
export async function retype(user: User, label: string, value: string, container?: HTMLElement) {
  await user.clear(input(label, container));
  if (value) await user.paste(value);
}
