import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, horizontalOverflow, watchErrors } from './checks.ts';
import { signedInNewOwner } from './fixtures.ts';

// Every screen of the signed-in shell an owner reaches, and the h1 that proves it rendered.
const views = [
  { path: '/dashboard', heading: /^Welcome, / },
  { path: '/dashboard?panel=dashboard', heading: 'Dashboard' },
  { path: '/dashboard?panel=profile', heading: 'Profile' },
  { path: '/dashboard?panel=settings&tab=account', heading: 'Settings' },
  { path: '/dashboard?panel=settings&tab=centres', heading: 'Settings' },
  { path: '/dashboard?panel=settings&tab=subscription', heading: 'Settings' },
  { path: '/dashboard?panel=settings&tab=security', heading: 'Settings' },
] as const;

for (const size of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`[OWNER] at ${size.width} px: every dashboard screen fits, passes axe and logs no errors`, async ({
    page,
    request,
  }) => {
    // Six screens with an axe run each: past the default minute on a loaded machine.
    test.slow();
    await page.setViewportSize(size);
    await signedInNewOwner(page, request);
    const errors = watchErrors(page);

    for (const { path, heading } of views) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(await horizontalOverflow(page), `overflow at ${path}`).toBeLessThanOrEqual(0);
      await expectNoSeriousAxeViolations(page);
    }

    await page.goto('/dashboard?panel=profile');
    await page.getByRole('button', { name: 'Edit profile' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit profile' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    expect(errors).toEqual([]);
  });
}
