import { expect, type Page } from '@playwright/test';

let counter = 0;

export type NewOwner = {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
};

export function newOwner(): NewOwner {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    username: `ada_${tag}`,
    email: `ada.${tag}@example.com`,
    password: 'analytical engine 1843',
  };
}

export async function signUpThroughForm(page: Page, owner: NewOwner): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('First name').fill(owner.firstName);
  await page.getByLabel('Last name').fill(owner.lastName);
  await page.getByLabel('Username').fill(owner.username);
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByLabel('Confirm password').fill(owner.password);
  await page.getByRole('button', { name: 'Sign up' }).click();
}

export async function signInThroughForm(page: Page, identifier: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Username or Email').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

export async function expectWelcomed(page: Page, firstName: string): Promise<void> {
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${firstName}` })).toBeVisible();
}
