import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectWelcomed, newOwner, signInThroughForm, signUpOverHttp } from './fixtures.ts';

/** The access token the page's auth client holds: what someone copying it from the browser gets. */
async function copiedAccessToken(page: Page): Promise<string> {
  const stored = await page.evaluate(() => localStorage.getItem('vh-auth'));
  if (!stored) throw new Error('no session kept in this browser');
  return (JSON.parse(stored) as { access_token: string }).access_token;
}

const profileRead = async (request: APIRequestContext, uid: string, token: string) =>
  (await request.get(`/api/users/uid/${uid}`, { headers: { 'x-jwt': token } })).status();

test('[USER] a token copied before signing out in the browser no longer works on /api', async ({
  page,
  request,
}) => {
  const owner = newOwner();
  const { uid } = await signUpOverHttp(request, owner);
  await signInThroughForm(page, owner.username, owner.password);
  await expectWelcomed(page, owner.firstName);
  const copy = await copiedAccessToken(page);
  expect(await profileRead(request, uid, copy)).toBe(200);

  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(
    page.getByRole('heading', { name: 'You have been signed out! See you later' }),
  ).toBeVisible();

  expect(await profileRead(request, uid, copy)).toBe(401);
});

test('[USER] "Sign out everywhere" ends the session of another browser too', async ({
  page,
  request,
  browser,
}) => {
  const owner = newOwner();
  const { uid } = await signUpOverHttp(request, owner);
  const elsewhere = await browser.newContext();
  const otherPage = await elsewhere.newPage();
  await signInThroughForm(otherPage, owner.username, owner.password);
  await expectWelcomed(otherPage, owner.firstName);
  const otherToken = await copiedAccessToken(otherPage);

  await signInThroughForm(page, owner.username, owner.password);
  await expectWelcomed(page, owner.firstName);
  await page.goto('/dashboard?panel=settings&tab=security');
  await page.getByRole('link', { name: 'Sign out everywhere' }).click();
  await expect(
    page.getByRole('heading', { name: 'You have been signed out! See you later' }),
  ).toBeVisible();

  expect(await profileRead(request, uid, otherToken)).toBe(401);
  // The other browser finds out on its next call and is sent to sign in again.
  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/(login|logout)/);
  await elsewhere.close();
});
