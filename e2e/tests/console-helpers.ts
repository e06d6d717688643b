import { expect, type Locator, type Page } from '@playwright/test';
import { authOperations } from '@radiant/contract';

/** A name no earlier run against the same database used. */
export const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export const textbox = (scope: Page | Locator, name: string) =>
  scope.getByRole('textbox', { name, exact: true });

export type Credentials = { email: string; password: string };

export const emailField = (page: Page) => page.getByRole('textbox', { name: 'Email', exact: true });
export const passwordField = (page: Page) => page.getByRole('textbox', { name: 'Password', exact: true });

/**
 * Fills the login form the way an admin does; waits for the server's answer, not for a route. Starting from
 * another screen (`from`) sends the admin to the login first and back to that screen once signed in.
 */
export async function submitLogin(page: Page, { email, password }: Credentials, from = '/') {
  await page.goto(from);
  await emailField(page).fill(email);
  await passwordField(page).fill(password);
  const answer = page.waitForResponse(`**${authOperations.login.path}`);
  await page.getByRole('button', { name: 'Log in' }).click();
  return answer;
}

/** The dashboard's lazy chunk carries the chart and grid libraries: on a busy 2-core machine it takes seconds. */
export const LANDED = { timeout: 20_000 };

/**
 * Logs in and waits for the screen it lands on: the dashboard, or the screen at `landing` (asked for before
 * signing in, as a link opened signed out is), which spares drawing the dashboard on the way.
 */
export async function logIn(page: Page, credentials: Credentials, landing = '/dashboard') {
  await submitLogin(page, credentials, landing);
  await expect(page).toHaveURL(landing, LANDED);
  if (landing === '/dashboard') {
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible(LANDED);
  } else {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(LANDED);
  }
}

/** Logs out from the account menu and waits for the login. */
export async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
}

/** Toasts are Mantine notifications, each an alert. */
export const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });
