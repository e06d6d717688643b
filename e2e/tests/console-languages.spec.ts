import { expect, type Page, test } from '@playwright/test';
import { createAccount } from '../support/accounts.ts';
import { LANDED, logIn } from './console-helpers.ts';

const html = (page: Page) => page.locator('html');

/** Chooses from the header's language menu, named in the language the console speaks now. */
async function chooseFromHeader(page: Page, menu: string, choice: string) {
  await page.getByRole('button', { name: menu, exact: true }).click();
  await page.getByRole('menuitem', { name: choice, exact: true }).click();
}

test("an admin's German follows them into another browser; the browser's language comes back on request", async ({
  page,
  browser,
}) => {
  // Wide enough for the drawer, whose navigation is named in the page's language.
  await page.setViewportSize({ width: 1440, height: 900 });
  const account = await createAccount({ level: 1001 });
  await logIn(page, account);
  await chooseFromHeader(page, 'Language', 'Deutsch');
  // The page comes back in German: its language, its header, its navigation.
  await expect(html(page)).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sprache', exact: true })).toBeVisible();
  await expect(html(page)).toHaveAttribute('dir', 'ltr');

  // Another browser, English by its own language: once signed in, the admin's choice follows them there.
  const elsewhere = await browser.newContext({ locale: 'en-GB', viewport: { width: 1440, height: 900 } });
  try {
    const second = await elsewhere.newPage();
    await logIn(second, account);
    await expect(html(second)).toHaveAttribute('lang', 'de');
    await expect(second.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
  } finally {
    await elsewhere.close();
  }

  // Back to the browser's language, from the menu in German.
  await chooseFromHeader(page, 'Sprache', 'Wie der Browser');
  await expect(html(page)).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
});

test('a first visit from an Arabic browser gets the console in Arabic, right to left', async ({
  browser,
}) => {
  const arabic = await browser.newContext({ locale: 'ar-AE' });
  try {
    const page = await arabic.newPage();
    await page.goto('/');
    await expect(html(page)).toHaveAttribute('lang', 'ar');
    await expect(html(page)).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('button', { name: 'اللغة', exact: true })).toBeVisible();
  } finally {
    await arabic.close();
  }
});

test('an admin turns to Arabic in Settings, then to Arabic-Indic digits, which the lists then show', async ({
  page,
}) => {
  await logIn(page, await createAccount({ level: 1001 }), '/settings');
  await page.getByRole('combobox', { name: 'Language', exact: true }).click();
  await page.getByRole('option', { name: 'العربية', exact: true }).click();
  await expect(html(page)).toHaveAttribute('lang', 'ar');
  await expect(html(page)).toHaveAttribute('dir', 'rtl');

  // Latin digits by default, as most Gulf business software shows them; Arabic-Indic on request.
  const arabicIndic = page.getByRole('radio', { name: '١٬٢٣٤٬٥٦٧٬٨٩٠' });
  await expect(page.getByRole('radio', { name: '1,234,567,890' })).toBeChecked();
  // A segment's radio is hidden under its label, which a person presses.
  await page.getByText('١٬٢٣٤٬٥٦٧٬٨٩٠', { exact: true }).click();
  await expect(arabicIndic).toBeChecked();
  // The residents' list then writes its counts and days in them.
  await page.goto('/residential-users');
  await expect(page.getByRole('table').first()).toContainText(/[٠-٩]{4}/, LANDED);
});
