import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations, horizontalOverflow } from './checks.ts';

// Every screen must work on a small phone and on a laptop. A screen is reached once and checked at
// both widths by resizing the window: loading it again at the other width would only repeat the
// same requests and, for a screen reached by sign-in and set-up, the whole way there.

export const PHONE = { width: 375, height: 740 } as const;
export const LAPTOP = { width: 1280, height: 800 } as const;
export const WIDTHS = [PHONE, LAPTOP] as const;
type Size = (typeof WIDTHS)[number];

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
 * Checks the screen now on `page` at both widths, the window's own first so one resize does:
 * `shows` proves it rendered, nothing scrolls sideways, axe finds nothing serious, and a full-page
 * screenshot is kept as test-results/<name>-<width>.png.
 */
export async function checkAtBothWidths(page: Page, name: string, shows: Locator): Promise<void> {
  const order = page.viewportSize()?.width === PHONE.width ? [PHONE, LAPTOP] : [LAPTOP, PHONE];
  for (const size of order) {
    await test.step(`${name} at ${size.width} px`, async () => {
      if (page.viewportSize()?.width !== size.width) await resize(page, size);
      await expect(shows).toBeVisible();
      expect(
        await horizontalOverflow(page),
        `${name}: overflow at ${size.width} px`,
      ).toBeLessThanOrEqual(0);
      await expectNoSeriousAxeViolations(page);
      await page.screenshot({ path: `test-results/${name}-${size.width}.png`, fullPage: true });
    });
  }
}
