import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ZPunchResponse, type TPunchRequest, type TPunchType } from '@vh/contracts';
import { watchErrors } from './checks.ts';
import { DEAD_TILE_SERVER } from './environment.ts';
import {
  addShiftOverHttp,
  approveOverHttp,
  centreOverHttp,
  expectOnTheClock,
  expectWelcomed,
  farFromTheCentre,
  fillStaffSignUpForm,
  harbourfrontKiosk,
  insideTheFence,
  joinOverHttp,
  lastWeekOverHttp,
  newOwner,
  type NewOwner,
  newStaff,
  type NewStaff,
  signedInNewOwner,
  openSignedIn,
  signInOverHttp,
  signUpOverHttp,
} from './fixtures.ts';
import { checkAtEveryWidth, checkTabletSweep, LAPTOP, PHONE } from './widths.ts';

// Every screen, at a phone's width, a tablet's and a laptop's: it renders, nothing scrolls
// sideways, the account menu stays in the window, axe finds nothing serious, and a screenshot is
// kept. The screens with wide content are also swept across the tablet widths (768 to 1024 px)
// for sideways scrolling. The journeys themselves (timeclock, staff-joins, owner-centres) run
// once, at the width their person uses; here each screen is reached the short way (its data made
// over HTTP) and resized rather than loaded three times. Each test starts at a width its journey
// does not use, so the clicks on the way (forms, buttons) are also made at that width.

// The tests share nothing: any worker may take any of them.
test.describe.configure({ mode: 'parallel' });

const centre = harbourfrontKiosk;

/**
 * One screen of a table: where it is (a path, and the click for a tab the URL does not name),
 * what proves it rendered, its screenshot's name, and whether its content is wide enough to be
 * swept across the tablet widths too.
 */
type Screen = {
  path: string;
  open?: (page: Page) => Promise<void>;
  shows: (page: Page) => Locator;
  shot: string;
  wide?: boolean;
};

const h1 = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { level: 1, name });
const tab = (name: string) => (page: Page) => page.getByRole('tab', { name }).click();

/** The signed-in header's account menu, which no width may push out of the window. */
const accountMenu = (page: Page) => page.getByRole('button', { name: /Account menu$/ });

/** Visits each screen in turn: loaded only when its path differs from the last one's. */
async function visitAll(page: Page, screens: readonly Screen[]): Promise<void> {
  let at = '';
  for (const { path, open, shows, shot, wide } of screens) {
    if (path !== at) await page.goto(path);
    at = path;
    await open?.(page);
    await checkAtEveryWidth(page, shot, shows(page), { within: [accountMenu(page)] });
    if (wide) await checkTabletSweep(page, shot);
  }
}

// ---- Owner: the screens of a team at work ----

/** People with names of their own, so the team's rows tell them apart. */
const team = [
  { first: 'Grace', last: 'Hopper', days: [0, 1, 2, 3, 4] },
  { first: 'Katherine', last: 'Johnson', days: [0, 2, 4, 5] },
  { first: 'Dorothy', last: 'Vaughan', days: [1, 3, 5, 6] },
  { first: 'Mary', last: 'Jackson-Whitfield', days: [0, 1, 2, 3, 4, 5] },
] as const;

/**
 * An owner's centre with the team above approved and a week of shifts each (last week, so every
 * day is past), one more person waiting for approval, and the first person's day today as in the
 * time-clock journey: verified in, out from 2 km away, in with location blocked (two flags to
 * review, and an open shift on the board).
 */
async function ownerWithATeam(request: APIRequestContext, owner: NewOwner) {
  const { id: centreId, code, headers } = await centreOverHttp(request, owner);
  const { weekStart, dates } = await lastWeekOverHttp(request, headers);
  const people: { staff: NewStaff; uid: string }[] = [];
  for (const { first, last, days } of team) {
    const staff = { ...newStaff(first.toLowerCase()), firstName: first, lastName: last };
    const uid = await joinOverHttp(request, code, staff);
    await approveOverHttp(request, headers, uid);
    for (const day of days) {
      const date = dates[day] ?? weekStart;
      await addShiftOverHttp(request, headers, {
        staffUid: uid,
        centreId,
        date,
        from: '08:00',
        // Long Fridays and Saturdays, so the week runs into overtime.
        to: day >= 4 ? '19:45' : '16:30',
      });
    }
    people.push({ staff, uid });
  }
  const waiting = { ...newStaff('ada'), firstName: 'Ada', lastName: 'Byron' };
  await joinOverHttp(request, code, waiting);

  const [first] = people;
  if (!first) throw new Error('the team has nobody in it');
  const { access_token: token } = await signInOverHttp(request, first.staff);
  await punchOverHttp(request, token, centreId, 'clock_in', insideTheFence);
  await punchOverHttp(request, token, centreId, 'clock_out', farFromTheCentre);
  await punchOverHttp(request, token, centreId, 'clock_in', 'denied');
  return { weekStart, first, waiting };
}
type TTeam = Awaited<ReturnType<typeof ownerWithATeam>>;

const nameOf = (person: Pick<NewStaff, 'firstName' | 'lastName'>) =>
  `${person.firstName} ${person.lastName}`;

/** The owner's screens of people and hours, one row each, for a team made by ownerWithATeam. */
const teamScreens = ({ weekStart, first, waiting }: TTeam): readonly Screen[] => [
  {
    path: '/dashboard?panel=staff',
    shows: (p) =>
      p
        .getByRole('region', { name: `${waiting.firstName} ${waiting.lastName}` })
        .getByText('Pending'),
    shot: 'staff-list',
    wide: true,
  },
  {
    // The row's Approve is the action an owner comes for: it must stay in the window.
    path: `/dashboard?panel=timesheets&week=${weekStart}`,
    shows: (p) => p.getByRole('button', { name: `Approve week: ${nameOf(first.staff)}` }),
    shot: 'timesheets-team',
    wide: true,
  },
  {
    path: `/dashboard?panel=timesheets&week=${weekStart}&staff=${first.uid}`,
    shows: (p) => p.getByRole('heading', { level: 2, name: `Timesheet of ${nameOf(first.staff)}` }),
    shot: 'timesheets-staff-week',
    wide: true,
  },
  {
    path: '/dashboard?panel=reports',
    shows: (p) => p.getByRole('heading', { name: 'By person' }),
    shot: 'reports',
    wide: true,
  },
  {
    path: '/dashboard?panel=reports',
    open: tab('Overtime and holidays'),
    shows: (p) => p.getByRole('heading', { name: 'Overtime rules' }),
    shot: 'reports-settings',
    wide: true,
  },
];

/** The owner's time clock tabs (the URL names none of them), for the same team. */
const clockScreens = ({ first }: TTeam): readonly Screen[] => [
  {
    path: '/dashboard?panel=clock',
    shows: (p) => p.getByRole('row', { name: new RegExp(nameOf(first.staff)) }),
    shot: 'clock-board',
    wide: true,
  },
  {
    path: '/dashboard?panel=clock',
    open: async (p) => {
      await tab('Review')(p);
      await expect(p.getByRole('article')).toHaveCount(2);
    },
    shows: (p) => p.getByText('The map could not load', { exact: false }).first(),
    shot: 'clock-review',
    wide: true,
  },
  {
    path: '/dashboard?panel=clock',
    open: async (p) => {
      await tab('Audit log')(p);
      await p.getByRole('button', { name: 'Verify chain' }).click();
    },
    shows: (p) => p.getByText(/^The chain is intact: \d+ entries/),
    shot: 'clock-audit',
    wide: true,
  },
];

// Two tests, so the two workers share the team's screens.
for (const [what, table] of [
  ['the staff list, the team week, a staff week and reports', teamScreens],
  ['the time clock board, review and audit log', clockScreens],
] as const) {
  test(`[OWNER] ${what} with a team, at 375, 820 and 1280 px`, async ({ page, request }) => {
    test.slow();
    await page.setViewportSize(LAPTOP);
    const errors = watchErrors(page, { expectedFrom: DEAD_TILE_SERVER });
    const owner = newOwner();
    await signUpOverHttp(request, owner);
    const team = await ownerWithATeam(request, owner);
    await openSignedIn(page, request, owner);
    await expectWelcomed(page, owner.firstName);
    await visitAll(page, table(team));
    expect(errors).toEqual([]);
  });
}

// ---- Staff: every screen of an approved staff member with a week of shifts ----
// Staff land on the clock: their home is the clock, clocked out.
const staffScreens = (weekStart: string): readonly Screen[] => [
  { path: '/dashboard', shows: (p) => p.getByText('You are clocked out.'), shot: 'staff-home' },
  {
    path: `/dashboard?panel=timesheets&week=${weekStart}`,
    shows: (p) => p.getByRole('heading', { level: 2, name: 'My timesheet' }),
    shot: 'timesheets-own-week',
    wide: true,
  },
  { path: '/dashboard?panel=profile', shows: h1('Profile'), shot: 'staff-profile' },
  ...(['account', 'preferences', 'employment', 'security'] as const).map((name) => ({
    path: `/dashboard?panel=settings&tab=${name}`,
    shows: h1('Settings'),
    shot: `staff-settings-${name}`,
    wide: true,
  })),
];

test('[STAFF] every screen of an approved staff member with a week of shifts, at 375, 820 and 1280 px', async ({
  page,
  request,
}) => {
  test.slow();
  const owner = newOwner();
  await signUpOverHttp(request, owner);
  const { centreId, headers, staff, uid } = await centreWithApprovedStaff(request, owner);
  const { weekStart, dates } = await lastWeekOverHttp(request, headers);
  for (const date of dates.slice(0, 5)) {
    await addShiftOverHttp(request, headers, {
      staffUid: uid,
      centreId,
      date,
      from: '09:00',
      to: '17:30',
    });
  }

  await page.setViewportSize(LAPTOP);
  const errors = watchErrors(page);
  await openSignedIn(page, request, staff);
  await expectOnTheClock(page);
  await visitAll(page, staffScreens(weekStart));
  expect(errors).toEqual([]);
});

test('[STAFF] the clock verified, flagged and with location blocked, at 375, 820 and 1280 px', async ({
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
  await openSignedIn(page, request, staff);
  await expectOnTheClock(page);
  // The verdict shows what the last press answered (the page keeps it, not the server), so each
  // state is one press on from the last.
  const press = (name: string) => page.getByRole('button', { name, exact: true }).click();
  const verdict = page.getByTestId('verdict');
  const states = [
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
        // Clocking out asks first; the dialog has its own Clock out.
        await page
          .getByRole('dialog', { name: 'Clock out now?' })
          .getByRole('button', { name: 'Clock out', exact: true })
          .click();
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
    await checkAtEveryWidth(page, shot, shows);
  }
  expect(errors).toEqual([]);
});

// ---- Owner: the account screens of a new owner (no centre yet) ----
// The owner's home is the day's overview under the welcome; the bot is the Trading simulator.
const ownerAccountScreens: readonly Screen[] = [
  {
    path: '/dashboard',
    shows: (p) => p.getByRole('heading', { level: 2, name: /^Today/ }),
    shot: 'owner-home',
  },
  { path: '/dashboard?panel=simulator', shows: h1('Trading simulator'), shot: 'owner-simulator' },
  { path: '/dashboard?panel=profile', shows: h1('Profile'), shot: 'owner-profile' },
  {
    path: '/dashboard?panel=profile',
    open: (p) => p.getByRole('button', { name: 'Edit profile' }).click(),
    shows: (p) => p.getByRole('dialog', { name: 'Edit profile' }),
    shot: 'profile-edit',
  },
];
const ownerSettingsScreens: readonly Screen[] = (
  ['account', 'centres', 'subscription', 'security'] as const
).map((name) => ({
  path: `/dashboard?panel=settings&tab=${name}`,
  shows: h1('Settings'),
  shot: `settings-${name}`,
  wide: true,
}));

for (const [what, table] of [
  ['home, dashboard and profile', ownerAccountScreens],
  ['settings tabs', ownerSettingsScreens],
] as const) {
  test(`[OWNER] the ${what} of a new owner, at 375, 820 and 1280 px`, async ({ page, request }) => {
    test.slow();
    await page.setViewportSize(PHONE);
    const errors = watchErrors(page);
    await signedInNewOwner(page, request);
    await visitAll(page, table);
    expect(errors).toEqual([]);
  });
}

test('[OWNER] the new-centre form and the centre card, at 375, 820 and 1280 px', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  await page.setViewportSize(PHONE);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(insideTheFence);
  const errors = watchErrors(page, { expectedFrom: DEAD_TILE_SERVER });
  await signedInNewOwner(page, request, { at: '/dashboard?panel=settings&tab=centres' });
  await page.getByRole('button', { name: 'Add a business centre' }).click();
  const dialog = page.getByRole('dialog', { name: 'New business centre' });
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(centre.name);
  await dialog.getByRole('textbox', { name: /^Street address(?! 2)/ }).fill(centre.street);
  await dialog.getByRole('textbox', { name: /^City/ }).fill(centre.city);
  await dialog.getByRole('combobox', { name: 'Province' }).click();
  await page.getByRole('option', { name: 'ON - Ontario', exact: true }).click();
  await dialog.getByRole('textbox', { name: /^Postal code/ }).fill('m5j2g8');
  await dialog.getByRole('button', { name: 'Use my location' }).click();
  await checkAtEveryWidth(
    page,
    'centre-form',
    dialog.getByText('Location found, accurate to about 8 m.'),
  );

  await dialog.getByRole('button', { name: 'Save' }).click();
  const card = page.getByRole('region', { name: centre.name });
  await checkAtEveryWidth(
    page,
    'centres',
    card.getByRole('img', { name: /^QR code of the invite link http/ }),
  );
  expect(errors).toEqual([]);
});

test('[STAFF] the invite sign-up form, filled, and the dashboard under review, at 375, 820 and 1280 px', async ({
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
  await checkAtEveryWidth(
    page,
    'staff-sign-up',
    page.getByRole('heading', { name: `You are joining ${centre.name}` }),
  );

  // Sending the form is the short way to a signed-in account under review.
  await page.getByRole('button', { name: 'Sign up' }).click();
  await checkAtEveryWidth(page, 'staff-review', page.getByText('Your account is under review'), {
    within: [accountMenu(page)],
  });
  expect(errors).toEqual([]);
});

test('[OWNER] the staff edit modal and its start-date calendar, at 375, 820 and 1280 px', async ({
  page,
  request,
}) => {
  test.slow();
  await page.setViewportSize(PHONE);
  const errors = watchErrors(page);
  const owner = await signedInNewOwner(page, request);
  const { code, headers } = await centreOverHttp(request, owner);
  const staff = newStaff();
  await approveOverHttp(request, headers, await joinOverHttp(request, code, staff));

  // The modal as the owner opens it in the journey: for someone already approved.
  await page.goto('/dashboard?panel=staff');
  const card = page.getByRole('region', { name: `${staff.firstName} ${staff.lastName}` });
  await card.getByRole('button', { name: 'Edit' }).click();
  const modal = page.getByRole('dialog', { name: 'Edit staff profile' });
  await checkAtEveryWidth(page, 'staff-edit', modal.getByLabel('First name'));

  await modal.getByLabel('Start date').click();
  const calendar = page.getByRole('dialog', { name: 'Calendar' });
  await checkAtEveryWidth(
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
  const uid = await joinOverHttp(request, code, staff);
  await approveOverHttp(request, headers, uid);
  return { centreId: id, headers, staff, uid };
}

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

test('[VISITOR] /verify with a genuine receipt and an altered one, at 375, 820 and 1280 px', async ({
  browser,
  request,
}) => {
  const owner = newOwner();
  await signUpOverHttp(request, owner);
  const { centreId, staff } = await centreWithApprovedStaff(request, owner);
  const { access_token: token } = await signInOverHttp(request, staff);
  const { receiptJson } = await punchOverHttp(request, token, centreId, 'clock_in', insideTheFence);

  // Anyone checks a receipt, signed out, in a browser of their own.
  const checker = await browser.newContext({ viewport: PHONE });
  const verify = await checker.newPage();
  const errors = watchErrors(verify);
  await verify.goto('/verify');
  const check = async (receipt: string) => {
    await verify.getByLabel('Receipt (JSON)').fill(receipt);
    await verify.getByRole('button', { name: 'Check receipt' }).click();
  };
  await check(receiptJson);
  await checkAtEveryWidth(
    verify,
    'verify-genuine',
    verify.getByText('Signed by VerifiedHours and unchanged'),
  );
  await check(receiptJson.replace('Grace', 'Grade'));
  await checkAtEveryWidth(
    verify,
    'verify-altered',
    verify.getByText('Altered: this receipt does not match its signature'),
  );
  expect(errors).toEqual([]);
  await checker.close();
});
