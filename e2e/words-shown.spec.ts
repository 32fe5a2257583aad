import { expect, test, type Page } from '@playwright/test';
import { NAMESPACES } from '@vh/contracts';
import { signedInNewOwner } from './fixtures.ts';

// A screen whose namespace its route did not load shows keys ('subscription.hostedPage.title')
// instead of words. Every public page and every panel and settings tab of an owner's dashboard,
// opened directly, shows none.

const KEY = new RegExp(`\\b(?:${NAMESPACES.join('|')})\\.[A-Za-z]+`);

async function keyShownAt(page: Page, path: string): Promise<string | undefined> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return (await page.locator('body').innerText()).match(KEY)?.[0];
}

test('[VISITOR+OWNER] no page, panel or tab shows a catalogue key instead of its words', async ({
  page,
  request,
}) => {
  const pages = ['/', '/pricing', '/contact', '/privacy', '/terms-of-service', '/verify'];
  for (const path of [...pages, '/login', '/register', '/invite', '/forgot', '/nowhere']) {
    expect(await keyShownAt(page, path), path).toBeUndefined();
  }
  await signedInNewOwner(page, request);
  const panels = ['home', 'dashboard', 'clock', 'timesheets', 'reports', 'profile', 'staff'];
  const tabs = ['account', 'centres', 'security', 'subscription', 'preferences', 'employment'];
  for (const query of [...panels, ...tabs.map((tab) => `settings&tab=${tab}`)]) {
    expect(await keyShownAt(page, `/dashboard?panel=${query}`), query).toBeUndefined();
  }
});
