import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './checks.ts';
import { signedInNewOwner } from './fixtures.ts';

// SPEC §8: 'Connecting to the server / Please wait.' while the server cannot be reached, and
// 'Connected to the server.' once it can; 'Data refreshed' after a refresh someone asked for.

test('[OWNER] the app loses the server, says it is connecting, and says when it is back', async ({
  page,
  request,
}) => {
  test.slow();
  await signedInNewOwner(page, request, { at: '/dashboard?panel=clock' });
  await expect(page.getByRole('heading', { name: "Who's in now" })).toBeVisible();
  const refresh = page.getByRole('button', { name: "Refresh: Who's in now" });

  // A normal refresh says so, and nothing is said about the connection on a first load.
  await refresh.click();
  await expect(page.getByText('Data refreshed')).toBeVisible();
  await expect(page.getByText('Connected to the server.')).toHaveCount(0);

  // The server goes away: every API request is refused, as when it is down.
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  await refresh.click();
  const connecting = page.getByRole('alert').filter({ hasText: 'Connecting to the server' });
  await expect(connecting).toBeVisible();
  await expect(connecting).toContainText('Please wait.');
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: 'test-results/connection-connecting.png' });

  // It comes back; nobody clicks anything, and the app notices by itself.
  await page.unroute('**/api/**');
  await expect(page.getByText('Connected to the server.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Connecting to the server')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/connection-connected.png' });

  await refresh.click();
  await expect(page.getByText('Data refreshed')).toBeVisible();
});
