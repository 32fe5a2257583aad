import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { ZReviewQueue, ZShiftList, type TShiftList } from '@vh/contracts';
import { expectNoSeriousAxeViolations, watchErrors } from './checks.ts';
import { DEAD_TILE_SERVER } from './environment.ts';
import {
  approvedStaffOverHttp,
  expectOnTheClock,
  insideTheFence,
  openSignedIn,
  signInOverHttp,
  type NewStaff,
} from './fixtures.ts';

// Playwright cannot take a service worker offline with setOffline (microsoft/playwright#2311): the
// pages are set offline (navigator.onLine, the `offline` and `online` events) and every request,
// the worker's too, is aborted by a route, so only what the worker keeps in its cache answers.

const phone = { width: 375, height: 800 };

const approvedStaff = (request: APIRequestContext) => approvedStaffOverHttp(request, 'offline');

/** The staff member's phone: location allowed, standing inside the centre's fence. */
const phoneContext = (browser: Browser) =>
  browser.newContext({
    viewport: phone,
    geolocation: insideTheFence,
    permissions: ['geolocation'],
  });

async function phoneOf(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  watchErrors(page, { expectedFrom: DEAD_TILE_SERVER });
  return page;
}

async function cutTheNetwork(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
}

async function restoreTheNetwork(context: BrowserContext): Promise<void> {
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(false);
}

/** The worker is installed and active, so a reload without network is answered from its cache. */
async function workerReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

async function shiftsOf(request: APIRequestContext, staff: NewStaff): Promise<TShiftList> {
  const session = await signInOverHttp(request, staff);
  const from = new Date(Date.now() - 3 * 3_600_000).toISOString();
  const to = new Date(Date.now() + 3_600_000).toISOString();
  const res = await request.get(`/api/timeclock/shifts/?from=${from}&to=${to}`, {
    headers: { 'x-jwt': session.access_token },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ZShiftList.parse(await res.json());
}

const waiting = (page: Page) => page.getByTestId('offline-waiting');

test('[STAFF] a clock-in without signal is kept through a reload and a closed tab, then sent once with its own time', async ({
  browser,
  request,
}) => {
  test.slow();
  const { staff, ownerHeaders } = await approvedStaff(request);
  const context = await phoneContext(browser);
  // The phone loses signal at 9:00 and finds it again at 9:47. Rather than wait 47 minutes, the
  // journey starts 47 minutes in the past: the phone's clock, and the server's time as the phone
  // reads it, are set back until it comes back online, when both are true again.
  const away = 47 * 60_000;
  await context.clock.install({ time: new Date(Date.now() - away) });
  await context.route('**/api/timeclock/status/', async (route) => {
    const response = await route.fetch();
    const status = (await response.json()) as { server_time: string };
    const then = new Date(Date.parse(status.server_time) - away).toISOString();
    await route.fulfill({ response, json: { ...status, server_time: then } });
  });
  const page = await phoneOf(context);
  await openSignedIn(page, request, staff);
  await expectOnTheClock(page);
  await expect(page.getByText('You are clocked out.')).toBeVisible();
  await workerReady(page);

  await cutTheNetwork(context);
  await expect(page.getByTestId('connection-line')).toContainText('Offline');
  await page.getByRole('button', { name: 'Clock in', exact: true }).click();
  await expect(waiting(page)).toContainText(
    'Saved on this phone — will be sent when you are online (1 waiting)',
  );
  await expect(page.getByText(/clocked in/i).first()).toBeVisible();

  // A reload without network: the worker's copy of the app, the punch still waiting.
  await page.reload();
  await expect(waiting(page)).toContainText('(1 waiting)');
  // The tab closed and opened again, still without network.
  await page.close();
  const again = await phoneOf(context);
  await again.goto('/dashboard');
  await expect(waiting(again)).toContainText('(1 waiting)');
  await expect(again.getByRole('button', { name: 'Clock in', exact: true })).toHaveCount(0);

  // Signal again, 47 minutes later by every clock.
  await context.clock.setSystemTime(new Date());
  await restoreTheNetwork(context);
  await expect(waiting(again)).toHaveCount(0);
  await expect(again.getByTestId('verdict')).toBeVisible();
  await expect(again.getByText(/delivered 4[6-8] min later/).first()).toBeVisible();

  // Exactly one punch, timed when the button was pressed and flagged as recorded offline.
  const { shifts } = await shiftsOf(request, staff);
  expect(shifts).toHaveLength(1);
  const punches = shifts[0]!.punches;
  expect(punches).toHaveLength(1);
  const [punch] = punches;
  expect(punch!.reasons).toContain('RECORDED_OFFLINE');
  const late = Date.parse(punch!.received_time) - Date.parse(punch!.server_time);
  expect(late).toBeGreaterThan(away - 60_000);
  expect(late).toBeLessThan(away + 60_000);
  // The reviewer sees it, with both times.
  const queue = await request.get('/api/timeclock/reviews/', { headers: ownerHeaders });
  const items = ZReviewQueue.parse(await queue.json()).items;
  expect(items.map((item) => item.punch.id)).toEqual([punch!.id]);
  await context.close();
});

test('[STAFF] a break and a clock-out made without signal leave in order when it returns', async ({
  browser,
  request,
}) => {
  const { staff } = await approvedStaff(request);
  const context = await phoneContext(browser);
  const page = await phoneOf(context);
  await openSignedIn(page, request, staff);
  await page.getByRole('button', { name: 'Clock in', exact: true }).click();
  await expect(page.getByTestId('verdict')).toBeVisible();
  await workerReady(page);

  await cutTheNetwork(context);
  await page.getByRole('button', { name: 'Start break', exact: true }).click();
  await expect(waiting(page)).toContainText('(1 waiting)');
  await page.getByRole('button', { name: 'End break', exact: true }).click();
  await expect(waiting(page)).toContainText('(2 waiting)');
  await page.getByRole('button', { name: 'Clock out', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Clock out now?' })
    .getByRole('button', { name: 'Clock out', exact: true })
    .click();
  await expect(waiting(page)).toContainText('(3 waiting)');
  await expect(page.getByText('You are clocked out.')).toBeVisible();
  // The clock without signal reads as well as every other screen.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  await restoreTheNetwork(context);
  await expect(waiting(page)).toHaveCount(0);
  await expect(page.getByTestId('last-sent')).toBeVisible();
  const { shifts } = await shiftsOf(request, staff);
  expect(shifts).toHaveLength(1);
  const shift = shifts[0]!;
  expect(shift.ended_at).not.toBeNull();
  expect(shift.punches.map((p) => p.type)).toEqual([
    'clock_in',
    'break_start',
    'break_end',
    'clock_out',
  ]);
  // Delivered within seconds: nothing to review for having waited.
  expect(shift.punches.flatMap((p) => p.reasons)).not.toContain('RECORDED_OFFLINE');
  await context.close();
});

test('[STAFF] a new version of the app, taken while a punch waits, loses none of it', async ({
  browser,
  request,
}) => {
  const { staff } = await approvedStaff(request);
  const context = await phoneContext(browser);
  const page = await phoneOf(context);
  // The phone runs the app's previous version: its worker is installed and active. A route
  // cannot change the bytes of a worker's script, so the previous version's script has another
  // address instead, which the browser treats the same way when it meets the current one.
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/sw.js?previous-version');
    await navigator.serviceWorker.ready;
  });
  await openSignedIn(page, request, staff);
  await expect(page.getByText('You are clocked out.')).toBeVisible();
  expect(
    await page.evaluate(() =>
      navigator.serviceWorker.controller?.scriptURL.endsWith('?previous-version'),
    ),
  ).toBe(true);

  // Signing in registered the current version: it installs and waits to be taken; nothing swaps
  // under the person.
  const update = page.getByRole('status').filter({ hasText: 'Update available' });
  await expect(update).toBeVisible();

  // The API is out of reach (the app's files still load): the clock-in waits on the phone.
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Clock in', exact: true }).click();
  await expect(waiting(page)).toContainText('(1 waiting)');
  await update.getByRole('button', { name: 'Reload' }).click();
  await expect(update).toHaveCount(0);
  await expect(waiting(page)).toContainText('(1 waiting)');
  expect(
    await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js')),
  ).toBe(true);

  // Back online; Background Sync, fired as the browser would, wakes the page to send it.
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  const cdp = await context.newCDPSession(page);
  const registered = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find((r) => !r.isDeleted);
      if (live) resolve(live.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin: new URL(page.url()).origin,
    registrationId: await registered,
    tag: 'vh-punches',
    lastChance: false,
  });
  await expect(waiting(page)).toHaveCount(0);
  const { shifts } = await shiftsOf(request, staff);
  expect(shifts.flatMap((s) => s.punches).map((p) => p.type)).toEqual(['clock_in']);
  await context.close();
});
