import { expect, type Page, test } from '@playwright/test';
import { commercialClientOperations } from '@radiant/contract';
import { createAccount } from '../support/accounts.ts';
import { callOperation } from '../support/api.ts';
import { logIn, textbox, toast, unique } from './console-helpers.ts';

const clientsTable = (page: Page) => page.getByRole('table', { name: 'Commercial clients' });
const contrastRow = (page: Page, pair: string) =>
  page
    .getByRole('table', { name: 'Contrast of the brand colours' })
    .getByRole('row')
    .filter({ hasText: pair });

const emailOf = (name: string) => `${name.replace(/\W+/g, '.').toLowerCase()}@clients.test`;

// Each test starts signed in on the screen it works on, sparing the dashboard's charts on the way.
test.beforeEach(async ({ page }) => {
  await logIn(page, await createAccount({ level: 1001 }), '/commercial-clients');
});

test('an admin adds a client with the same address, fixes a failing colour pair and opens its details', async ({
  page,
}) => {
  test.slow();
  const name = unique('Northfield Housing');
  await page.goto('/commercial-clients');
  await page.getByRole('link', { name: 'Add client' }).click();
  await expect(page).toHaveURL('/commercial-clients-add');

  await textbox(page, 'Business name').fill(name);
  await textbox(page, 'Trading name').fill(`${name} Association`);
  await textbox(page, 'Email').fill(emailOf(name));
  await textbox(page, 'Password').fill('short');
  await page.getByRole('button', { name: 'Add client' }).click();
  await expect(page.getByText('Use at least 12 characters.')).toBeVisible();
  await textbox(page, 'Password').fill('a-long-client-password');

  // The business address follows the main address, live, while the box is ticked.
  const addressLine = page.getByRole('textbox', { name: 'Address line 1', exact: true });
  const [mainLine, businessLine] = [addressLine.first(), addressLine.last()];
  await mainLine.fill('1 Wharf');
  await page.getByRole('checkbox', { name: 'Business address is the same' }).check();
  await mainLine.fill('1 Wharf Street');
  await page.getByRole('textbox', { name: 'Post code' }).first().fill('LS11 5AA');
  await expect(businessLine).toHaveValue('1 Wharf Street');
  await expect(businessLine).toHaveAttribute('readonly', '');
  await expect(page.getByRole('textbox', { name: 'Post code' }).nth(1)).toHaveValue('LS11 5AA');

  // A pale title fails AA; the suggestion sets the nearest shade that passes.
  await textbox(page, 'Title text colour').fill('#9ca3af');
  const titleRow = contrastRow(page, 'Title text on background');
  await expect(titleRow.getByText('Fail', { exact: true })).toBeVisible();
  const suggestion = titleRow.getByRole('button', { name: /^Use #[0-9a-f]{6} for Title text colour$/ });
  const shade = ((await suggestion.textContent()) ?? '').replace('Use ', '');
  await suggestion.click();
  await expect(titleRow.getByText('Pass', { exact: true })).toBeVisible();
  await expect(textbox(page, 'Title text colour')).toHaveValue(shade);
  await expect(titleRow).toContainText(/4\.\d\d:1/);

  await page.getByRole('button', { name: 'Add client' }).click();
  await expect(toast(page, `${name} has been added as a commercial client.`)).toBeVisible();
  await expect(page).toHaveURL('/commercial-clients');

  await page.getByRole('searchbox', { name: 'Search clients' }).fill(name);
  await expect(page).toHaveURL(/search=/);
  await expect(clientsTable(page).getByRole('row')).toHaveCount(2);
  await clientsTable(page)
    .getByRole('link', { name: `Details of ${name}` })
    .click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog.getByText('Same as the main address')).toBeVisible();
  await expect(dialog.getByText(shade)).toBeVisible();
  await expect(dialog.getByText('No residential users belong to this client yet.')).toBeVisible();

  await dialog.getByRole('button', { name: 'Edit brand colours' }).click();
  const editor = page.getByRole('dialog', { name: `Brand colours of ${name}` });
  await expect(textbox(editor, 'Title text colour')).toHaveValue(shade);
  await textbox(editor, 'Accent colour').fill('#0f766e');
  await editor.getByRole('button', { name: 'Save colours' }).click();
  await expect(toast(page, `${name}'s brand colours have been saved.`)).toBeVisible();
  await expect(page.getByRole('dialog', { name }).getByText('#0f766e')).toBeVisible();
});

test('a taken email shows the server description and keeps the form', async ({ page }) => {
  const name = unique('Riverside Lettings');
  await page.goto('/commercial-clients-add');
  const token = await page.evaluate(() => localStorage.getItem('access_token') ?? '');
  const taken = await callOperation(
    page.request,
    commercialClientOperations.create,
    {
      body: {
        first_name: `${name} first`,
        last_name: 'Riverside',
        email: emailOf(name),
        password: 'a-long-client-password',
        is_same_address: 1,
        primary_color: '#0f766e',
        primary_dark_color: '#115e59',
        secondary_color: '#4b5563',
        accent_color: '#b45309',
        background_color: '#ffffff',
        title_text_color: '#111827',
        header_text_color: '#ffffff',
        button_text_color: '#ffffff',
      },
    },
    token,
  );
  expect(taken.ok()).toBe(true);

  await textbox(page, 'Business name').fill(name);
  await textbox(page, 'Trading name').fill('Riverside');
  await textbox(page, 'Email').fill(emailOf(name).toUpperCase());
  await textbox(page, 'Password').fill('a-long-client-password');
  await page.getByRole('button', { name: 'Add client' }).click();
  await expect(
    toast(page, `An account with the email ${emailOf(name)} already exists. Use another email address.`),
  ).toBeVisible();
  await expect(page).toHaveURL('/commercial-clients-add');
});
