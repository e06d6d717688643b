import { expect, type Page, type Response, test } from '@playwright/test';
import { LEVEL } from '@radiant/contract';
import { createAccount, expireInvitations } from '../support/accounts.ts';
import {
  acceptThroughApi,
  addAdminInConsole,
  choosePassword,
  drawerEntry,
  invitedAdmin,
} from './admin-helpers.ts';
import { LANDED, logIn, textbox, toast } from './console-helpers.ts';
import { tokenOf } from './gateway-helpers.ts';

// Wide enough for the drawer to stay open, so that what it offers each account can be read.
test.use({ viewport: { width: 1440, height: 900 } });

const OWNERS_SCREENS = ['Admin team', 'Audit log', 'Alarm rules', 'Webhooks'];

/** Every answer the server refused with 403 on this page: an admin's console should ask for none. */
function forbiddenAnswers(page: Page) {
  const refused: string[] = [];
  page.on('response', (answer: Response) => {
    if (answer.status() === 403) refused.push(answer.url());
  });
  return refused;
}

test('an owner adds an admin who joins with the link, sees no owner screens, and is signed out when deactivated', async ({
  page,
  browser,
}) => {
  test.slow();
  await logIn(page, await createAccount({ level: LEVEL.OWNER }));
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('button', { name: 'Settings' })
    .click();
  await page.getByRole('link', { name: 'Admin team' }).click();
  await expect(page.getByRole('heading', { name: 'Admin team', level: 1 })).toBeVisible();

  const { admin, name, shown } = await addAdminInConsole(page);
  await expect(shown).toContainText('expires in 72 hours');
  await expect(shown).toContainText('will not be shown again');
  await expect(shown.getByRole('button', { name: 'Copy link' })).toBeVisible();
  const url = (await shown.getByLabel('Invitation link').textContent()) ?? '';
  expect(new URL(url).pathname).toBe('/accept-invitation');
  expect(new URL(url).hash).toMatch(/^#token=.+/);
  await shown.getByRole('button', { name: 'I have copied it' }).click();
  await expect(shown).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: admin.email });
  // The list reloads with every admin the suite has made: on a busy machine that takes a while.
  await expect(row).toContainText('Invited', LANDED);
  await expect(row).toContainText('Never');

  // The new admin, in a browser of their own.
  const theirs = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const adminPage = await theirs.newPage();
    const refused = forbiddenAnswers(adminPage);
    await adminPage.goto(url);
    const greeting = `Welcome to the admin team, ${admin.first_name}`;
    await expect(adminPage.getByRole('heading', { name: greeting, level: 1 })).toBeVisible();
    await expect(textbox(adminPage, 'Your email')).toHaveValue(admin.email.toLowerCase());
    await choosePassword(adminPage, 'a kettle of warm radiators');
    await expect(adminPage).toHaveURL('/dashboard', LANDED);
    await expect(adminPage.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible(LANDED);

    // Their drawer has the rest of the console, but none of the owners' screens.
    await expect(drawerEntry(adminPage, 'Commands')).toBeVisible();
    for (const screen of OWNERS_SCREENS) await expect(drawerEntry(adminPage, screen)).toHaveCount(0);
    await adminPage.goto('/admins');
    await expect(adminPage.getByRole('heading', { name: 'Admin team', level: 1 })).toBeVisible();
    await expect(adminPage.getByText('Only owners can manage the admin team')).toBeVisible();
    await adminPage.goto('/webhooks');
    await expect(adminPage.getByText('Only owners can manage webhooks')).toBeVisible();
    await adminPage.goto('/audit-log');
    await expect(adminPage.getByText('Only owners can read the audit log')).toBeVisible();
    expect(refused).toEqual([]);

    await page.reload();
    await expect(row).toContainText('Active');
    await row.getByRole('button', { name: `Deactivate ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Deactivate this admin?' });
    await expect(confirm).toContainText('every session they have open ends at once');
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expect(row).toContainText('Deactivated');

    // The server ends their console's live stream with their sessions: it reconnects, is refused, and goes to
    // the login by itself, without their doing anything.
    await expect(adminPage).toHaveURL('/');
    await expect(adminPage.getByRole('button', { name: 'Log in' })).toBeVisible();
  } finally {
    await theirs.close();
  }
});

test('a used, an expired and a cut invitation link each say what to do instead of the form', async ({
  page,
}) => {
  const owner = await createAccount({ level: LEVEL.OWNER });
  const token = await tokenOf(page, owner);

  const used = await invitedAdmin(page, token);
  await acceptThroughApi(page, used.token, 'the first warm password');
  await page.goto(used.url);
  // The screen asks the server about the link first: no password is typed for nothing.
  await expect(page.getByText('This invitation link no longer works')).toBeVisible();
  await expect(textbox(page, 'New password')).toHaveCount(0);
  await expect(page.getByText('ask an owner of your admin team for a new link')).toBeVisible();
  await expect(page).toHaveURL(/\/accept-invitation#token=/);

  const expired = await invitedAdmin(page, token);
  await expireInvitations(expired.id);
  await page.goto(expired.url);
  await expect(page.getByText('This invitation link no longer works')).toBeVisible();

  await page.goto('/accept-invitation');
  await expect(page.getByText('This invitation link is incomplete')).toBeVisible();
  await page.getByRole('link', { name: 'Go to the login' }).click();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});

test("a common password is refused under its field, in the server's words, and the link still works", async ({
  page,
}) => {
  const invited = await invitedAdmin(page, await tokenOf(page, await createAccount({ level: LEVEL.OWNER })));
  await page.goto(invited.url);
  await choosePassword(page, 'qwerty123456');
  await expect(textbox(page, 'New password')).toHaveAccessibleDescription(
    /one of the most common breached passwords/,
  );
  await choosePassword(page, 'short');
  await expect(textbox(page, 'New password')).toHaveAccessibleDescription(/Use at least 12 characters\./);
  await choosePassword(page, 'radiators hum in the night');
  await expect(page).toHaveURL('/dashboard', LANDED);
});

test("an email already in use is refused with the server's description", async ({ page }) => {
  const owner = await createAccount({ level: LEVEL.OWNER });
  await logIn(page, owner, '/admins?add');
  const form = page.getByRole('dialog', { name: 'Add an admin' });
  await textbox(form, 'First name').fill('Ada');
  await textbox(form, 'Last name').fill('Again');
  await textbox(form, 'Email').fill(owner.email);
  await form.getByRole('radio', { name: 'Owner' }).check();
  await form.getByRole('button', { name: 'Add admin' }).click();
  await expect(toast(page, `An account with the email ${owner.email} already exists.`)).toBeVisible();
  await expect(form).toBeVisible();
});

test('an owner renames an admin and makes them an owner, gives them a new link, and activates them again', async ({
  page,
}) => {
  const owner = await createAccount({ level: LEVEL.OWNER });
  const invited = await invitedAdmin(page, await tokenOf(page, owner));
  await logIn(page, owner, '/admins');

  const renamed = `${invited.name}-Smith`;
  await page.getByRole('button', { name: `Edit ${invited.name}`, exact: true }).click();
  const form = page.getByRole('dialog', { name: `Edit ${invited.name}` });
  await expect(textbox(form, 'Email')).toHaveCount(0);
  await textbox(form, 'Last name').fill(renamed.split(' ')[1] ?? '');
  await form.getByRole('radio', { name: 'Owner' }).check();
  await form.getByRole('button', { name: 'Save changes' }).click();
  // The dialog closes once the team's list has reloaded, every admin the suite has made in it.
  await expect(form).toBeHidden(LANDED);
  const row = page.getByRole('row').filter({ hasText: renamed });
  await expect(row).toContainText('Owner');
  await expect(row).toContainText('Invited');

  await row.getByRole('button', { name: `New invitation link for ${renamed}` }).click();
  const asked = page.getByRole('dialog', { name: 'New invitation link' });
  await expect(asked).toContainText('The earlier link stops working.');
  await asked.getByRole('button', { name: 'Make a new link' }).click();
  const shown = page.getByRole('dialog', { name: `Invitation link for ${renamed}` });
  const url = (await shown.getByLabel('Invitation link').textContent()) ?? '';
  expect(url).not.toBe(invited.url);
  await shown.getByRole('button', { name: 'I have copied it' }).click();

  await row.getByRole('button', { name: `Deactivate ${renamed}` }).click();
  await page
    .getByRole('dialog', { name: 'Deactivate this admin?' })
    .getByRole('button', { name: 'Deactivate' })
    .click();
  await expect(row).toContainText('Deactivated');
  await expect(
    row.getByRole('button', { name: `Activate ${renamed} first to give them a new invitation link` }),
  ).toBeVisible();
  await row.getByRole('button', { name: `Activate ${renamed}`, exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Activate this admin?' })
    .getByRole('button', { name: 'Activate' })
    .click();
  await expect(row).toContainText('Invited');
});
