import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, watchErrors } from './checks.ts';
import { signedInNewOwner } from './fixtures.ts';

// The dashboard's paper-trading bot: started with an amount, its log arriving by the 5 s poll,
// stopped, and the same after a reload (the server keeps the bot, not the page).
test('[OWNER] starts the paper bot with an amount, watches its log, stops it, and finds it so after a reload', async ({
  page,
  request,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signedInNewOwner(page, request);
  const errors = watchErrors(page);
  // SPEC's address for the bot still opens it, under the name that says what it is.
  await page.goto('/dashboard?panel=dashboard');
  await expect(page).toHaveURL(/\?panel=simulator$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Trading simulator' })).toBeVisible();
  await expect(page.getByText('Simulated — no real money').first()).toBeVisible();

  await page.getByLabel('Amount per trade').fill('250');
  await page.getByRole('button', { name: 'Start bot' }).click();
  await expect(page.getByRole('button', { name: 'Stop bot' })).toBeVisible();
  const log = page.getByRole('log');
  await expect(log).toContainText('Started paper trading with $250.00 per trade');
  // The server's worker acts on the current market step within a second; the poll brings it.
  await expect(log).toContainText('Prices: MAPL', { timeout: 15_000 });
  await page.screenshot({ path: 'test-results/paper-bot-running-1280.png', fullPage: true });

  // The bot runs on the server: a reload finds it running, with its log.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Stop bot' })).toBeVisible();
  await expect(page.getByRole('log')).toContainText('Prices: MAPL');
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Stop bot' }).click();
  await expect(page.getByRole('button', { name: 'Start bot' })).toBeVisible();
  await expect(page.getByRole('log')).toContainText('Stopped. Virtual balance');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Start bot' })).toBeVisible();
  await expect(page.getByRole('log')).toContainText('Stopped. Virtual balance');
  // The last run's amount is offered again.
  await expect(page.getByLabel('Amount per trade')).toHaveValue(/250/);
  // Stopped, the panel offers the reset too: checked as well.
  await expectNoSeriousAxeViolations(page);

  await page.setViewportSize({ width: 375, height: 740 });
  await page.screenshot({ path: 'test-results/paper-bot-stopped-375.png', fullPage: true });
  expect(errors).toEqual([]);
});
