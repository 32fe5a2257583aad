import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// Checks every screen journey can run on what it shows: errors, overflow and accessibility.

/** Console errors and uncaught exceptions of a page, collected while a test drives it. */
export function watchErrors(page: Page, options: { expectedFrom?: string } = {}): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // A resource the test made unreachable on purpose (the map's tile server) fails as planned.
    const from = message.location().url;
    if (options.expectedFrom && from.startsWith(options.expectedFrom)) return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Waits for the page's finite animations and transitions (a modal fading in, a toast sliding) to
 * end: contrast measured mid-fade is a blend that no one sees once the screen settles.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

async function seriousAxeViolations(page: Page): Promise<string[]> {
  await settled(page);
  // Legacy mode runs axe.run in the page and its frames. The default mode gathers each frame's
  // results and then opens a blank page to combine them, which tripled each check's time (0.7 s
  // against 2 s); it exists only for cross-origin frames, and this app's one frame (the hosted
  // checkout) is served from its own origin.
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(', ')})`,
    );
}

export async function expectNoSeriousAxeViolations(page: Page) {
  let serious = await seriousAxeViolations(page);
  // A toast may start to fade out while axe reads the page (seen: a closing toast's text measured
  // at 1.09:1 mid-fade). Such a blend is gone when the page settles again; a real fault is not.
  if (serious.length > 0) serious = await seriousAxeViolations(page);
  expect(serious, 'serious or critical axe violations').toEqual([]);
}

/** How far the page is wider than the window, in px (0 when nothing scrolls sideways). */
export const horizontalOverflow = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
