import { readFile } from 'node:fs/promises';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { createAccount, createHome, createResidents } from '../support/accounts.ts';
import { logIn, toast, unique } from './console-helpers.ts';

// Each step reloads a list; on a busy 2-core machine that can take longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

/** A last name only this test's users carry, so that a search finds exactly them. */
const tagOf = () => unique('zq').replace(/\W/g, '').toLowerCase();

const usersTable = (page: Page) => page.getByRole('table', { name: 'Residential users' });
const bodyRows = (page: Page) => usersTable(page).locator('tbody tr');

async function searchFor(page: Page, tag: string) {
  await page.goto('/residential-users');
  await page.getByRole('searchbox', { name: 'Search name, email, mobile, place' }).fill(tag);
  await expect(page).toHaveURL(new RegExp(`search=${tag}`));
}

// Each test starts signed in on the screen it works on, sparing the dashboard's charts on the way.
test.beforeEach(async ({ page }) => {
  await logIn(page, await createAccount({ level: 1001 }), '/residential-users');
});

test('an admin searches, filters, sorts and pages through residential users', async ({ page }) => {
  // Some thirty steps, each a request: on a busy 2-core machine they can take longer than one minute.
  test.slow();
  const tag = tagOf();
  const names = Array.from({ length: 30 }, (_, index) => `Person${String(index).padStart(2, '0')}`);
  await createResidents(
    tag,
    names.map((firstName, index) => ({ firstName, status: index % 10 === 0 ? 0 : 1 })),
  );
  await searchFor(page, tag);
  await expect(bodyRows(page)).toHaveCount(25);
  await expect(page.getByText('1–25 of 30')).toBeVisible();
  // Newest first by default: the last one inserted signed up last.
  await expect(bodyRows(page).first()).toContainText('Person29');

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/after=/);
  await expect(page.getByText('26–30 of 30')).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(5);
  await expect(bodyRows(page).last()).toContainText('Person00');
  await page.getByRole('button', { name: 'Previous page' }).click();
  await expect(page.getByText('1–25 of 30')).toBeVisible();
  await page.getByRole('button', { name: 'Last page' }).click();
  await expect(page).toHaveURL(/before=end/);
  await expect(bodyRows(page).last()).toContainText('Person00');

  await page.getByRole('button', { name: /Name and email/ }).click();
  await expect(page).toHaveURL(/sort=name/);
  await expect(page).not.toHaveURL(/before=/);
  await expect(page.getByRole('columnheader', { name: /Name and email/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(bodyRows(page).first()).toContainText('Person00');

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Inactive' }).click();
  await expect(page).toHaveURL(/status=0/);
  await expect(bodyRows(page)).toHaveCount(3);
  await expect(page.getByText('1–3 of 3')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/status=/);
  await expect(page.getByText('1–25 of 30')).toBeVisible();

  // A reload keeps the search, order and page in the address.
  await page.reload();
  await expect(page).toHaveURL(/sort=name/);
  await expect(bodyRows(page).first()).toContainText('Person00');
});

test('the sign-up filter takes days typed as the table shows them and shows its days the same way', async ({
  page,
}) => {
  const tag = tagOf();
  // They signed up on 1, 2 and 3 January 2025.
  await createResidents(
    tag,
    ['Ivo', 'Jade', 'Kit'].map((firstName) => ({ firstName })),
  );
  await searchFor(page, tag);
  await expect(bodyRows(page).filter({ hasText: 'Jade' })).toContainText('2 Jan 2025');

  const from = page.getByRole('textbox', { name: 'Signed up from', exact: true });
  await from.fill('2 Jan 2025');
  await from.press('Enter');
  await expect(page).toHaveURL(/from=2025-01-02/);
  await expect(bodyRows(page)).toHaveCount(2);

  // Figures are read day first; either way the field then shows the day as the table does.
  const to = page.getByRole('textbox', { name: 'Signed up to', exact: true });
  await to.fill('2/1/2025');
  await to.press('Enter');
  await expect(page).toHaveURL(/to=2025-01-02/);
  await expect(to).toHaveValue('2 Jan 2025');
  await expect(bodyRows(page)).toHaveCount(1);

  await to.fill('31 Feb 2025');
  await to.press('Enter');
  await expect(page.getByText('Enter a day like 14 Mar 2025.')).toBeVisible();
  await to.fill('');
  await to.press('Enter');
  await expect(page).not.toHaveURL(/to=/);
  await expect(bodyRows(page)).toHaveCount(2);

  // A filter in the address shows the same way.
  await page.reload();
  await expect(from).toHaveValue('2 Jan 2025');
});

test('an admin deactivates one user, bulk-deactivates two and deletes one', async ({ page }) => {
  test.slow();
  const tag = tagOf();
  await createResidents(
    tag,
    ['Anna', 'Bram', 'Cleo', 'Dora'].map((firstName) => ({ firstName })),
  );
  await searchFor(page, tag);
  await expect(bodyRows(page)).toHaveCount(4);

  await page.getByRole('switch', { name: `Active: Dora ${tag}` }).press('Space');
  await expect(toast(page, `Dora ${tag} is now inactive.`)).toBeVisible();
  await expect(page.getByRole('switch', { name: `Active: Dora ${tag}` })).not.toBeChecked();

  await page.getByRole('checkbox', { name: `Select Anna ${tag}` }).check();
  await page.getByRole('checkbox', { name: `Select Bram ${tag}` }).check();
  const bulk = page.getByRole('region', { name: 'Selected users' });
  await expect(bulk).toContainText('2 users selected');
  await bulk.getByRole('button', { name: 'Deactivate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deactivate 2 users?' });
  await dialog.getByRole('button', { name: 'Deactivate 2 users' }).click();
  await expect(toast(page, '2 users deactivated.')).toBeVisible();
  await expect(bulk).toBeHidden();
  for (const name of ['Anna', 'Bram']) {
    await expect(page.getByRole('switch', { name: `Active: ${name} ${tag}` })).not.toBeChecked();
  }
  await expect(page.getByRole('switch', { name: `Active: Cleo ${tag}` })).toBeChecked();

  await page.getByRole('button', { name: `Delete Cleo ${tag}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete this user?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toast(page, `Cleo ${tag} has been deleted.`)).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(3);
  await expect(usersTable(page)).not.toContainText('Cleo');
});

test('an admin exports the matching users as CSV', async ({ page }) => {
  const tag = tagOf();
  await createResidents(
    tag,
    ['Ezra', 'Fern', 'Gus'].map((firstName) => ({ firstName })),
  );
  await searchFor(page, tag);
  await expect(bodyRows(page)).toHaveCount(3);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^residential-users-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await file.path(), 'utf8')).trimEnd().split('\r\n');
  expect(lines[0]).toMatch(/^id,first_name,last_name,email/);
  expect(
    lines
      .slice(1)
      .map((line) => line.split(',')[1])
      .sort(),
  ).toEqual(['Ezra', 'Fern', 'Gus']);
  await expect(toast(page, 'Exported 3 users.')).toBeVisible();
});

test('an admin opens a user, then one of their rooms', async ({ page }) => {
  test.slow();
  const tag = tagOf();
  const [userId] = await createResidents(tag, [{ firstName: 'Hana' }]);
  await createHome(userId ?? 0, 'Conservatory');
  await searchFor(page, tag);
  await usersTable(page)
    .getByRole('link', { name: `Hana ${tag}`, exact: true })
    .click();
  await expect(page).toHaveURL(`/residential-users_details?id=${userId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Hana ${tag}` })).toBeVisible();
  await expect(page.getByText('This user has never subscribed to a plan.')).toBeVisible();
  await page.getByRole('link', { name: 'Conservatory' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Conservatory' })).toBeVisible();
  await expect(page.getByText('No radiator has been fitted in this room.')).toBeVisible();
  await expect(page.getByText('No temperature readings yet')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the user' }).click();
  await expect(page).toHaveURL(`/residential-users_details?id=${userId}`);
});
