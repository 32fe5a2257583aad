import './words.ts';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ZCentre, ZDevMailMessages, ZStaffMember, ZTeamWeek } from '@vh/contracts';
import { sampleCentre } from '@vh/contracts/samples';

let counter = 0;

/** A business centre on Toronto's waterfront, as an owner would enter it. */
export const harbourfrontKiosk = sampleCentre;

export type NewOwner = {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
};

export function newOwner(): NewOwner {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    username: `ada_${tag}`,
    email: `ada.${tag}@example.com`,
    password: 'analytical engine 1843',
  };
}

export async function signUpThroughForm(page: Page, owner: NewOwner): Promise<void> {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Register for a Free account' }).click();
  await fillSignUpForm(page, owner);
}

/** Fills and sends the free sign-up form already on screen (/register?plan=… opens it directly). */
export async function fillSignUpForm(page: Page, owner: NewOwner): Promise<void> {
  await page.getByLabel('First name').fill(owner.firstName);
  await page.getByLabel('Last name').fill(owner.lastName);
  await page.getByLabel('Username').fill(owner.username);
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByLabel('Confirm password').fill(owner.password);
  await page.getByRole('button', { name: 'Sign up' }).click();
}

export async function signInThroughForm(page: Page, identifier: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Username or Email').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

export async function expectWelcomed(page: Page, firstName: string): Promise<void> {
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${firstName}` })).toBeVisible();
}

/** Where an approved staff member lands after signing in: the clock, not a welcome. */
export async function expectOnTheClock(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Time clock' })).toBeVisible();
}

type Api = {
  post(
    url: string,
    options: { data: unknown },
  ): Promise<{ status(): number; json(): Promise<unknown> }>;
};

/** Signs an owner up over HTTP: far faster than the form, for journeys that are not about sign-up. */
export async function signUpOverHttp(request: Api, owner: NewOwner) {
  const res = await request.post('/api/users/', {
    data: {
      username: owner.username,
      first_name: owner.firstName,
      last_name: owner.lastName,
      email: owner.email,
      role: 'OWNER',
      password: owner.password,
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { uid: string };
}

/** The auth service's session as the login endpoint returns it, user and all. */
type Session = { access_token: string; expires_in: number; expires_at?: number };

export async function signInOverHttp(
  request: Api,
  person: Pick<NewOwner, 'username' | 'password'>,
): Promise<Session> {
  const res = await request.post('/api/users/auth/login/', {
    data: { username: person.username, password: person.password, type: 'username' },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { session: Session }).session;
}

/** Where the page's auth client keeps its session in localStorage (the web app's storage key). */
const AUTH_STORAGE_KEY = 'vh-auth';

/**
 * Signs `person` in over HTTP and opens their dashboard in a browser that holds the session, as
 * one that signed in earlier does: the page restores it like any returning visitor's. For
 * journeys not about signing in; the form itself is owner-signup-signin's, sign-out's,
 * account-recovery's and staff-joins' subject, and each form sign-in costs a page load and a
 * second auth round trip.
 */
export async function openSignedIn(
  page: Page,
  request: Api,
  person: Pick<NewOwner, 'username' | 'password'>,
  path = '/dashboard',
): Promise<void> {
  const session = await signInOverHttp(request, person);
  // supabase-js drops a stored session without its expiry time.
  const stored = JSON.stringify({
    ...session,
    expires_at: session.expires_at ?? Math.floor(Date.now() / 1000) + session.expires_in,
  });
  // Only for this one load: a later sign-out must not find the session put back.
  const seed = await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    AUTH_STORAGE_KEY,
    stored,
  ] as const);
  await page.goto(path);
  await seed.dispose();
}

/**
 * A new owner, signed up over HTTP. With `confirmedEmail`, their email is confirmed too (the
 * checkout needs it), over HTTP as its mailed link would: account-recovery's and
 * plan-before-sign-up's journeys confirm it through the mail itself.
 */
export async function newOwnerOverHttp(
  request: APIRequestContext,
  { confirmedEmail = false } = {},
): Promise<NewOwner> {
  const owner = newOwner();
  const { uid } = await signUpOverHttp(request, owner);
  if (confirmedEmail) await confirmEmailOverHttp(request, owner, uid);
  return owner;
}

/**
 * A new owner, signed up and in over HTTP, welcomed on their dashboard: the start of every journey
 * inside the app that is not about signing up or in. With `at`, the browser opens that screen
 * instead (the welcome is then not checked: owner-signup-signin's journey checks it).
 */
export async function signedInNewOwner(
  page: Page,
  request: APIRequestContext,
  { confirmedEmail = false, at = '' } = {},
): Promise<NewOwner> {
  const owner = await newOwnerOverHttp(request, { confirmedEmail });
  await openSignedIn(page, request, owner, at || '/dashboard');
  if (!at) await expectWelcomed(page, owner.firstName);
  return owner;
}

async function confirmEmailOverHttp(request: APIRequestContext, owner: NewOwner, uid: string) {
  const { access_token: token } = await signInOverHttp(request, owner);
  const headers = { 'x-jwt': token };
  const sent = await request.post(`/api/users/uid/${uid}/verify-email/`, {
    data: { redirect: '/dashboard' },
    headers,
  });
  expect(sent.status(), await sent.text()).toBe(200);
  // The outbox lists the newest first.
  const outbox = ZDevMailMessages.parse(await (await request.get('/dev/mail/api/messages')).json());
  const mail = outbox.messages.find((m) => m.to.toLowerCase() === owner.email.toLowerCase());
  const link = new URL(mail?.links[0] ?? '/', 'http://mail.invalid');
  const confirmed = await request.post(`/api/users/uid/${uid}/email-verify-confirm/`, {
    data: { token: link.searchParams.get('token') ?? '' },
    headers,
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}

/** Opens the newest mail to `to` in the embedded mailbox and follows its link, as a person would. */
export async function followMailedLink(page: Page, to: string): Promise<void> {
  await page.goto('/dev/mail');
  // Matched on the address line itself: a mail's text may name other addresses too (the
  // email-change mail to the current address names the new one).
  const escaped = to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const message = page
    .locator('article')
    .filter({ has: page.locator('p.meta', { hasText: new RegExp(`^To ${escaped} ·`, 'i') }) })
    .first();
  await expect(message).toBeVisible();
  await message.getByRole('link').first().click();
}

export type NewStaff = {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  cell: string;
  pin: string;
  password: string;
};

export function newStaff(prefix = 'grace'): NewStaff {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    firstName: 'Grace',
    lastName: 'Hopper',
    username: `${prefix}_${tag}`,
    email: `${prefix}.${tag}@example.com`,
    cell: '416 555 0100',
    pin: '4821',
    password: 'compiler pioneer 1952',
  };
}

/** Where a phone stands: 12 m north of the centre, inside its 100 m fence... */
export const insideTheFence = {
  latitude: harbourfrontKiosk.latitude + 12 / 111_200,
  longitude: harbourfrontKiosk.longitude,
  accuracy: 8,
};
/** ...and 2 km north, far outside it. */
export const farFromTheCentre = {
  latitude: harbourfrontKiosk.latitude + 2000 / 111_200,
  longitude: harbourfrontKiosk.longitude,
  accuracy: 10,
};

/** Fills the staff sign-up form shown once an invite code is validated, without sending it. */
export async function fillStaffSignUpForm(page: Page, staff: NewStaff): Promise<void> {
  await page.getByLabel('First name').fill(staff.firstName);
  await page.getByLabel('Last name').fill(staff.lastName);
  await page.getByLabel('Username').fill(staff.username);
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Cell number').fill(staff.cell);
  await page.getByLabel('PIN').fill(staff.pin);
  await page.getByLabel(/^Password\s*\*?$/).fill(staff.password);
  await page.getByLabel('Confirm password').fill(staff.password);
}

/** The owner's harbourfront centre, made over HTTP: its id, its invite code and the owner's headers. */
export async function centreOverHttp(request: APIRequestContext, owner: NewOwner) {
  const session = await signInOverHttp(request, owner);
  const headers = { 'x-jwt': session.access_token };
  const made = await request.post('/api/businesses/', { data: harbourfrontKiosk, headers });
  expect(made.status()).toBe(201);
  const centre = ZCentre.parse(await made.json());
  return { id: centre.id, code: centre.invite?.code ?? '', headers };
}

/** A staff sign-up with an invite code over HTTP, for journeys that are not about the form. */
export async function joinOverHttp(
  request: APIRequestContext,
  code: string,
  staff: NewStaff,
): Promise<string> {
  const res = await request.post('/api/users/', {
    data: {
      username: staff.username,
      first_name: staff.firstName,
      last_name: staff.lastName,
      email: staff.email,
      cell_number: staff.cell,
      pin_code: staff.pin,
      password: staff.password,
      invite_code: code,
      role: 'USER',
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { uid: string }).uid;
}

/** The owner (by their headers) approves a staff member over HTTP. */
export async function approveOverHttp(
  request: APIRequestContext,
  headers: Record<string, string>,
  uid: string,
): Promise<void> {
  const approved = await request.post(`/api/businesses/approve/staffs/${uid}/`, { headers });
  ZStaffMember.parse(await approved.json());
}

/** Last week's first day at the owner's centres, as the team week names it (YYYY-MM-DD). */
export async function lastWeekOverHttp(
  request: APIRequestContext,
  headers: Record<string, string>,
): Promise<{ weekStart: string; dates: string[] }> {
  const thisWeek = await request.get('/api/timesheets/team/', { headers });
  expect(thisWeek.status(), await thisWeek.text()).toBe(200);
  const previous = ZTeamWeek.parse(await thisWeek.json()).previous_week;
  const res = await request.get(`/api/timesheets/team/?week=${previous}`, { headers });
  expect(res.status(), await res.text()).toBe(200);
  const week = ZTeamWeek.parse(await res.json());
  return { weekStart: week.week_start, dates: [...week.dates] };
}

/**
 * A shift added by the owner's edit, as the edit form sends it: wall-clock times at the centre
 * (YYYY-MM-DDTHH:mm) and a reason. Whole weeks of hours without a week of punching.
 */
export async function addShiftOverHttp(
  request: APIRequestContext,
  headers: Record<string, string>,
  shift: { staffUid: string; centreId: string; date: string; from: string; to: string },
): Promise<void> {
  const res = await request.post('/api/timesheets/edits/', {
    data: {
      kind: 'add_shift',
      staff_uid: shift.staffUid,
      business_id: shift.centreId,
      started_at: `${shift.date}T${shift.from}`,
      ended_at: `${shift.date}T${shift.to}`,
      break_minutes: 30,
      reason: 'Worked from the paper sign-in sheet',
    },
    headers,
  });
  expect(res.status(), await res.text()).toBe(200);
}

const EXPIRY_YEAR = String(new Date().getUTCFullYear() + 4);

/** The owner (their email confirmed: the checkout needs it) buys Pro in the sandbox's page. */
export async function subscribeToPro(page: Page, request: APIRequestContext, owner: NewOwner) {
  const session = await signInOverHttp(request, owner);
  const checkout = await request.post('/api/businesses/subscriptions/checkout/create/', {
    headers: { 'x-jwt': session.access_token },
    data: { item_id: 'Pro-CAD-Monthly' },
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  await page.goto(((await checkout.json()) as { url: string }).url);
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await page.getByLabel('Expiry month (MM)').fill('12');
  await page.getByLabel('Expiry year (YYYY)').fill(EXPIRY_YEAR);
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByText('Your subscription is active.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
}

/**
 * A new owner's centre with one approved staff member, all over HTTP: for journeys about what the
 * staff member does, not how they joined. The owner's headers come back for checking over HTTP.
 */
export async function approvedStaffOverHttp(request: APIRequestContext, prefix = 'grace') {
  const owner = await newOwnerOverHttp(request);
  const { code, headers } = await centreOverHttp(request, owner);
  const staff = newStaff(prefix);
  await approveOverHttp(request, headers, await joinOverHttp(request, code, staff));
  return { staff, ownerHeaders: headers };
}
