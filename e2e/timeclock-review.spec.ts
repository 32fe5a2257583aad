import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { watchErrors } from './checks.ts';
import {
  approveOverHttp,
  centreOverHttp,
  joinOverHttp,
  newStaff,
  signedInNewOwner,
  signInOverHttp,
} from './fixtures.ts';

test('[OWNER] five flagged punches, accepted in one action with the suggested reasons', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const errors = watchErrors(page);
  const owner = await signedInNewOwner(page, request);
  const { id: centreId, code, headers } = await centreOverHttp(request, owner);
  const staff = newStaff('flags');
  await approveOverHttp(request, headers, await joinOverHttp(request, code, staff));

  // Five punches from a phone with location blocked, as the clock sends them: each is flagged.
  const session = await signInOverHttp(request, staff);
  for (const type of ['clock_in', 'break_start', 'break_end', 'break_start', 'break_end']) {
    const res = await request.post('/api/timeclock/punches/', {
      headers: { 'x-jwt': session.access_token },
      data: {
        id: randomUUID(),
        type,
        business_id: centreId,
        client_time: new Date().toISOString(),
        location_error: 'denied',
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  await page
    .getByRole('link', { name: /Time clock/ })
    .first()
    .click();
  await page.getByRole('tab', { name: 'Review' }).click();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(5);
  // Each comes with a reason to accept it, from why it was flagged.
  await expect(cards.first().getByLabel(/Reason for your decision/)).toHaveValue(
    'No location was shared; confirmed on site.',
  );

  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await page.getByRole('button', { name: 'Accept selected (5)' }).click();

  await expect(page.getByText('5 punches accepted')).toBeVisible();
  await expect(page.getByText(/Nothing to review/)).toBeVisible();
  await expect(cards).toHaveCount(0);

  // The audit log has each decision, with its reason, and the chain verifies.
  await page.getByRole('tab', { name: 'Audit log' }).click();
  const name = `${staff.firstName} ${staff.lastName}`;
  await expect(
    page.getByText(
      new RegExp(
        `accepted ${name}'s (clock-in|break start|break end) at .+: No location was shared; confirmed on site\\.$`,
      ),
    ),
  ).toHaveCount(5);
  await page.getByRole('button', { name: 'Verify chain' }).click();
  await expect(page.getByText(/^The chain is intact: \d+ entries/)).toBeVisible();
  expect(errors).toEqual([]);
});
