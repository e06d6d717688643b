import { expect, type Page, test } from '@playwright/test';
import { manufacturerOperations } from '@radiant/contract';
import { createAccount } from '../support/accounts.ts';
import { callOperation } from '../support/api.ts';
import { logIn, textbox, toast, unique } from './console-helpers.ts';

/** A 24 × 24 orange PNG, small enough to inline. */
const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAYCAMAAADXqc3KAAAAA1BMVEX5cxbtqerhAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAD0lEQVQoz2NgGAWjgPoAAAJYAAF1NoZ3AAAAAElFTkSuQmCC',
  'base64',
);

const manufacturersTable = (page: Page) => page.getByRole('table', { name: 'Radiator manufacturers' });

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search manufacturers' }).fill(text);
  await expect(page).toHaveURL(/search=/);
  await expect(manufacturersTable(page).getByRole('row')).toHaveCount(2);
}

// Each test starts signed in on the screen it works on, sparing the dashboard's charts on the way.
test.beforeEach(async ({ page }) => {
  await logIn(page, await createAccount({ level: 1001 }), '/radiator-manufactures');
});

test('an admin adds a manufacturer with a logo, edits, deactivates and deletes it', async ({ page }) => {
  test.slow();
  const title = unique('Thermolux');
  await page.goto('/radiator-manufactures');
  await page.getByRole('button', { name: 'Add manufacturer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a manufacturer' });
  await expect(page).toHaveURL('/radiator-manufactures?edit=new');

  await textbox(dialog, 'Title').fill(title);
  await dialog.getByRole('textbox', { name: 'Website' }).fill('thermolux');
  await dialog.getByRole('button', { name: 'Add manufacturer' }).click();
  await expect(
    dialog.getByText('Enter the website as a full http(s) address, e.g. https://example.com.'),
  ).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Website' }).fill('https://thermolux.example.com');
  await textbox(dialog, 'Info').fill('Oil-filled radiators for older homes.');

  await dialog
    .getByLabel('Logo', { exact: true })
    .setInputFiles({ name: 'logo.txt', mimeType: 'text/plain', buffer: Buffer.from('no') });
  await expect(dialog.getByText('Choose a PNG, JPEG or WebP image.')).toBeVisible();
  await dialog
    .getByLabel('Logo', { exact: true })
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO_PNG });
  await expect(dialog.getByRole('img', { name: 'Chosen logo' })).toBeVisible();
  await expect(dialog.getByText('Choose a PNG, JPEG or WebP image.')).toBeHidden();
  await dialog.getByRole('button', { name: 'Add manufacturer' }).click();

  await expect(toast(page, `${title} has been added.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL('/radiator-manufactures');
  await search(page, title);
  const row = manufacturersTable(page).getByRole('row').filter({ hasText: title });
  await expect(row.getByRole('img', { name: title })).toBeVisible();
  await expect(row.getByRole('link', { name: /thermolux\.example\.com/ })).toHaveAttribute(
    'href',
    'https://thermolux.example.com',
  );

  const status = page.getByRole('switch', { name: `Active: ${title}` });
  await status.press('Space');
  await expect(toast(page, `${title} is now inactive.`)).toBeVisible();
  await expect(status).not.toBeChecked();

  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const editor = page.getByRole('dialog', { name: 'Edit manufacturer' });
  await expect(textbox(editor, 'Title')).toHaveValue(title);
  await expect(editor.getByRole('img', { name: 'Current logo' })).toBeVisible();
  await textbox(editor, 'Info').fill('Oil-filled and dry-stone radiators.');
  await editor.getByRole('button', { name: 'Save manufacturer' }).click();
  await expect(toast(page, `${title} has been updated.`)).toBeVisible();
  await expect(editor).toBeHidden();
  await expect(row).toContainText('Oil-filled and dry-stone radiators.');
  await expect(row.getByRole('img', { name: title })).toBeVisible();

  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete this manufacturer?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toast(page, 'Successfully deleted a manufacturer')).toBeVisible();
  await expect(page.getByText(`No manufacturers match “${title}”`)).toBeVisible();
});

test('the overview shows each manufacturer with its radiator models', async ({ page }) => {
  await page.goto('/radiator-manufactures');
  const token = await page.evaluate(() => localStorage.getItem('access_token') ?? '');
  const answer = await callOperation(
    page.request,
    manufacturerOperations.list,
    { query: { limit: 100 } },
    token,
  );
  const { manufacturers } = (await answer.json()).data as {
    manufacturers: {
      title: string;
      models: { name: string; rated_power_w: number; radiators_installed: number }[];
    }[];
  };
  const fitted = manufacturers.find((manufacturer) => manufacturer.models.length > 0);
  if (!fitted) throw new Error('The demo data should hold a manufacturer with radiator models.');

  await page.goto(`/radiators-manufactures?search=${encodeURIComponent(fitted.title)}`);
  const models = page
    .getByRole('article', { name: fitted.title })
    .getByRole('table', { name: `Models of ${fitted.title}` });
  for (const model of fitted.models) {
    const row = models.getByRole('row').filter({ hasText: model.name });
    await expect(row).toContainText(`${model.rated_power_w.toLocaleString('en-GB')} W`);
    await expect(row).toContainText(model.radiators_installed.toLocaleString('en-GB'));
  }
});

test('a manufacturer without models shows so on its card', async ({ page }) => {
  const title = unique('Bare Radiators');
  const token = await (async () => {
    await page.goto('/radiators-manufactures');
    return page.evaluate(() => localStorage.getItem('access_token') ?? '');
  })();
  const created = await callOperation(
    page.request,
    manufacturerOperations.create,
    { body: { title, website: 'https://bare.example.com', info: '' } },
    token,
  );
  expect(created.ok()).toBe(true);

  await page.getByRole('searchbox', { name: 'Search manufacturers' }).fill(title);
  const card = page.getByRole('article', { name: title });
  await expect(card.getByText('No radiator models recorded yet.')).toBeVisible();
  await expect(card.getByText('Active')).toBeVisible();
  // No logo: the avatar shows the initials of the first words.
  await expect(card.getByText('BR', { exact: true })).toBeVisible();
});
