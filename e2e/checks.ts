import axe from 'axe-core';
import { expect, type Locator, type Page } from '@playwright/test';

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

/** The page's window once axe-core is loaded (read in the page: nothing from here is in scope). */
type WithAxe = { axe: typeof axe };

/**
 * Loads axe-core into every frame whose document does not have it yet, allowed to talk to frames
 * of its own origin only. AxeBuilder sent and compiled the whole library (half a megabyte) twice
 * on every check, even into a document that already had it: more time than the check itself.
 */
async function loadAxe(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    const load = async () => {
      if (await frame.evaluate(() => 'axe' in window)) return;
      await frame.evaluate(axe.source);
      await frame.evaluate(() =>
        (window as unknown as WithAxe).axe.configure({ allowedOrigins: ['<same_origin>'] }),
      );
    };
    if (frame === page.mainFrame()) {
      await load();
      continue;
    }
    // A frame gone, or still without a document after a while, is skipped as AxeBuilder did.
    let waited: ReturnType<typeof setTimeout> | undefined;
    const giveUp = new Promise<void>((resolve) => (waited = setTimeout(resolve, 5_000)));
    await Promise.race([load().catch(() => undefined), giveUp]);
    clearTimeout(waited);
  }
}

async function seriousAxeViolations(page: Page): Promise<string[]> {
  await settled(page);
  // axe.run from the top document, which reaches the frames of its own origin (this app's one
  // frame, the hosted checkout, is served from it), as AxeBuilder's legacy mode ran it. Only the
  // violations are described in full: what passed is counted, not listed node by node.
  await loadAxe(page);
  const violations = await page.evaluate(async () => {
    const results = await (window as unknown as WithAxe).axe.run(document, {
      resultTypes: ['violations'],
    });
    return results.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
    }));
  });
  return violations
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

/**
 * Fails when the element reaches past the window's left or right edge, including when it is
 * clipped by a box that scrolls sideways inside the page (a wide table): there it is on no
 * screen until someone finds the scroll bar.
 */
export async function expectInsideWindow(page: Page, locator: Locator): Promise<void> {
  const clipped = await locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    let left = 0;
    let right = window.innerWidth;
    for (let up = element.parentElement; up; up = up.parentElement) {
      if (getComputedStyle(up).overflowX === 'visible') continue;
      const clip = up.getBoundingClientRect();
      left = Math.max(left, clip.left);
      right = Math.min(right, clip.right);
    }
    return box.left < left - 1 || box.right > right + 1
      ? `${Math.round(box.left)}–${Math.round(box.right)} px, visible ${Math.round(left)}–${Math.round(right)} px`
      : null;
  });
  expect(clipped, `${String(locator)} sticks out of the window`).toBeNull();
}

/**
 * The outermost elements that reach past the window's right edge, described by tag, class and
 * text: what a failed overflow check names, so the fix starts from the culprit, not a screenshot.
 */
export const elementsPastTheEdge = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const past = [...document.body.querySelectorAll('*')].filter(
      (element) => element.getBoundingClientRect().right > width + 1,
    );
    return past
      .filter((element) => !past.includes(element.parentElement as Element))
      .slice(0, 5)
      .map((element) => {
        const box = element.getBoundingClientRect();
        const text = (element.textContent ?? '').trim().slice(0, 40);
        return `<${element.tagName.toLowerCase()} class="${element.className.toString()}"> ${Math.round(box.left)}–${Math.round(box.right)} px "${text}"`;
      });
  });
