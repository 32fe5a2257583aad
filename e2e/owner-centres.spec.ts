import { expect, test } from '@playwright/test';
import { ZValidateInviteResponse } from '@vh/contracts';
import { expectNoSeriousAxeViolations, watchErrors } from './checks.ts';
import { signedInNewOwner } from './fixtures.ts';
import { DEAD_TILE_SERVER } from './environment.ts';

// The owner's first steps after sign-up: the home note leads to Business centres, where a centre
// is placed at the browser's position (set here; there is no GPS in a test browser) and the owner
// lands on its invite code, ready to share. Map tiles and hosted services are out of reach in tests.
const harbourfront = { latitude: 43.6387, longitude: -79.3817, accuracy: 8 };

// Run once, on a laptop; the form and the centre card at both widths, with overflow and axe
// checks, are in screens.spec.ts.
test('[OWNER] creates a business centre where they stand and gets its invite link', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 800 });
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(harbourfront);
  const errors = watchErrors(page, { expectedFrom: DEAD_TILE_SERVER });
  await signedInNewOwner(page, request);

  await page.getByRole('link', { name: 'Add your first business centre' }).click();
  await expect(page.getByRole('tab', { name: 'Business centres', selected: true })).toBeVisible();
  await expect(page.getByText('You have no business centre yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Add a business centre' }).click();
  const dialog = page.getByRole('dialog', { name: 'New business centre' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('Harbourfront Kiosk');
  await dialog.getByRole('textbox', { name: /^Street address(?! 2)/ }).fill('235 Queens Quay W');
  await dialog.getByRole('textbox', { name: /^City/ }).fill('Toronto');
  const province = dialog.getByRole('combobox', { name: 'Province' });
  await province.click();
  await page.getByRole('option', { name: 'ON - Ontario', exact: true }).click();
  await expect(province).toHaveValue('ON - Ontario');
  await dialog.getByRole('textbox', { name: /^Postal code/ }).fill('m5j2g8');
  // No tiles can load here: the map says so and the coordinates still work.
  await expect(dialog.getByText('The map could not load.', { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Use my location' }).click();
  await expect(dialog.getByText('Location found, accurate to about 8 m.')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /^Latitude/ })).toHaveValue('43.6387');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  // The first centre lands the owner on its code, in view and focused, with how staff use it.
  const ready = page.getByRole('region', {
    name: 'Harbourfront Kiosk is ready. Invite your staff',
  });
  await expect(ready).toBeFocused();
  await expect(ready).toBeInViewport();
  await expect(
    ready.getByText(/^Staff go to http.*\/invite and enter [A-Z0-9]{6}, or open/),
  ).toBeVisible();
  await expect(ready.getByRole('button', { name: 'Share' })).toBeVisible();

  const card = page.getByRole('region', { name: 'Harbourfront Kiosk', exact: true });
  await expect(card.getByText('43.638700, -79.381700 · 100 m radius')).toBeVisible();
  await expect(card.getByText('M5J 2G8', { exact: false })).toBeVisible();
  await expect(card.getByRole('img', { name: /^QR code of the invite link http/ })).toBeVisible();
  const link = await card.getByText(/\/invite\?code=/).textContent();
  const code = /code=([A-Z0-9]{6})$/.exec(link ?? '')?.[1] ?? '';
  expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/);
  await expect(ready.getByText(code, { exact: true })).toBeVisible();
  await ready.getByRole('button', { name: 'Done' }).click();
  await expect(ready).toBeHidden();

  // The code works for the person it is given to, and the home note has done its job.
  const check = await request.post('/api/businesses/validate-code/', { data: { code } });
  expect(check.status()).toBe(200);
  expect(ZValidateInviteResponse.parse(await check.json()).data.business_name).toBe(
    'Harbourfront Kiosk',
  );
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add your first business centre' })).toBeHidden();
  expect(errors).toEqual([]);
});

// A 1×1 light-grey PNG, served for every tile: enough for Leaflet to draw a map.
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC',
  'base64',
);

test('[OWNER] places a centre by clicking the map, and sees its geofence drawn', async ({
  page,
  request,
}) => {
  await page.route(`${DEAD_TILE_SERVER}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: TILE }),
  );
  await page.setViewportSize({ width: 1280, height: 900 });
  const errors = watchErrors(page);
  await signedInNewOwner(page, request, { at: '/dashboard?panel=settings&tab=centres' });
  await page.getByRole('button', { name: 'Add a business centre' }).click();
  const dialog = page.getByRole('dialog', { name: 'New business centre' });
  const map = dialog.getByRole('group', { name: /^Map of the centre/ });
  await expect(map.locator('.leaflet-tile-loaded').first()).toBeVisible();
  await expect(dialog.getByText('The map could not load.', { exact: false })).toBeHidden();

  await map.locator('.leaflet-container').click({ position: { x: 200, y: 120 } });
  const latitude = dialog.getByRole('textbox', { name: /^Latitude/ });
  await expect(latitude).not.toHaveValue('');
  // The pin and its circle are drawn where the click was.
  await expect(map.locator('path.leaflet-interactive')).toHaveCount(2);
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: 'test-results/centre-map-1280.png' });
  expect(errors).toEqual([]);
});
