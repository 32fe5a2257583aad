import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TProfile, t } from '@vh/contracts';
import {
  api,
  emailChangeLinkTo,
  errorCode,
  errorMessage,
  openMailedLink,
  seedOwner,
} from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

type Owner = Awaited<ReturnType<typeof seedOwner>>;

const patch = (owner: Owner, body: unknown) =>
  api(server, 'PATCH', `/api/users/uid/${owner.profile.uid}`, {
    jwt: owner.session.access_token,
    body,
  });

async function profileOf(owner: Owner): Promise<TProfile> {
  const res = await api(server, 'GET', `/api/users/uid/${owner.profile.uid}`, {
    jwt: owner.session.access_token,
  });
  return res.body as TProfile;
}

const errorField = (body: unknown) => (body as { error?: { field?: string } }).error?.field;

const halifax = {
  first_name: 'Grace',
  last_name: 'Hopper',
  gender: 'Female',
  street: '1 Spring Garden Rd',
  street_2: '',
  city: 'Halifax',
  province: 'NS',
  country: 'Canada',
  postal_code: 'b3h4r2',
};

describe('PATCH /api/users/uid/{uid}: the address', () => {
  it('saves a Canadian address, writing the postal code the way Canada Post does', async () => {
    const owner = await seedOwner(server);
    const res = await patch(owner, { personal_information: halifax });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ province: 'NS', postal_code: 'B3H 4R2', street_2: null });
  });

  it('saves a US state by name with a zip code, and free text for any other country', async () => {
    const owner = await seedOwner(server);
    const us = await patch(owner, {
      personal_information: {
        country: 'United States',
        province: 'Vermont',
        postal_code: '05401-1234',
      },
    });
    expect(us.status).toBe(200);
    const fr = await patch(owner, {
      personal_information: { country: 'France', province: 'Île-de-France', postal_code: '75001' },
    });
    expect(fr.status).toBe(200);
    expect(fr.body).toMatchObject({ country: 'France', province: 'Île-de-France' });
  });

  it.each([
    [
      'a US state for Canada',
      { country: 'Canada', province: 'California' },
      'province',
      'validation.address.provinceNotInCanada',
    ],
    [
      'a Canadian code for the US',
      { country: 'United States', province: 'NS' },
      'province',
      'validation.address.stateNotInUnitedStates',
    ],
    [
      'a zip code for Canada',
      { country: 'Canada', province: 'NS', postal_code: '90210' },
      'postal_code',
      'validation.address.postalCodeInvalid',
    ],
  ] as const)(
    'rejects %s, naming the field, and saves nothing',
    async (_case, address, field, key) => {
      const owner = await seedOwner(server);
      const before = await profileOf(owner);
      const res = await patch(owner, { personal_information: { city: 'Springfield', ...address } });
      expect(res.status).toBe(400);
      expect(errorCode(res.body)).toBe('VALIDATION_FAILED');
      expect(errorField(res.body)).toBe(`personal_information.${field}`);
      // The field is in `field`; the sentence is the address rule's own.
      expect(errorMessage(res.body)).toBe(t(key));
      expect(await profileOf(owner)).toEqual(before);
    },
  );

  it('checks the province against the new country when only the country changes', async () => {
    const owner = await seedOwner(server);
    expect((await patch(owner, { personal_information: halifax })).status).toBe(200);
    const res = await patch(owner, { personal_information: { country: 'United States' } });
    expect(res.status).toBe(400);
    expect(errorMessage(res.body)).toBe(t('validation.address.stateNotInUnitedStates'));
    expect((await profileOf(owner)).country).toBe('Canada');
  });

  it('refuses a country that is not on the list', async () => {
    const owner = await seedOwner(server);
    const res = await patch(owner, { personal_information: { country: 'Atlantis' } });
    expect(res.status).toBe(400);
    expect(errorMessage(res.body)).toBe(
      `personal_information.country: ${t('spec.validation.countryNotListed')}`,
    );
  });
});

describe('PATCH /api/users/uid/{uid}: bad input', () => {
  it.each([
    [
      'a blank street',
      { street: '  ' },
      `personal_information.street: ${t('spec.validation.streetRequired')}`,
    ],
    [
      'a 5 kB street',
      { street: 'x'.repeat(5 * 1024) },
      'personal_information.street: Street address must be at most 200 characters',
    ],
    [
      'a NUL character in a name',
      { first_name: 'Ada\u0000' },
      `personal_information.first_name: ${t('spec.validation.controlCharacters')}`,
    ],
    [
      'a null first name',
      { first_name: null },
      'personal_information.first_name: First name is required',
    ],
    [
      'an unknown gender',
      { gender: 'Robot' },
      `personal_information.gender: ${t('spec.validation.genderRequired')}`,
    ],
  ])('rejects %s with a message naming the field', async (_case, fields, message) => {
    const owner = await seedOwner(server);
    const res = await patch(owner, { personal_information: fields });
    expect(res.status).toBe(400);
    expect(errorMessage(res.body)).toBe(message);
  });

  it('keeps emoji and right-to-left names exactly as typed', async () => {
    const owner = await seedOwner(server);
    const names = { first_name: 'Zoë 🙂', last_name: 'שלום-عربي' };
    const res = await patch(owner, { personal_information: names });
    expect(res.status).toBe(200);
    expect(await profileOf(owner)).toMatchObject(names);
  });

  it('saves both forms together or neither', async () => {
    const taken = await seedOwner(server);
    const owner = await seedOwner(server);
    const before = await profileOf(owner);
    // The personal half is valid; the contact half fails in the service (the email is taken).
    const res = await patch(owner, {
      personal_information: { city: 'Truro' },
      contact_information: { email: taken.input.email, cell_number: '902 555 0100' },
      current_password: owner.input.password,
    });
    expect(res.status).toBe(409);
    expect(await profileOf(owner)).toEqual(before);

    const both = await patch(owner, {
      personal_information: { city: 'Truro' },
      contact_information: { cell_number: '+1 (902) 555-0100', home_number: '' },
    });
    expect(both.status).toBe(200);
    expect(both.body).toMatchObject({
      city: 'Truro',
      cell_number: '+1 (902) 555-0100',
      home_number: null,
    });
  });

  it('refuses a phone number nobody can dial', async () => {
    const owner = await seedOwner(server);
    const res = await patch(owner, { contact_information: { cell_number: 'call me maybe' } });
    expect(res.status).toBe(400);
    expect(errorMessage(res.body)).toBe(
      `contact_information.cell_number: ${t('spec.validation.phoneInvalid')}`,
    );
  });

  it('keeps a blank postal code as none, for countries without postal codes', async () => {
    const owner = await seedOwner(server);
    const res = await patch(owner, {
      personal_information: { country: 'Hong Kong', province: 'Kowloon', postal_code: '' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ country: 'Hong Kong', postal_code: null });
  });

  it('answers an empty change with 400', async () => {
    const owner = await seedOwner(server);
    const res = await patch(owner, {});
    expect(res.status).toBe(400);
    expect(errorMessage(res.body)).toBe('Send personal_information, contact_information or both');
  });

  it("answers 404 for another user's profile and leaves it alone", async () => {
    const alice = await seedOwner(server);
    const bob = await seedOwner(server);
    const res = await api(server, 'PATCH', `/api/users/uid/${bob.profile.uid}`, {
      jwt: alice.session.access_token,
      body: { personal_information: { first_name: 'Mallory' } },
    });
    expect(res.status).toBe(404);
    expect((await profileOf(bob)).first_name).toBe(bob.profile.first_name);
  });
});

describe('PATCH /api/users/uid/{uid}: a new email (secure email change)', () => {
  const linkTo = (to: string) => emailChangeLinkTo(server, to);
  const open = (link: string) => openMailedLink(server, link);

  it('needs the current password', async () => {
    const owner = await seedOwner(server);
    const missing = await patch(owner, {
      contact_information: { email: `x.${owner.input.email}` },
    });
    expect(missing.status).toBe(400);
    expect(errorCode(missing.body)).toBe('CURRENT_PASSWORD_REQUIRED');
    expect(errorField(missing.body)).toBe('current_password');
    const wrong = await patch(owner, {
      contact_information: { email: `x.${owner.input.email}` },
      current_password: 'not my password',
    });
    expect(wrong.status).toBe(400);
    expect(errorCode(wrong.body)).toBe('CURRENT_PASSWORD_WRONG');
    expect((await profileOf(owner)).pending_email).toBeNull();
  });

  it('changes nothing until the links sent to both addresses are opened, then ends older tokens', async () => {
    const owner = await seedOwner(server);
    const newEmail = `moved.${owner.input.email}`;
    const res = await patch(owner, {
      contact_information: { email: newEmail },
      current_password: owner.input.password,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      email: owner.input.email,
      pending_email: newEmail,
      email_change_started: true,
    });
    // A stolen session alone cannot move the account: sign-in still works with the old address only.
    const signInAs = (email: string) =>
      api(server, 'POST', '/api/users/auth/login/', {
        body: { email, password: owner.input.password, type: 'email' },
      });
    expect((await signInAs(newEmail)).status).toBe(401);

    const first = await open(await linkTo(owner.input.email));
    expect(first.hash).toContain('Confirmation+link+accepted');
    expect((await signInAs(newEmail)).status).toBe(401);

    const second = await open(await linkTo(newEmail));
    const fragment = new URLSearchParams(second.hash.slice(1));
    expect(fragment.get('type')).toBe('email_change');
    const fresh = fragment.get('access_token') ?? '';
    // The first call with a token that carries the new address brings the profile along.
    const after = await api(server, 'GET', `/api/users/uid/${owner.profile.uid}`, { jwt: fresh });
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ email: newEmail, pending_email: null, confirm_email: true });
    // Tokens from before the change are refused from now on.
    const old = await api(server, 'GET', `/api/users/uid/${owner.profile.uid}`, {
      jwt: owner.session.access_token,
    });
    expect(old.status).toBe(401);
    expect((await signInAs(newEmail)).status).toBe(200);
  });

  it('names the email field when the address belongs to someone else', async () => {
    const taken = await seedOwner(server);
    const owner = await seedOwner(server);
    const res = await patch(owner, {
      contact_information: { email: taken.input.email.toUpperCase() },
      current_password: owner.input.password,
    });
    expect(res.status).toBe(409);
    expect(errorField(res.body)).toBe('contact_information.email');
    expect((await profileOf(owner)).email).toBe(owner.input.email);
  });
});
