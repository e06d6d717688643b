import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { AUDIT_EXPORT_COLUMNS, adminOperations, authOperations, LEVEL } from '@radiant/contract';
import { createAccount, lockSecondFactor } from '../support/accounts.ts';
import { callOperation } from '../support/api.ts';
import {
  acceptThroughApi,
  addAdminInConsole,
  choosePassword,
  invitedAdmin,
  turnOnTwoFactorWith,
} from './admin-helpers.ts';
import { LANDED, logIn, logOut, submitLogin, toast } from './console-helpers.ts';
import { tokenOf } from './gateway-helpers.ts';
import { codeStepHeading, nextAppCode, turnOnInSettings } from './two-factor-helpers.ts';

// Wide enough for the drawer to stay open and for the log's columns to show without scrolling.
test.use({ viewport: { width: 1440, height: 900 } });

const PASSWORD = 'a radiator that remembers';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

const entries = (page: Page) => page.getByRole('table', { name: 'Audit log entries' }).locator('tbody tr');
const entriesOf = (page: Page, action: string) =>
  entries(page).filter({ has: page.getByText(action, { exact: true }) });

/** Chooses an option of one of the log's filters. */
async function choose(page: Page, filter: string, option: string) {
  await page.getByRole('combobox', { name: filter }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** An owner's token, and an admin they invited who joined (one sign-in) and signed in once more. */
async function joinedAdmin(page: Page) {
  const owner = await createAccount({ level: LEVEL.OWNER });
  const ownerToken = await tokenOf(page, owner);
  const admin = await invitedAdmin(page, ownerToken);
  const token = await acceptThroughApi(page, admin.token, PASSWORD);
  return { owner, ownerToken, admin, token };
}

test("an owner finds an admin's sign-ins, keeps the filters in the address, reads a change and exports it", async ({
  page,
}) => {
  test.slow();
  const { owner, ownerToken, admin } = await joinedAdmin(page);
  await tokenOf(page, { email: admin.email, password: PASSWORD });
  const renamed = `${admin.name.split(' ')[1]}-Byron`;
  const update = await callOperation(
    page.request,
    adminOperations.update,
    { params: { id: admin.id }, body: { first_name: 'Grace', last_name: renamed, level: LEVEL.ADMIN } },
    ownerToken,
  );
  expect(update.status()).toBe(200);
  const newName = `Grace ${renamed}`;

  await logIn(page, owner);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('button', { name: 'Settings' })
    .click();
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();

  // Their own entries: both sign-ins and the accepted invitation, nothing of the owner's.
  await choose(page, 'Who', newName);
  await expect(page).toHaveURL(new RegExp(`[?&]actor=${admin.id}(&|$)`));
  await expect(entriesOf(page, 'Signed in')).toHaveCount(2);
  await expect(entriesOf(page, 'Accepted invitation')).toHaveCount(1);
  await expect(entries(page)).toHaveCount(3);
  await expect(entries(page).first()).toContainText(admin.email);

  await choose(page, 'Action', 'Signed in');
  await expect(page).toHaveURL(/[?&]action=sign_in(&|$)/);
  await expect(entriesOf(page, 'Accepted invitation')).toHaveCount(0);
  await expect(entries(page)).toHaveCount(2);

  // A reload (or the link, shared) shows the same view.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Action' })).toHaveValue('Signed in');
  await expect(page.getByRole('combobox', { name: 'Who' })).toHaveValue(newName);
  await expect(entries(page)).toHaveCount(2);
  await expect(entriesOf(page, 'Signed in')).toHaveCount(2);

  // From the day after tomorrow on, nothing yet: the field shows the time as the tables show times.
  const later = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const from = page.getByRole('textbox', { name: 'From' });
  await from.fill(`${later} 00:00`);
  await from.press('Enter');
  await expect(from).toHaveValue(/^\d{1,2} \w{3} \d{4}, 00:00$/);
  await expect(page).toHaveURL(/[?&]from=\d{4}-\d{2}-\d{2}T/);
  await expect(page.getByText('No entries match these filters')).toBeVisible();
  await from.fill('');
  await from.press('Enter');
  await expect(entries(page)).toHaveCount(2);

  // Everything done to the admin's record, by anyone.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/audit-log$/);
  await choose(page, 'Record type', 'Admin');
  await page.getByRole('textbox', { name: 'Record id' }).fill(String(admin.id));
  await expect(page).toHaveURL(new RegExp(`entity=admin&entity_id=${admin.id}(&|$)`));
  for (const action of ['Created', 'Made an invitation link', 'Accepted invitation', 'Changed'])
    await expect(entriesOf(page, action), action).toHaveCount(1);
  await expect(entries(page)).toHaveCount(4);

  const change = entriesOf(page, 'Changed');
  await expect(change).toContainText('Changed: name');
  await change.getByRole('button', { name: /^Details of entry \d+$/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Changed: entry \d+$/ });
  const fields = dialog.getByRole('table', { name: 'Changed fields, before and after' });
  await expect(fields.getByRole('row', { name: /^name/ })).toContainText(admin.name);
  await expect(fields.getByRole('row', { name: /^name/ })).toContainText(newName);
  await expect(dialog).toContainText(owner.email);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^audit-log-.+\.csv$/);
  const [header, ...rows] = (await readFile(await file.path(), 'utf8')).trimEnd().split('\r\n');
  expect(header).toBe(AUDIT_EXPORT_COLUMNS.join(','));
  const actions = rows.map((row) => new RegExp(`,(\\w+),admin,${admin.id},`).exec(row)?.[1]);
  expect(actions.sort()).toEqual(['accept_invitation', 'create', 'invite', 'update']);
  await expect(toast(page, 'Exported 4 entries.')).toBeVisible();
});

test("an owner resets an admin's two-factor sign-in, and cannot require it of everyone before using it", async ({
  page,
}) => {
  const { owner, admin, token } = await joinedAdmin(page);
  await turnOnTwoFactorWith(page, token);

  await lockSecondFactor(admin.id);

  await logIn(page, owner, '/admins');
  const row = page.getByRole('row').filter({ hasText: admin.email });
  // Too many wrong codes: the row says so, and the owner lifts the lock.
  // The team's screen loads with every admin the suite has made: on a busy machine that takes a while.
  await expect(row.getByText(/^Locked until /)).toBeVisible(LANDED);
  await row.getByRole('button', { name: `Lift the code lock of ${admin.name}` }).click();
  const unlock = page.getByRole('dialog', { name: 'Lift the code lock?' });
  await unlock.getByRole('button', { name: 'Lift the lock' }).click();
  await expect(unlock).toBeHidden();
  await expect(row.getByText('On', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `Lift the code lock of ${admin.name}` })).toHaveCount(0);

  await row.getByRole('button', { name: `Reset two-factor sign-in for ${admin.name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Reset two-factor sign-in?' });
  await expect(confirm).toContainText(
    `${admin.name} is signed out everywhere, and signs in with their password only`,
  );
  await confirm.getByRole('button', { name: 'Reset two-factor sign-in' }).click();
  await expect(confirm).toBeHidden();
  await expect(row.getByText('Off', { exact: true })).toBeVisible();
  await expect(
    row.getByRole('button', { name: `Two-factor sign-in is off for ${admin.name}: nothing to reset` }),
  ).toHaveAttribute('aria-disabled', 'true');

  // Their password alone signs them in again.
  const login = await callOperation(page.request, authOperations.login, {
    body: { email: admin.email, password: PASSWORD },
  });
  expect((await login.json()).data.user.access_token).toEqual(expect.any(String));

  // This owner has no second factor: requiring one of every admin would lock them out, and is refused.
  const policy = page.getByRole('switch', { name: 'Require two-factor sign-in for every admin' });
  await expect(policy).not.toBeChecked();
  await policy.click({ force: true });
  await expect(page.getByText('Turn on two-factor sign-in for yourself first')).toBeVisible();
  await expect(policy).not.toBeChecked();
});

test("an owner signs out one of an admin's browsers, then every other", async ({ page, browser }) => {
  const { owner, admin, token: chromeToken } = await joinedAdmin(page);
  const firefox = await browser.newContext({ userAgent: FIREFOX });
  try {
    const firefoxToken = await tokenOf(await firefox.newPage(), { email: admin.email, password: PASSWORD });
    const signedIn = async (accessToken: string) =>
      (await callOperation(page.request, authOperations.me, {}, accessToken)).status();

    await logIn(page, owner, '/admins');
    await page.getByRole('button', { name: `Sessions of ${admin.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Sessions of ${admin.name}` });
    const sessions = dialog.getByRole('table', { name: `Sessions of ${admin.name}` }).locator('tbody tr');
    await expect(sessions).toHaveCount(2);
    await expect(sessions.first()).toContainText('Firefox 133 on Linux');
    await expect(page).toHaveURL(new RegExp(`[?&]sessions=${admin.id}(&|$)`));

    await dialog.getByRole('button', { name: 'Sign out Firefox 133 on Linux' }).click();
    await expect(sessions).toHaveCount(1);
    await expect(dialog).not.toContainText('Firefox');
    expect(await signedIn(firefoxToken)).toBe(401);
    expect(await signedIn(chromeToken)).toBe(200);

    await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
    const confirm = page.getByRole('dialog', { name: 'Sign out everywhere?' });
    await expect(confirm).toContainText(`${admin.name} is signed out of 1 browser at once`);
    await confirm.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(confirm).toBeHidden();
    await expect(dialog.getByText('No sessions')).toBeVisible();
    expect(await signedIn(chromeToken)).toBe(401);
  } finally {
    await firefox.close();
  }
});

test('the admin team from end to end: invited, joined, two-factor on, read in the log, deactivated', async ({
  page,
  browser,
}) => {
  test.slow();
  await logIn(page, await createAccount({ level: LEVEL.OWNER }), '/admins');
  const { admin, name, shown } = await addAdminInConsole(page);
  const url = (await shown.getByLabel('Invitation link').textContent()) ?? '';
  await shown.getByRole('button', { name: 'I have copied it' }).click();

  const theirs = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    // The new admin joins with the link, turns on two-factor sign-in, and signs in again with a code.
    const adminPage = await theirs.newPage();
    await adminPage.goto(url);
    await choosePassword(adminPage, PASSWORD);
    await expect(adminPage).toHaveURL('/dashboard', LANDED);
    await adminPage.goto('/settings');
    const { secret } = await turnOnInSettings(adminPage);
    await adminPage.getByRole('button', { name: 'I have saved them' }).click();
    await logOut(adminPage);
    await submitLogin(adminPage, { email: admin.email, password: PASSWORD });
    await expect(codeStepHeading(adminPage)).toBeVisible();
    await adminPage
      .getByRole('textbox', { name: 'Code from your authenticator app' })
      .fill(nextAppCode(secret));
    await adminPage.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(adminPage).toHaveURL('/dashboard', LANDED);

    // The owner reads all of it in the audit log.
    await page.goto('/audit-log');
    await choose(page, 'Who', name);
    await expect(entriesOf(page, 'Accepted invitation')).toHaveCount(1);
    await expect(entriesOf(page, 'Turned on two-factor sign-in')).toHaveCount(1);
    await expect(entriesOf(page, 'Signed in')).toHaveCount(2);

    // Deactivated, the admin's open console goes to the login by itself.
    await page.goto('/admins');
    const row = page.getByRole('row').filter({ hasText: admin.email });
    await expect(row).toContainText('On', LANDED);
    await row.getByRole('button', { name: `Deactivate ${name}` }).click();
    await page
      .getByRole('dialog', { name: 'Deactivate this admin?' })
      .getByRole('button', { name: 'Deactivate' })
      .click();
    await expect(row).toContainText('Deactivated');
    await expect(adminPage).toHaveURL('/');
    await expect(adminPage.getByRole('button', { name: 'Log in' })).toBeVisible();
  } finally {
    await theirs.close();
  }
});
