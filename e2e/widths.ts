import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  elementsPastTheEdge,
  expectInsideWindow,
  expectNoSeriousAxeViolations,
  horizontalOverflow,
} from './checks.ts';

// Every screen must work on a small phone, a tablet and a laptop. A screen is reached once and
// checked at every width by resizing the window: loading it again at another width would only
// repeat the same requests and, for a screen reached by sign-in and set-up, the whole way there.

export const PHONE = { width: 375, height: 740 } as const;
/** An iPad Air held upright: where the burger menu and the widest tables meet. */
export const TABLET = { width: 820, height: 1180 } as const;
export const LAPTOP = { width: 1280, height: 800 } as const;
export const WIDTHS = [PHONE, TABLET, LAPTOP] as const;
type Size = { width: number; height: number };

/**
 * Widths between a tablet held upright and one held sideways, where nothing may scroll sideways
 * either: a layout that fits at 768 and 1024 px can still break in between, at a breakpoint.
 */
export const TABLET_SWEEP = [768, 820, 900, 992, 1024] as const;

/**
 * Resizes the window and lets the page answer: media-query listeners (a modal that turns full
 * screen on a phone) re-render in the frames after the resize event, not with it.
 */
export async function resize(page: Page, size: Size): Promise<void> {
  await page.setViewportSize(size);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
  );
}

/**
 * Checks the screen now on `page` at every width, the window's own first so one resize fewer
 * does: `shows` proves it rendered, nothing scrolls sideways, each of `within` (the header's
 * account menu, a row's action) sits inside the window, axe finds nothing serious, and a
 * full-page screenshot is kept as test-results/<name>-<width>.png.
 */
export async function checkAtEveryWidth(
  page: Page,
  name: string,
  shows: Locator,
  { within = [] }: { within?: readonly Locator[] } = {},
): Promise<void> {
  const now = page.viewportSize()?.width;
  const order = [...WIDTHS].sort((a, b) => Number(b.width === now) - Number(a.width === now));
  for (const size of order) {
    await test.step(`${name} at ${size.width} px`, async () => {
      if (page.viewportSize()?.width !== size.width) await resize(page, size);
      await expect(shows).toBeVisible();
      const over = await horizontalOverflow(page);
      if (over > 0) {
        const culprits = await elementsPastTheEdge(page);
        expect(over, `${name}: overflow at ${size.width} px by ${culprits.join('; ')}`).toBe(0);
      }
      // A page that does not scroll sideways can still hide an action in a table scrolled inside it.
      for (const locator of [shows, ...within]) await expectInsideWindow(page, locator);
      await expectNoSeriousAxeViolations(page);
      await page.screenshot({ path: `test-results/${name}-${size.width}.png`, fullPage: true });
    });
  }
}

/**
 * Sweeps the tablet widths for sideways scrolling only (no axe, no screenshot: a resize and one
 * measure each), for the screens whose content is wide: tables, tab rows, the header's links.
 * Leaves the window at the width it found.
 */
export async function checkTabletSweep(page: Page, name: string): Promise<void> {
  const before = page.viewportSize() ?? LAPTOP;
  const overflows: string[] = [];
  for (const width of TABLET_SWEEP) {
    await resize(page, { width, height: TABLET.height });
    const over = await horizontalOverflow(page);
    if (over > 0) {
      const culprits = await elementsPastTheEdge(page);
      overflows.push(`${width} px: ${over} px too wide (${culprits.join('; ')})`);
    }
  }
  await resize(page, before);
  expect(overflows, `${name}: sideways scrolling between 768 and 1024 px`).toEqual([]);
}
