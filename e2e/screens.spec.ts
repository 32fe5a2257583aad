import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ZPunch, ZPunchResponse, type TPunchRequest, type TPunchType } from '@vh/contracts';
import { watchErrors } from './checks.ts';
import { DEAD_TILE_SERVER } from './environment.ts';
import {
  approveOverHttp,
  centreOverHttp,
  expectWelcomed,
  farFromTheCentre,
  fillStaffSignUpForm,
  harbourfrontKiosk,
  insideTheFence,
  joinOverHttp,
  newOwner,
  type NewOwner,
  newStaff,
  signedInNewOwner,
  signInOverHttp,
  signInThroughForm,
  signUpOverHttp,
} from './fixtures.ts';
import { checkAtBothWidths, LAPTOP, PHONE } from './widths.ts';

// Every screen the journeys pass through, at a phone's width and a laptop's: it renders, nothing
// scrolls sideways, axe finds nothing serious, and a screenshot is kept. The journeys themselves
// (timeclock, staff-joins, owner-centres) run once, at the width their person uses; here each
// screen is reached the short way (its data made over HTTP) and resized rather than loaded twice.
// Each test starts at the width its journey does not use, so the clicks on the way (sign-in, forms,
// buttons) are also made at that width.

// The tests share nothing: any worker may take any of them.
test.describe.configure({ mode: 'parallel' });

const centre = harbourfrontKiosk;

// Every screen of the signed-in shell an owner reaches, and the h1 that proves it rendered.
const ownerViews = [
  { path: '/dashboard', heading: /^Welcome, /, shot: 'owner-home' },
  { path: '/dashboard?panel=dashboard', heading: 'Dashboard', shot: 'owner-dashboard' },
  { path: '/dashboard?panel=profile', heading: 'Profile', shot: 'owner-profile' },
  { path: '/dashboard?panel=settings&tab=account', heading: 'Settings', shot: 'settings-account' },
  { path: '/dashboard?panel=settings&tab=centres', heading: 'Settings', shot: 'settings-centres' },
  {
    path: '/dashboard?panel=settings&tab=subscription',
    heading: 'Settings',
    shot: 'settings-subscription',
  },
  {
    path: '/dashboard?panel=settings&tab=security',
    heading: 'Settings',
    shot: 'settings-security',
  },
] as const;

test('[OWNER] every dashboard screen of a new owner, at 375 and 1280 px', async ({
  page,
  request,
}) => {
  test.slow();
  await page.setViewportSize(PHONE);
  const errors = watchErrors(page);
  await signedInNewOwner(page, request);

  for (const { path, heading, shot } of ownerViews) {
    await page.goto(path);
    await checkAtBothWidths(page, shot, page.getByRole('heading', { level: 1, name: heading }));
  }

  await page.goto('/dashboard?panel=profile');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await checkAtBothWidths(page, 'profile-edit', page.getByRole('dialog', { name: 'Edit profile' }));
  expect(errors).toEqual([]);
});

test('[OWNER] the new-centre form and the centre card, at 375 and 1280 px', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  await page.setViewportSize(PHONE);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(insideTheFence);
  const errors = watchErrors(page, { expectedFrom: DEAD_TILE_SERVER });
  await signedInNewOwner(page, request);

  await page.goto('/dashboard?panel=settings&tab=centres');
  await page.getByRole('button', { name: 'Add a business centre' }).click();
  const dialog = page.getByRole('dialog', { name: 'New business centre' });
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(centre.name);
  await dialog.getByRole('textbox', { name: /^Street address(?! 2)/ }).fill(centre.street);
  await dialog.getByRole('textbox', { name: /^City/ }).fill(centre.city);
  await dialog.getByRole('combobox', { name: 'Province' }).click();
  await page.getByRole('option', { name: 'ON - Ontario', exact: true }).click();
  await dialog.getByRole('textbox', { name: /^Postal code/ }).fill('m5j2g8');
  await dialog.getByRole('button', { name: 'Use my location' }).click();
  await checkAtBothWidths(
    page,
    'centre-form',
    dialog.getByText('Location found, accurate to about 8 m.'),
  );

  await dialog.getByRole('button', { name: 'Save' }).click();
  const card = page.getByRole('region', { name: centre.name });
  await checkAtBothWidths(
    page,
    'centres',
    card.getByRole('img', { name: /^QR code of the invite link http/ }),
  );
  expect(errors).toEqual([]);
});

test('[STAFF] the invite sign-up form, filled, and the dashboard under review, at 375 and 1280 px', async ({
  page,
  request,
}) => {
  test.slow();
  const owner = newOwner();
  await signUpOverHttp(request, owner);
  const { code } = await centreOverHttp(request, owner);

  await page.setViewportSize(LAPTOP);
  const errors = watchErrors(page);
  const staff = newStaff();
  await page.goto(`/invite?code=${code}`);
  await page.getByRole('button', { name: 'Validate code' }).click();
  await fillStaffSignUpForm(page, staff);
  await checkAtBothWidths(
    page,
    'staff-sign-up',
    page.getByRole('heading', { name: `You are joining ${centre.name}` }),
  );

  // Sending the form is the short way to a signed-in account under review.
  await page.getByRole('button', { name: 'Sign up' }).click();
  await checkAtBothWidths(page, 'staff-review', page.getByText('Your account is under review'));
  expect(errors).toEqual([]);
});

test('[OWNER] the staff panel with a pending card, the edit modal and its start-date calendar, at 375 and 1280 px', async ({
  page,
  request,
}) => {
  test.slow();
  await page.setViewportSize(PHONE);
  const errors = watchErrors(page);
  const owner = await signedInNewOwner(page, request);
  const { code } = await centreOverHttp(request, owner);
  const staff = newStaff();
  await joinOverHttp(request, code, staff);

  await page.goto('/dashboard?panel=staff');
  const card = page.getByRole('region', { name: `${staff.firstName} ${staff.lastName}` });
  await checkAtBothWidths(page, 'staff-panel', card.getByText('Pending'));

  // The modal as the owner opens it in the journey: for someone already approved.
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(card.getByText('Active')).toBeVisible();
  await card.getByRole('button', { name: 'Edit' }).click();
  const modal = page.getByRole('dialog', { name: 'Edit staff profile' });
  await checkAtBothWidths(page, 'staff-edit', modal.getByLabel('First name'));

  await modal.getByLabel('Start date').click();
  const calendar = page.getByRole('dialog', { name: 'Calendar' });
  await checkAtBothWidths(
    page,
    'staff-start-date',
    calendar.getByRole('button', { name: /^\p{L}+ \d{4}$/u }),
  );
  expect(errors).toEqual([]);
});

/** The owner's centre and one approved staff member, made over HTTP. */
async function centreWithApprovedStaff(request: APIRequestContext, owner: NewOwner) {
  const { id, code, headers } = await centreOverHttp(request, owner);
  const staff = newStaff('clock');
  await approveOverHttp(request, headers, await joinOverHttp(request, code, staff));
  return { centreId: id, headers, staff };
}

test('[STAFF] the clock clocked out, verified, flagged and with location blocked, at 375 and 1280 px', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  const owner = newOwner();
  await signUpOverHttp(request, owner);
  const { staff } = await centreWithApprovedStaff(request, owner);

  await page.setViewportSize(LAPTOP);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(insideTheFence);
  const errors = watchErrors(page, { expectedFrom: DEAD_TILE_SERVER });
  await signInThroughForm(page, staff.username, staff.password);
  await expectWelcomed(page, staff.firstName);
  await page.goto('/dashboard?panel=clock');

  // The verdict shows what the last press answered (the page keeps it, not the server), so each
  // state is one press on from the last.
  const press = (name: string) => page.getByRole('button', { name, exact: true }).click();
  const verdict = page.getByTestId('verdict');
  const states = [
    {
      shot: 'clock-out-state',
      reach: async () => {},
      shows: page.getByText('You are clocked out.'),
    },
    {
      shot: 'clock-verified',
      reach: () => press('Clock in'),
      shows: verdict.getByText(/^Verified at /),
    },
    {
      shot: 'clock-flagged',
      reach: async () => {
        await context.setGeolocation(farFromTheCentre);
        await press('Clock out');
      },
      shows: verdict.getByText('Recorded and flagged for review: about 2 km away'),
    },
    {
      shot: 'clock-denied',
      reach: async () => {
        await context.clearPermissions();
        await page.reload();
        await press('Clock in');
      },
      shows: verdict.getByText('Recorded and flagged for review: no location was shared'),
    },
  ];
  for (const { shot, reach, shows } of states) {
    await reach();
    await checkAtBothWidths(page, shot, shows);
  }
  expect(errors).toEqual([]);
});

type Where = { latitude: number; longitude: number; accuracy: number } | 'denied';

/** A punch sent as the staff member's phone sends it; returns the punch and its receipt as sent. */
async function punchOverHttp(
  request: APIRequestContext,
  token: string,
  centreId: string,
  type: TPunchType,
  where: Where,
) {
  const now = new Date().toISOString();
  const body: TPunchRequest = {
    id: randomUUID(),
    type,
    business_id: centreId,
    client_time: now,
    ...(where === 'denied' ? { location_error: 'denied' } : { ...where, position_time: now }),
  };
  const res = await request.post('/api/timeclock/punches/', {
    data: body,
    headers: { 'x-jwt': token },
  });
  expect(res.status(), await res.text()).toBe(201);
  const raw = (await res.json()) as { receipt: unknown };
  // The receipt as the server wrote it: a schema's parse would drop any field it does not know,
  // and the signature covers every field.
  return { punch: ZPunchResponse.parse(raw).punch, receiptJson: JSON.stringify(raw.receipt) };
}

async function reviewOverHttp(
  request: APIRequestContext,
  headers: Record<string, string>,
  punchId: string,
  decision: 'accepted' | 'rejected',
) {
  const res = await request.post(`/api/timeclock/reviews/${punchId}/`, {
    data: { decision, reason: 'Checked with the shift manager.' },
    headers,
  });
  expect(res.status(), await res.text()).toBe(200);
  ZPunch.parse(await res.json());
}

test('[OWNER] the board, the review cards, the verified audit log and /verify, at 375 and 1280 px', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  await page.setViewportSize(PHONE);
  const errors = watchErrors(page, { expectedFrom: DEAD_TILE_SERVER });
  const owner = await signedInNewOwner(page, request);
  const { centreId, headers, staff } = await centreWithApprovedStaff(request, owner);

  // The staff member's day, as in the journey: verified in, out from 2 km away, in with location
  // blocked. Two flags to review, and an open shift on the board.
  const { access_token: token } = await signInOverHttp(request, staff);
  const first = await punchOverHttp(request, token, centreId, 'clock_in', insideTheFence);
  const out = await punchOverHttp(request, token, centreId, 'clock_out', farFromTheCentre);
  const blocked = await punchOverHttp(request, token, centreId, 'clock_in', 'denied');
  expect([first, out, blocked].map(({ punch }) => punch.needs_review)).toEqual([false, true, true]);

  await page.goto('/dashboard?panel=clock');
  const name = `${staff.firstName} ${staff.lastName}`;
  await checkAtBothWidths(page, 'clock-board', page.getByRole('row', { name: new RegExp(name) }));

  await page.getByRole('tab', { name: 'Review' }).click();
  await expect(page.getByRole('article')).toHaveCount(2);
  await checkAtBothWidths(
    page,
    'clock-review',
    page.getByText('The map could not load', { exact: false }).first(),
  );

  // Decided over HTTP: the journey decides them through the cards.
  await reviewOverHttp(request, headers, out.punch.id, 'rejected');
  await reviewOverHttp(request, headers, blocked.punch.id, 'accepted');
  await page.getByRole('tab', { name: 'Audit log' }).click();
  await expect(page.getByText('punch.review.accepted')).toBeVisible();
  await page.getByRole('button', { name: 'Verify chain' }).click();
  await checkAtBothWidths(page, 'clock-audit', page.getByText(/^The chain is intact: \d+ entries/));
  expect(errors).toEqual([]);

  // Anyone checks a receipt, signed out, in a browser of their own.
  const checker = await browser.newContext({ viewport: PHONE });
  const verify = await checker.newPage();
  const checkerErrors = watchErrors(verify);
  await verify.goto('/verify');
  const check = async (receiptJson: string) => {
    await verify.getByLabel('Receipt (JSON)').fill(receiptJson);
    await verify.getByRole('button', { name: 'Check receipt' }).click();
  };
  await check(first.receiptJson);
  await checkAtBothWidths(verify, 'verify-genuine', verify.getByText('Genuine and unchanged'));
  await check(first.receiptJson.replace('Grace', 'Grade'));
  await checkAtBothWidths(
    verify,
    'verify-altered',
    verify.getByText('Altered: this receipt does not match its signature'),
  );
  expect(checkerErrors).toEqual([]);
  await checker.close();
});
