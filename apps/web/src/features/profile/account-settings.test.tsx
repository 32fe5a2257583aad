import { act, screen, waitFor, within } from '@testing-library/react';
import { CANADIAN_PROVINCES, NAME_MAX_LENGTH, US_STATES, t } from '@vh/contracts';
import { describe, expect, it, vi } from 'vitest';

// Mantine's selects and many keystrokes make a few of these slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
import { profileQueryKey, useProfile } from '../../lib/get-profile.ts';
import { buildProfile, errorResponse, jsonResponse } from '../../testing/factories.ts';
import { fill } from '../../testing/inputs.ts';
import { AccountSettings } from './components/account-settings.tsx';
import {
  canadian,
  choose,
  contactForm,
  input,
  optionsOf,
  personalForm,
  profilePath,
  renderSignedIn,
  retype,
  saved,
  uid,
  type User,
} from '../../testing/profile-kit.tsx';

const save = (user: User, form: HTMLElement) =>
  user.click(within(form).getByRole('button', { name: 'Save changes' }));

describe('Account settings: the country drives the address', () => {
  it('offers provinces for Canada, states for the United States and free text elsewhere', async () => {
    const { user } = await renderSignedIn(<AccountSettings profile={canadian} />);
    const form = personalForm();
    expect(input('Province', form).value).toBe('ON - Ontario');
    expect(input('Postal code', form).value).toBe('K1A 0A9');
    const provinces = await optionsOf(user, 'Province', form);
    expect(provinces).toHaveLength(13);
    expect(provinces).toContain('NS - Nova Scotia');

    await choose(user, 'Country', 'United States', form);

    expect(within(form).queryByLabelText('Province')).toBeNull();
    expect(input('State', form).value).toBe('');
    expect(input('Zip code', form).value).toBe('');
    expect(await optionsOf(user, 'State', form)).toEqual([...US_STATES]);
    await choose(user, 'State', 'Texas', form);
    await retype(user, 'Zip code', '78701', form);

    await choose(user, 'Country', 'France', form);

    const province = within(form).getByRole('textbox', { name: 'Province' });
    expect(province).toHaveProperty('value', '');
    expect(input('Postal code', form).value).toBe('');
    expect(within(form).queryByRole('combobox', { name: 'Province' })).toBeNull();
  });

  it('clears the province and postal code on every change, even between two other countries', async () => {
    const { user } = await renderSignedIn(
      <AccountSettings
        profile={{
          ...canadian,
          country: 'France',
          province: 'Île-de-France',
          postal_code: '75001',
        }}
      />,
    );
    const form = personalForm();
    expect(input('Province', form).value).toBe('Île-de-France');

    await choose(user, 'Country', 'Germany', form);
    expect(input('Province', form).value).toBe('');
    expect(input('Postal code', form).value).toBe('');

    await retype(user, 'Province', 'Bavaria', form);
    await retype(user, 'Postal code', '80331', form);
    await choose(user, 'Country', 'Canada', form);
    expect(input('Province', form).value).toBe('');
    expect(input('Postal code', form).value).toBe('');
    expect(await optionsOf(user, 'Province', form)).toEqual(
      CANADIAN_PROVINCES.map(({ code, name }) => `${code} - ${name}`),
    );
  });

  it('starts with no country chosen when the profile has none', async () => {
    await renderSignedIn(<AccountSettings profile={buildProfile({ uid })} />);
    const form = personalForm();
    expect(input('Country', form).value).toBe('');
    expect(within(form).getByRole('textbox', { name: 'Province' })).toBeTruthy();
    expect(input('Gender', form).value).toBe('');
  });

  it('drops the errors of the old address on a country change, and keeps the others', async () => {
    const { user } = await renderSignedIn(<AccountSettings profile={canadian} />);
    const form = personalForm();
    await retype(user, 'Postal code', 'K1A', form);
    await retype(user, 'First name', '', form);
    expect(await within(form).findByText(t('validation.address.postalCodeInvalid'))).toBeTruthy();

    await choose(user, 'Country', 'United States', form);

    expect(within(form).queryByText(t('validation.address.postalCodeInvalid'))).toBeNull();
    expect(within(form).queryByText(t('spec.validation.zipCodeRequired'))).toBeNull();
    expect(within(form).getByText('First name is required')).toBeTruthy();
  });
});

describe('Account settings: validation as you type', () => {
  it.each([
    ['First name', '', 'First name is required'],
    ['Last name', ' ', 'Last name is required'],
    ['Street address', '', t('spec.validation.streetRequired')],
    ['City', '', 'City is required'],
    ['Postal code', '', t('spec.validation.postalCodeRequired')],
    ['Postal code', 'K1A', 'Enter a postal code like A1A 1A1'],
    ['Street address 2', 's'.repeat(201), 'Street address 2 must be at most 200 characters'],
  ])('personal "%s" set to %j says %j', async (label, value, message) => {
    const { user } = await renderSignedIn(<AccountSettings profile={canadian} />);
    const form = personalForm();
    expect(within(form).queryByText(message)).toBeNull();

    await retype(user, label, value, form);

    expect(await within(form).findByText(message)).toBeTruthy();
    expect(input(label, form).getAttribute('aria-invalid')).toBe('true');
  });

  it('asks for a province and a zip code in the words of the United States', async () => {
    const { user } = await renderSignedIn(
      <AccountSettings
        profile={{ ...canadian, country: 'United States', province: 'Texas', postal_code: '78701' }}
      />,
    );
    const form = personalForm();
    await retype(user, 'Zip code', '', form);
    expect(await within(form).findByText(t('spec.validation.zipCodeRequired'))).toBeTruthy();
    await retype(user, 'Zip code', '787', form);
    expect(await within(form).findByText(t('validation.address.zipCodeInvalid'))).toBeTruthy();
  });

  it('says a free-text province is required once emptied', async () => {
    const { user } = await renderSignedIn(
      <AccountSettings profile={{ ...canadian, country: 'France', province: 'Bretagne' }} />,
    );
    await retype(user, 'Province', ' ', personalForm());
    expect(await within(personalForm()).findByText('Province is required')).toBeTruthy();
  });

  it.each([
    ['Email', '', 'Email is required'],
    ['Email', 'ada@', t('spec.validation.emailInvalid')],
    ['Cell number', '', t('spec.validation.cellNumberRequired')],
    ['Cell number', 'call me', t('spec.validation.phoneInvalid')],
    ['Home number', '12', t('spec.validation.phoneInvalid')],
    ['Work number', 'abc', t('spec.validation.phoneInvalid')],
  ])('contact "%s" set to %j says %j', async (label, value, message) => {
    const { user } = await renderSignedIn(<AccountSettings profile={canadian} />);
    const form = contactForm();

    await retype(user, label, value, form);

    expect(await within(form).findByText(message)).toBeTruthy();
  });

  it('explains under the email that a new address must be confirmed', async () => {
    await renderSignedIn(<AccountSettings profile={canadian} />);
    expect(input('Email', contactForm()).getAttribute('aria-describedby')).toBeTruthy();
    expect(
      within(contactForm()).getByText(/links we send to it and to your current address/),
    ).toBeTruthy();
  });
});

describe('Account settings: a submit with something missing', () => {
  it('names the first missing field, shows every message and sends nothing', async () => {
    const { user, patches } = await renderSignedIn(<AccountSettings profile={canadian} />);
    const form = personalForm();
    await retype(user, 'First name', '', form);
    await retype(user, 'Street address', '', form);
    await retype(user, 'City', '', form);

    await save(user, form);

    expect(await screen.findByText('Please fill in first name field')).toBeTruthy();
    for (const message of [
      'First name is required',
      t('spec.validation.streetRequired'),
      'City is required',
    ]) {
      expect(within(form).getByText(message)).toBeTruthy();
    }
    expect(patches()).toEqual([]);
  });

  it('names the street address, then the city, as they come up missing', async () => {
    const { user } = await renderSignedIn(<AccountSettings profile={canadian} />);
    const form = personalForm();
    await retype(user, 'Street address', '', form);
    await retype(user, 'City', '', form);

    await save(user, form);
    expect(await screen.findByText('Please fill in street address field')).toBeTruthy();

    await retype(user, 'Street address', '1 Main St', form);
    await save(user, form);
    expect(await screen.findByText('Please fill in city field')).toBeTruthy();
  });

  it("says 'state' and 'zip code' for the United States", async () => {
    const { user, patches } = await renderSignedIn(<AccountSettings profile={canadian} />);
    const form = personalForm();
    await choose(user, 'Country', 'United States', form);

    await save(user, form);
    expect(await screen.findByText('Please fill in state field')).toBeTruthy();

    await choose(user, 'State', 'Ohio', form);
    await save(user, form);
    expect(await screen.findByText('Please fill in zip code field')).toBeTruthy();
    expect(patches()).toEqual([]);
  });

  it('gives no toast when nothing is missing, only wrong', async () => {
    const { user, patches } = await renderSignedIn(<AccountSettings profile={canadian} />);
    const form = personalForm();
    await retype(user, 'Postal code', 'K1A', form);

    await save(user, form);

    expect(await within(form).findByText(t('validation.address.postalCodeInvalid'))).toBeTruthy();
    expect(screen.queryByText(/Please fill in/)).toBeNull();
    expect(patches()).toEqual([]);
  });

  it('names the email, then the cell number, on the contact form', async () => {
    const { user, patches } = await renderSignedIn(<AccountSettings profile={canadian} />);
    const form = contactForm();
    await retype(user, 'Cell number', '', form);

    await save(user, form);
    expect(await screen.findByText('Please fill in cell number field')).toBeTruthy();

    await retype(user, 'Email', '', form);
    await save(user, form);
    expect(await screen.findByText('Please fill in email field')).toBeTruthy();
    expect(patches()).toEqual([]);
  });
});

describe('Account settings: saving', () => {
  it('sends only personal_information, trimmed, with X-JWT, and caches the saved profile', async () => {
    const { user, patches, queryClient } = await renderSignedIn(
      <AccountSettings profile={{ ...canadian, street_2: 'Suite 4' }} />,
    );
    const form = personalForm();
    await retype(user, 'First name', '  Grace ', form);
    await retype(user, 'Street address 2', '', form);
    await choose(user, 'Province', 'NS - Nova Scotia', form);
    await retype(user, 'Postal code', 'b3h 1a1', form);

    await save(user, form);

    expect(await screen.findByText('Your changes were saved.')).toBeTruthy();
    const personal_information = {
      first_name: 'Grace',
      last_name: 'Lovelace',
      gender: 'Female',
      street: '12 Wellington St',
      street_2: null,
      city: 'Ottawa',
      province: 'NS',
      country: 'Canada',
      postal_code: 'b3h 1a1',
    };
    expect(patches()).toEqual([
      { method: 'PATCH', url: profilePath, body: { personal_information } },
    ]);
    const init = vi.mocked(fetch).mock.calls.find(([, options]) => options?.method === 'PATCH');
    expect((init?.[1]?.headers as Headers).has('X-JWT')).toBe(true);
    expect(queryClient.getQueryData(profileQueryKey(uid))).toMatchObject(personal_information);
    expect(screen.queryByText(t('toasts.verificationEmailSent'))).toBeNull();
  });

  it('starts again from what the server saved', async () => {
    // As in the app, the form gets its profile from the query cache, which the save updates.
    function FromCache() {
      const { data } = useProfile(uid);
      return data ? <AccountSettings profile={data} /> : null;
    }
    const { user } = await renderSignedIn(<FromCache />, (request) =>
      request.method === 'GET'
        ? jsonResponse(200, canadian)
        : jsonResponse(200, { ...saved(canadian, request.body), postal_code: 'B3H 1A1' }),
    );
    await screen.findByRole('form', { name: 'Personal information' });
    const form = personalForm();
    await choose(user, 'Province', 'NS - Nova Scotia', form);
    await retype(user, 'Postal code', 'b3h1a1', form);

    await save(user, form);

    await waitFor(() => expect(input('Postal code', form).value).toBe('B3H 1A1'));
    expect(input('Province', form).value).toBe('NS - Nova Scotia');
  });

  it('follows a fresher profile until the person starts typing', async () => {
    function FromCache() {
      const { data } = useProfile(uid);
      return data ? <AccountSettings profile={data} /> : null;
    }
    const { user, queryClient } = await renderSignedIn(<FromCache />, () =>
      jsonResponse(200, canadian),
    );
    const form = await screen.findByRole('form', { name: 'Personal information' });
    expect(input('City', form).value).toBe('Ottawa');

    // A refetch brings a change made elsewhere: the untouched form shows it.
    await act(async () => {
      queryClient.setQueryData(profileQueryKey(uid), { ...canadian, city: 'Kingston' });
      await Promise.resolve();
    });
    await waitFor(() => expect(input('City', form).value).toBe('Kingston'));

    // Once the person has typed, their edits win over the next refetch.
    await retype(user, 'Street address 2', 'Unit 4', form);
    await act(async () => {
      queryClient.setQueryData(profileQueryKey(uid), { ...canadian, city: 'Cornwall' });
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(input('City', form).value).toBe('Kingston');
    expect(input('Street address 2', form).value).toBe('Unit 4');
  });

  it('shows the loading toast and a busy button until the server answers', async () => {
    const { user } = await renderSignedIn(<AccountSettings profile={canadian} />);
    let answer: (response: Response) => void = () => undefined;
    const pending = new Promise<Response>((resolve) => (answer = resolve));
    const realFetch = fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) =>
        init?.method === 'PATCH' ? pending : realFetch(url, init),
      ),
    );
    const form = personalForm();

    await save(user, form);

    expect(await screen.findByText('Connecting to the server')).toBeTruthy();
    expect(screen.getByText('Please wait.')).toBeTruthy();
    const button = within(form).getByRole('button', { name: 'Save changes' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('data-loading')).toBe('true');

    answer(jsonResponse(200, canadian));
    expect(await screen.findByText('Your changes were saved.')).toBeTruthy();
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
  });

  it('asks for the current password when the email changes, and sends it with the change', async () => {
    function FromCache() {
      const { data } = useProfile(uid);
      return data ? <AccountSettings profile={data} /> : null;
    }
    const { user, patches } = await renderSignedIn(<FromCache />, (request) =>
      request.method === 'PATCH'
        ? jsonResponse(200, saved(canadian, request.body))
        : jsonResponse(200, canadian),
    );
    const form = await screen.findByRole('form', { name: 'Contact information' });
    expect(within(form).queryByLabelText(t('toasts.emailChange.currentPasswordLabel'))).toBeNull();
    await retype(user, 'Email', ' Grace@Example.com ', form);
    await retype(user, 'Work number', '613 555 0199', form);

    await save(user, form);

    // Not sent without it: the field says what is missing.
    expect(
      await within(form).findByText(t('spec.validation.currentPasswordRequired')),
    ).toBeTruthy();
    expect(patches()).toEqual([]);

    await fill(user, input(t('toasts.emailChange.currentPasswordLabel'), form), 'correct horse');
    await save(user, form);

    expect(await screen.findByText(t('toasts.changesSaved'))).toBeTruthy();
    expect(await screen.findByText(t('toasts.emailChangeStarted'))).toBeTruthy();
    expect(patches()).toEqual([
      {
        method: 'PATCH',
        url: profilePath,
        body: {
          contact_information: {
            email: 'grace@example.com',
            cell_number: '613 555 0100',
            home_number: null,
            work_number: '613 555 0199',
          },
          current_password: 'correct horse',
        },
      },
    ]);
    // The sign-in email stays until both links are opened; the pending one is named meanwhile.
    expect(
      await within(form).findByText(
        t('toasts.emailChange.pending', { email: 'grace@example.com' }),
      ),
    ).toBeTruthy();
    expect(input('Email', form).value).toBe(canadian.email);
    expect(within(form).queryByLabelText(t('toasts.emailChange.currentPasswordLabel'))).toBeNull();
  });

  it('shows a wrong current password under the password field', async () => {
    const { user } = await renderSignedIn(<AccountSettings profile={canadian} />, () =>
      errorResponse(
        400,
        'CURRENT_PASSWORD_WRONG',
        'The current password is wrong',
        'current_password',
      ),
    );
    const form = contactForm();
    await retype(user, 'Email', 'grace@example.com', form);
    await fill(user, input(t('toasts.emailChange.currentPasswordLabel'), form), 'nope');

    await save(user, form);

    expect(await within(form).findByText('The current password is wrong')).toBeTruthy();
    expect(screen.queryByText(t('toasts.emailChangeStarted'))).toBeNull();
  });

  it('names the pending address of a change started earlier', async () => {
    await renderSignedIn(
      <AccountSettings profile={{ ...canadian, pending_email: 'new@example.com' }} />,
    );
    expect(
      within(contactForm()).getByText(
        t('toasts.emailChange.pending', { email: 'new@example.com' }),
      ),
    ).toBeTruthy();
  });

  it('mails nothing when the email stays the same', async () => {
    const { user } = await renderSignedIn(<AccountSettings profile={canadian} />);
    await retype(user, 'Home number', '613 555 0142', contactForm());

    await save(user, contactForm());

    expect(await screen.findByText(t('toasts.changesSaved'))).toBeTruthy();
    expect(screen.queryByText(t('toasts.emailChangeStarted'))).toBeNull();
  });

  it('shows the server message on the field it names, and the error toast', async () => {
    const { user } = await renderSignedIn(
      <AccountSettings profile={{ ...canadian, country: 'France', province: 'Bretagne' }} />,
      () =>
        errorResponse(
          400,
          'VALIDATION_FAILED',
          'personal_information.province: Province must be at most 100 characters',
          'personal_information.province',
        ),
    );
    const form = personalForm();

    await save(user, form);

    expect(
      await screen.findByText('There was an error saving your changes. Please try again.'),
    ).toBeTruthy();
    expect(within(form).getByText('Province must be at most 100 characters')).toBeTruthy();
    expect(input('Province', form).getAttribute('aria-invalid')).toBe('true');
    expect(input('Province', form).value).toBe('Bretagne');
    expect(screen.queryByText(t('toasts.changesSaved'))).toBeNull();
  });

  it("says 'The email already exists' on the email when it is taken", async () => {
    const { user, queryClient } = await renderSignedIn(<AccountSettings profile={canadian} />, () =>
      errorResponse(409, 'EMAIL_TAKEN', 'The email already exists', 'contact_information.email'),
    );
    const form = contactForm();
    await retype(user, 'Email', 'taken@example.com', form);
    await fill(user, input(t('toasts.emailChange.currentPasswordLabel'), form), 'correct horse');

    await save(user, form);

    expect(await screen.findByText(t('toasts.saveError'))).toBeTruthy();
    expect(within(form).getByText('The email already exists')).toBeTruthy();
    expect(input('Email', form).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(t('toasts.emailChangeStarted'))).toBeNull();
    expect(queryClient.getQueryData(profileQueryKey(uid))).toBeUndefined();
  });

  it('says it is connecting while the server cannot be reached, and when a later save gets through', async () => {
    const { user } = await renderSignedIn(<AccountSettings profile={canadian} />);
    const realFetch = fetch;
    let offline = true;
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) =>
        init?.method === 'PATCH' && offline
          ? Promise.reject(new TypeError('Failed to fetch'))
          : realFetch(url, init),
      ),
    );

    await save(user, contactForm());

    // One toast for the one cause: the save's own 'Connecting' toast gave way to the connection's.
    await waitFor(() => expect(screen.getAllByText(t('toasts.connectingTitle'))).toHaveLength(1));
    expect(screen.queryByText(t('toasts.saveError'))).toBeNull();

    await save(user, contactForm());
    await waitFor(() => expect(screen.getAllByText(t('toasts.connectingTitle'))).toHaveLength(1));

    offline = false;
    await save(user, contactForm());
    expect(await screen.findByText(t('toasts.changesSaved'))).toBeTruthy();
    expect(await screen.findByText(t('toasts.connected'))).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(t('toasts.connectingTitle'))).toBeNull());
  });
});

describe('Account settings: only what is there must be valid (SPEC §5)', () => {
  const newOwner = buildProfile({ uid });

  it('saves a new owner’s name without an address, sending only what is filled', async () => {
    const { user, patches } = await renderSignedIn(<AccountSettings profile={newOwner} />);
    const form = personalForm();
    await retype(user, 'First name', 'Augusta', form);

    await save(user, form);

    expect(await screen.findByText(t('toasts.changesSaved'))).toBeTruthy();
    expect(patches()).toEqual([
      {
        method: 'PATCH',
        url: profilePath,
        body: {
          personal_information: {
            first_name: 'Augusta',
            last_name: newOwner.last_name,
            street_2: null,
            postal_code: null,
          },
        },
      },
    ]);
  });

  it('still asks for the province and postal code a chosen country needs', async () => {
    const { user, patches } = await renderSignedIn(<AccountSettings profile={newOwner} />);
    const form = personalForm();
    await choose(user, 'Country', 'Canada', form);

    await save(user, form);

    expect(await screen.findByText('Please fill in province field')).toBeTruthy();
    expect(within(form).getByText(t('spec.validation.provinceRequired'))).toBeTruthy();
    expect(within(form).getByText(t('spec.validation.postalCodeRequired'))).toBeTruthy();
    expect(patches()).toEqual([]);
  });

  it('does not let a saved field be emptied', async () => {
    const { user, patches } = await renderSignedIn(<AccountSettings profile={canadian} />);
    const form = personalForm();
    await retype(user, 'City', '', form);

    await save(user, form);

    expect(await screen.findByText('Please fill in city field')).toBeTruthy();
    expect(within(form).getByText(t('spec.validation.cityRequired'))).toBeTruthy();
    expect(patches()).toEqual([]);
  });

  it('shows the schema’s own message for a name over the limit, not that it is required', async () => {
    const { user } = await renderSignedIn(<AccountSettings profile={newOwner} />);
    const form = personalForm();
    await retype(user, 'First name', 'a'.repeat(NAME_MAX_LENGTH + 1), form);

    expect(
      await within(form).findByText(
        t('spec.tooLong', { field: 'First name', max: NAME_MAX_LENGTH }),
      ),
    ).toBeTruthy();
  });

  it('marks the fields that must be filled', async () => {
    await renderSignedIn(<AccountSettings profile={canadian} />);
    const form = personalForm();
    const label = within(form).getByText('First name', { selector: 'label' });
    expect(label.textContent).toContain('*');
    expect(within(form).getByText('Postal code', { selector: 'label' }).textContent).toContain('*');
  });
});
