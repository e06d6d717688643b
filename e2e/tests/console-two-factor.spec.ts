import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { adminOperations, LEVEL } from '@radiant/contract';
import { createAccount, expireLoginChallenges } from '../support/accounts.ts';
import { callOperation } from '../support/api.ts';
import { choosePassword } from './admin-helpers.ts';
import { type Credentials, LANDED, logIn, logOut, submitLogin, toast } from './console-helpers.ts';
import { tokenOf } from './gateway-helpers.ts';
import {
  appCode,
  codeStepHeading,
  keyOnScreen,
  nextAppCode,
  staleAppCode,
  turnOnInSettings,
  turnOnTwoFactor,
} from './two-factor-helpers.ts';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** The password step, which an admin with a second factor passes to the code step. */
async function passwordStep(page: Page, admin: Credentials) {
  const answer = await submitLogin(page, admin);
  expect((await answer.json()).data).toMatchObject({ mfa_required: true });
  await expect(codeStepHeading(page)).toBeVisible();
}

async function landsOnDashboard(page: Page) {
  await expect(page).toHaveURL('/dashboard', LANDED);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible(LANDED);
}

test('an admin turns on two-factor sign-in, keeps the recovery codes and signs in with a code', async ({
  page,
}) => {
  const admin = await createAccount({ level: LEVEL.ADMIN });
  await logIn(page, admin, '/settings');
  await button(page, 'Turn on two-factor sign-in').click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = await keyOnScreen(page);
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  // A code from another time is refused, in the server's words beneath the field.
  await field(page, 'Code from the app').fill(staleAppCode(secret));
  await button(page, 'Turn on').click();
  await expect(
    page.getByText('That code is not right. Codes change every 30 seconds: try the newest one.'),
  ).toBeVisible();

  await field(page, 'Code from the app').fill(appCode(secret));
  await button(page, 'Turn on').click();
  const shown = page.getByLabel('Recovery codes');
  await expect(shown).toBeVisible();
  const codes = ((await shown.textContent()) ?? '').split('\n');
  expect(codes).toHaveLength(10);
  for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  await expect(page.getByText('they will not be shown again')).toBeVisible();

  const download = page.waitForEvent('download');
  await button(page, 'Download as .txt').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('radiant-recovery-codes.txt');
  const text = await readFile(await file.path(), 'utf8');
  for (const code of codes) expect(text).toContain(code);

  await button(page, 'I have saved them').click();
  await expect(shown).toHaveCount(0);
  await expect(page.getByText('On', { exact: true })).toBeVisible();
  await expect(button(page, 'Turn off two-factor sign-in')).toBeVisible();

  await logOut(page);
  await passwordStep(page, admin);
  const code = field(page, 'Code from your authenticator app');
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  // The code that turned it on has been used: the next window's is the one to sign in with.
  await code.fill(nextAppCode(secret));
  await button(page, 'Verify and sign in').click();
  await landsOnDashboard(page);
});

test('a recovery code signs in once, and a wrong one is named beneath the field', async ({ page }) => {
  const admin = await createAccount({ level: LEVEL.ADMIN });
  const { recoveryCodes } = await turnOnTwoFactor(page, admin);
  const [first = '', second = ''] = recoveryCodes;

  await passwordStep(page, admin);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await field(page, 'Recovery code').fill(first);
  await button(page, 'Verify and sign in').click();
  await landsOnDashboard(page);

  await logOut(page);
  await passwordStep(page, admin);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await field(page, 'Recovery code').fill(first);
  await button(page, 'Verify and sign in').click();
  await expect(page.getByText('That code is not right.', { exact: false })).toBeVisible();
  await expect(codeStepHeading(page)).toBeVisible();

  await field(page, 'Recovery code').fill(second.toUpperCase());
  await button(page, 'Verify and sign in').click();
  await landsOnDashboard(page);
  await page.goto('/settings');
  await expect(page.getByText('Recovery codes left')).toBeVisible();
  await expect(page.getByText('8', { exact: true })).toBeVisible();
});

test('an expired sign-in goes back to the password with the server’s message', async ({ page }) => {
  const admin = await createAccount({ level: LEVEL.ADMIN });
  const { secret } = await turnOnTwoFactor(page, admin);
  await passwordStep(page, admin);
  await expireLoginChallenges(admin.id);
  await field(page, 'Code from your authenticator app').fill(nextAppCode(secret));
  await button(page, 'Verify and sign in').click();
  await expect(
    toast(page, 'This sign-in has expired or was already completed. Sign in again.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in to Radiant', level: 1 })).toBeVisible();
  // The email stays typed in; only the password is asked again.
  await expect(field(page, 'Email')).toHaveValue(admin.email);
});

test('the Sessions section lists both browsers; signing out the other sends it to the login', async ({
  page,
  browser,
}) => {
  const admin = await createAccount({ level: LEVEL.ADMIN });
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await logIn(otherPage, admin);
  await logIn(page, admin, '/settings');

  const sessions = page.getByRole('table', { name: 'Your sessions' });
  await expect(sessions.getByRole('row')).toHaveCount(3);
  await expect(sessions.getByText('This browser')).toHaveCount(1);
  const signOut = sessions.getByRole('button', { name: /^Sign out / });
  await expect(signOut).toHaveCount(1);
  await signOut.click();
  await expect(toast(page, 'That session has been signed out.')).toBeVisible();
  await expect(sessions.getByRole('row')).toHaveCount(2);
  await expect(button(page, 'Sign out all other sessions')).toBeDisabled();

  // The other browser goes to the login by itself: the server ends its live stream with its session, and the
  // stream is refused when it reconnects.
  await expect(otherPage).toHaveURL('/', LANDED);
  await expect(otherPage.getByRole('button', { name: 'Log in' })).toBeVisible();
  await other.close();
});

test('signing out all other sessions asks first', async ({ page, browser }) => {
  const admin = await createAccount({ level: LEVEL.ADMIN });
  const others = await Promise.all([browser.newContext(), browser.newContext()]);
  const otherPages = await Promise.all(others.map((context) => context.newPage()));
  for (const otherPage of otherPages) await logIn(otherPage, admin);
  await logIn(page, admin, '/settings');

  const sessions = page.getByRole('table', { name: 'Your sessions' });
  await expect(sessions.getByRole('row')).toHaveCount(4);
  await button(page, 'Sign out all other sessions').click();
  const dialog = page.getByRole('dialog', { name: 'Sign out all other sessions?' });
  await expect(dialog.getByText('The 2 other browsers')).toBeVisible();
  await dialog.getByRole('button', { name: 'Sign out 2 sessions' }).click();
  await expect(toast(page, '2 other sessions signed out.')).toBeVisible();
  await expect(sessions.getByRole('row')).toHaveCount(2);
  // Each of them goes to the login by itself, its live stream ended with its session.
  for (const otherPage of otherPages) {
    await expect(otherPage.getByRole('button', { name: 'Log in' })).toBeVisible(LANDED);
  }
  await Promise.all(others.map((context) => context.close()));
});

test('turning two-factor sign-in off asks for a code, never the password alone', async ({ page }) => {
  const admin = await createAccount({ level: LEVEL.ADMIN });
  await logIn(page, admin, '/settings');
  const { secret } = await turnOnInSettings(page);
  await button(page, 'I have saved them').click();

  await button(page, 'Turn off two-factor sign-in').click();
  const dialog = page.getByRole('dialog', { name: 'Turn off two-factor sign-in?' });
  await expect(dialog.getByRole('button', { name: 'Use your password instead' })).toHaveCount(0);
  const code = dialog.getByRole('textbox', { name: 'Code from your app, or a recovery code' });
  await code.fill(staleAppCode(secret));
  await dialog.getByRole('button', { name: 'Turn off', exact: true }).click();
  await expect(dialog.getByText('That code is not right.', { exact: false })).toBeVisible();
  await code.fill(nextAppCode(secret));
  await dialog.getByRole('button', { name: 'Turn off', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    toast(page, 'Two-factor sign-in is off, and your other sessions have been signed out.'),
  ).toBeVisible();
  await expect(button(page, 'Turn on two-factor sign-in')).toBeVisible();
  // The password alone signs in again.
  await logOut(page);
  await logIn(page, admin);
});

test('a new invitation link for an admin with two-factor sign-in sets the password, then asks for the code', async ({
  page,
}) => {
  const admin = await createAccount({ level: LEVEL.ADMIN });
  const { secret } = await turnOnTwoFactor(page, admin);
  const ownerToken = await tokenOf(page, await createAccount({ level: LEVEL.OWNER }));
  const link = await callOperation(
    page.request,
    adminOperations.invite,
    { params: { id: admin.id } },
    ownerToken,
  );
  const { url } = (await link.json()).data.invitation as { url: string };

  await page.goto(new URL(url).pathname + new URL(url).hash);
  await choosePassword(page, 'a radiator that remembers');
  await expect(codeStepHeading(page)).toBeVisible();
  await expect(page.getByText('Your new password is set.')).toBeVisible();
  await field(page, 'Code from your authenticator app').fill(nextAppCode(secret));
  await button(page, 'Verify and sign in').click();
  await landsOnDashboard(page);
});
