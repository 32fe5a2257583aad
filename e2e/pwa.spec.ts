import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { approvedStaffOverHttp, openSignedIn, signInThroughForm } from './fixtures.ts';

// The installable app (apps/web/src/sw, lib/pwa): registered once someone has signed in, never
// on a first visit (decision 004); installable from the clock; and, after one signed-in visit,
// the clock screen opens with no connection at all. The update prompt is tested with a stand-in
// for workbox-window (apps/web/src/lib/pwa/app-update.test.tsx): a second deployment while a
// journey runs would mean a second build of the app.

const phoneSize = { width: 375, height: 800 };

const approvedStaff = async (request: APIRequestContext) =>
  (await approvedStaffOverHttp(request, 'installed')).staff;

const registrations = (page: Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);

/** The clock screen as the staff member sees it: the frame, and the panel's heading. */
async function expectTheClock(page: Page) {
  await expect(page.getByRole('link', { name: 'VerifiedHours' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Time clock' })).toBeVisible();
}

/** A catalogue key shown in place of its words ('timeclock.offline.saved'). */
const SHOWN_KEY = /\b[a-z][A-Za-z]+\.[a-z][A-Za-z]+\.[A-Za-z.]+\b/;

test('[VISITOR] the landing page and the sign-in page register no service worker', async ({
  page,
  request,
}) => {
  await page.goto('/', { waitUntil: 'load' });
  await expect(page.getByRole('link', { name: 'Sign up' }).first()).toBeVisible();
  // workbox-window registers after the load event; the landing page must not have done it since.
  await page.waitForTimeout(500);
  expect(await registrations(page)).toBe(0);

  // Signing in is what starts it: the signed-in frame registers the worker.
  const staff = await approvedStaff(request);
  await signInThroughForm(page, staff.username, staff.password);
  await expectTheClock(page);
  await expect.poll(() => registrations(page)).toBe(1);
});

test('[STAFF] the app installs from the clock, and opens on the phone with no connection', async ({
  request,
  baseURL,
  launchOptions,
}) => {
  test.slow();
  const staff = await approvedStaff(request);
  // A browser profile of its own: installability is judged on a real profile, not an incognito one.
  const profile = await mkdtemp(path.join(tmpdir(), 'vh-pwa-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...launchOptions,
    ...(baseURL ? { baseURL } : {}),
    viewport: phoneSize,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await openSignedIn(page, request, staff, '/dashboard?panel=clock');
    await expectTheClock(page);

    await test.step('installable once the worker runs the page', async () => {
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      // The page that registered the worker is not taken over (no clients.claim): the next is.
      await page.reload();
      await expectTheClock(page);
      await expect
        .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
        .toBe(new URL('/sw.js', page.url()).href);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      const manifest = await cdp.send('Page.getAppManifest');
      expect(manifest.errors).toEqual([]);
      expect(manifest.url).toBe(new URL('/manifest.webmanifest', page.url()).href);
      await page.screenshot({ path: test.info().outputPath('installed-clock.png') });
    });

    await test.step('opens the clock screen with every request failing', async () => {
      // Everything that would leave the phone fails, the worker's own requests too; only what
      // the worker kept can answer.
      const failed: string[] = [];
      await context.route('**/*', (route) => {
        failed.push(new URL(route.request().url()).pathname);
        return route.abort('internetdisconnected');
      });
      await page.reload();
      await expectTheClock(page);
      await expect(page.getByText('You are clocked out.')).toBeVisible();
      // The page itself was asked of the network first, and failed: what shows is the kept copy.
      expect(failed).toContain('/dashboard');
      expect(failed.some((pathname) => pathname.startsWith('/assets/'))).toBe(false);
      expect(await page.locator('body').innerText()).not.toMatch(SHOWN_KEY);
      await page.screenshot({ path: test.info().outputPath('offline-clock.png') });
    });
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});
