import { expect, test } from '@playwright/test';
import { authOperations, SESSION_LIFETIME_MS } from '@radiant/contract';
import { ADMIN, createAccount } from '../support/accounts.ts';
import { callOperation } from '../support/api.ts';
import { emailField, LANDED, logIn, logOut, passwordField, submitLogin, toast } from './console-helpers.ts';

test('an admin logs in and lands on the dashboard; visiting / again stays there', async ({ page }) => {
  const admin = await createAccount({ level: 1001 });
  await logIn(page, admin);
  await page.goto('/');
  await expect(page).toHaveURL('/dashboard', LANDED);
});

test('a level-2001 admin is admitted too', async ({ page }) => {
  await logIn(page, await createAccount({ level: 2001 }));
});

test('a wrong password shows the server description in a toast', async ({ page }) => {
  const answer = await submitLogin(page, { email: ADMIN.email, password: 'not-the-password' });
  expect(answer.status()).toBe(401);
  await expect(toast(page, 'The email or password is incorrect.')).toBeVisible();
  await expect(page).toHaveURL('/');
});

test('a commercial client (level 5001) stays on the login page without any message', async ({ page }) => {
  const client = await createAccount({ level: 5001 });
  const answer = await submitLogin(page, client);
  expect(answer.status()).toBe(200);
  // The button, disabled while it loads, is enabled again once the console has handled the answer; an admin's
  // answer would have left the page by then.
  await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();
});

test('private routes send a logged-out visitor to the login page, and back once signed in', async ({
  page,
}) => {
  const admin = await createAccount({ level: 1001 });
  await page.goto('/residential-users?status=0&sort=name');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await emailField(page).fill(admin.email);
  await passwordField(page).fill(admin.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/residential-users?status=0&sort=name', LANDED);

  // Signing out is not a session that ended mid-use: the next sign-in starts at the dashboard.
  await logOut(page);
  await submitLogin(page, admin);
  await expect(page).toHaveURL('/dashboard', LANDED);
});

test('unknown paths go to the not-found page, logged out and logged in', async ({ page }) => {
  await page.goto('/no-such-screen');
  await expect(page).toHaveURL('/404');
  await expect(page.getByRole('heading', { name: 'This page does not exist' })).toBeVisible();
  await logIn(page, await createAccount({ level: 1001 }));
  await page.goto('/also/not/here');
  await expect(page).toHaveURL('/404');
  await page.getByRole('link', { name: 'Take me back' }).click();
  await expect(page).toHaveURL('/dashboard', LANDED);
});

test('the stored session is dropped 24 hours after login', async ({ page }) => {
  await page.clock.install();
  await logIn(page, await createAccount({ level: 1001 }));
  // The record's timestamp is taken at login, a moment before this reading.
  const loggedInAt = await page.evaluate(() => Date.now());

  await page.clock.setSystemTime(loggedInAt + SESSION_LIFETIME_MS - 60_000);
  await page.reload();
  // Wait for the app itself: the clock must be set in the running document, not while it loads.
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible(LANDED);

  await page.clock.setSystemTime(loggedInAt + SESSION_LIFETIME_MS);
  await page.reload();
  await expect(page).toHaveURL('/');
  // The console drops the record, then loads the page again for the login drawn without it.
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();
});

test('a tab left open is signed out when the 24 hours are up', async ({ page }) => {
  await page.clock.install();
  await logIn(page, await createAccount({ level: 1001 }));

  await page.clock.fastForward(SESSION_LIFETIME_MS - 60_000);
  await expect(page).toHaveURL('/dashboard');
  await page.clock.fastForward(120_000);
  await expect(page).toHaveURL('/');
  // The console loads the page again for the login drawn without it.
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();
});

test('the session is stored encrypted and logout revokes the token and clears storage', async ({ page }) => {
  const admin = await createAccount({ level: 1001 });
  await logIn(page, admin);
  const stored = await page.evaluate(() => ({
    session: localStorage.getItem('session'),
    local: localStorage.getItem('access_token'),
    tab: sessionStorage.getItem('access_token'),
  }));
  expect(stored.session).not.toContain(admin.email);
  expect(stored.local).toBeTruthy();
  expect(stored.tab).toBe(stored.local);

  await logOut(page);
  await expect(page).toHaveURL('/');
  expect(
    await page.evaluate(() => [
      localStorage.getItem('session'),
      localStorage.getItem('access_token'),
      sessionStorage.getItem('access_token'),
    ]),
  ).toEqual([null, null, null]);
  const me = await callOperation(page.request, authOperations.me, {}, stored.local ?? '');
  expect(me.status()).toBe(401);
});

test('a corrupted session record is logged and treated as logged out', async ({ page }) => {
  await logIn(page, await createAccount({ level: 1001 }));
  // Corrupt the record before the next document's scripts run, so the running app cannot rewrite it first.
  await page.addInitScript(() => {
    if (sessionStorage.getItem('corrupted')) return;
    sessionStorage.setItem('corrupted', '1');
    localStorage.setItem('session', 'deadbeef.00ff');
  });
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto('/settings');
  await expect(page).toHaveURL('/');
  // The console drops the record, then loads the page again for the login drawn without it.
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(errors.some((text) => text.includes('could not be decrypted'))).toBe(true);
});
