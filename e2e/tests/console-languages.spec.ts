import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { LEVEL, planOperations, SCHEMA_MESSAGES } from '@radiant/contract';
import { createAccount } from '../support/accounts.ts';
import { callOperation } from '../support/api.ts';
import { LANDED, logIn, unique } from './console-helpers.ts';
import { tokenOf } from './gateway-helpers.ts';

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
  // Two sign-ins in two browsers: on a busy two-core machine this outlasts one test's usual minute.
  test.slow();
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

test('an owner turns to Arabic in Settings, then to Arabic-Indic digits, which the lists and the calendar then show', async ({
  page,
}) => {
  await logIn(page, await createAccount({ level: LEVEL.OWNER }), '/settings');
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

  // The audit log's calendar takes a time of day in those digits too: typed in them, shown in them, kept.
  const shell = stringsOf('ar', 'shell');
  const from = stringsOf('ar', 'audit-log')('filters.from');
  await page.goto('/audit-log');
  const choose = shell('dayInput.chooseTime', { label: from });
  await page.getByRole('button', { name: choose, exact: true }).click();
  const calendar = page.getByRole('dialog', { name: choose, exact: true });
  const first = await page.evaluate(() => {
    const now = new Date();
    const day = new Date(Date.UTC(now.getFullYear(), now.getMonth(), 1));
    return new Intl.DateTimeFormat('ar-u-nu-arab', { dateStyle: 'full', timeZone: 'UTC' }).format(day);
  });
  await calendar.getByRole('button', { name: first, exact: true }).click();
  const hours = calendar.getByRole('spinbutton', { name: shell('dayInput.hours'), exact: true });
  const minutes = calendar.getByRole('spinbutton', { name: shell('dayInput.minutes'), exact: true });
  await hours.click();
  await hours.pressSequentially('٧');
  await expect(hours).toHaveValue('٠٧');
  // Seven can take no second digit: the minutes are next.
  await expect(minutes).toBeFocused();
  await minutes.pressSequentially('٣٠');
  await expect(minutes).toHaveValue('٣٠');
  await calendar.getByRole('button', { name: shell('dayInput.done'), exact: true }).click();
  await expect(page.getByRole('textbox', { name: from, exact: true })).toHaveValue(/٧:٣٠/);
  await expect(page).toHaveURL(/[?&]from=/);
});

/** The console's strings of a namespace in a language, as its files hold them (`shell` or a feature's folder). */
function stringsOf(language: string, namespace: string) {
  const path =
    namespace === 'shell'
      ? `../../apps/console/src/config/locales/${language}/shell.json`
      : `../../apps/console/src/features/${namespace}/locales/${language}.json`;
  const strings = JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
  /** A string by its dotted key, its {{values}} filled in. */
  return (key: string, values: Record<string, string> = {}) => {
    const text = key.split('.').reduce((node, part) => node[part], strings) as unknown as string;
    return text.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => values[name] ?? `{{${name}}}`);
  };
}

/**
 * Opens a date field's calendar and checks it speaks the page's language: this month's name, the weekdays in
 * the locale's order; then picks the 15th, which the field then shows as the tables write days.
 */
async function pickFromCalendar(page: Page, language: 'ar' | 'de', label: string) {
  const shell = stringsOf(language, 'shell');
  // What the calendar should say, asked of the browser's own Intl: the locale the console writes this language in.
  const expected = await page.evaluate(
    (locale) => {
      const now = new Date();
      const fifteenth = new Date(Date.UTC(now.getFullYear(), now.getMonth(), 15));
      const week = new Intl.Locale(locale) as Intl.Locale & { getWeekInfo: () => { firstDay: number } };
      const { firstDay } = week.getWeekInfo();
      // A day of the week the locale starts on (ISO: 1 is Monday, 7 Sunday), the 5th of January 2026 being a Monday.
      const firstWeekday = new Date(Date.UTC(2026, 0, 4 + firstDay));
      const utc = (options: Intl.DateTimeFormatOptions) =>
        new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
      return {
        month: utc({ month: 'long' }).format(fifteenth),
        firstWeekday: utc({ weekday: 'narrow' }).format(firstWeekday),
        fifteenth: utc({ dateStyle: 'full' }).format(fifteenth),
        shown: utc({ day: 'numeric', month: 'short', year: 'numeric' }).format(fifteenth),
      };
    },
    language === 'de' ? 'de-DE' : 'ar-u-nu-latn',
  );
  const choose = shell('dayInput.choose', { label });
  await page.getByRole('button', { name: choose, exact: true }).click();
  const calendar = page.getByRole('dialog', { name: choose, exact: true });
  await expect(calendar).toContainText(expected.month);
  const firstColumn = calendar.getByRole('columnheader').first();
  if (language === 'de') await expect(firstColumn).toHaveText(/^Mo/);
  else await expect(firstColumn).toHaveText(expected.firstWeekday);
  await calendar.getByRole('button', { name: expected.fifteenth, exact: true }).click();
  await expect(calendar).toBeHidden();
  await expect(page.getByRole('textbox', { name: label, exact: true })).toHaveValue(expected.shown);
}

/** The plan's title check, as the contract words it in English. */
const SHORT_TITLE = 'Give the plan a title of at least 2 characters.';

/** A string with one {{value}} left open, as a pattern that takes any value there. */
const patternOf = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\\\{\w+\\\}\\\}/g, '.+')}$`);

for (const [language, locale, cost, costShown, rule] of [
  ['ar', 'ar-AE', '7.5', '7.50', 'damp_risk'],
  ['de', 'de-DE', '7,5', '7,50', 'excess_cold'],
] as const) {
  test(`an admin works in ${language === 'ar' ? 'Arabic' : 'German'}: signs in, filters the residents, edits a plan, acknowledges an alarm`, async ({
    browser,
  }) => {
    test.slow();
    const auth = stringsOf(language, 'auth');
    const users = stringsOf(language, 'residential-users');
    const plans = stringsOf(language, 'subscriptions');
    const alarms = stringsOf(language, 'alarms');
    const context = await browser.newContext({ locale, viewport: { width: 1440, height: 900 } });
    try {
      const page = await context.newPage();
      const admin = await createAccount({ level: 1001 });
      const title = unique(language === 'ar' ? 'خطة' : 'Plan');
      const created = await callOperation(
        page.request,
        planOperations.create,
        { body: { title, type: 2, cost: 3, yearly_discount: 0 } },
        await tokenOf(page, admin),
      );
      expect(created.status(), await created.text()).toBe(200);

      // Signed in through the login in the browser's language.
      await page.goto('/');
      await expect(html(page)).toHaveAttribute('lang', language);
      await page.getByRole('textbox', { name: auth('auth.email'), exact: true }).fill(admin.email);
      await page.getByRole('textbox', { name: auth('auth.password'), exact: true }).fill(admin.password);
      await page.getByRole('button', { name: auth('auth.submit'), exact: true }).click();
      await expect(page).toHaveURL('/dashboard', LANDED);

      // The residents, filtered by a name: only theirs are left, and the address keeps the search.
      await page.goto('/residential-users');
      await page.getByRole('searchbox', { name: users('users.search'), exact: true }).fill('Smith');
      await expect(page).toHaveURL(/search=Smith/, LANDED);
      const residents = page.getByRole('table', { name: users('users.tableLabel'), exact: true });
      await expect(residents.getByRole('row').nth(1)).toContainText('Smith', LANDED);

      // The sign-up filter's calendar, drawn in the language, its week starting as the language's locale has it.
      await pickFromCalendar(page, language, users('filters.signedUpFrom'));

      // A plan's cost changed, typed as the language writes it.
      await page.goto(`/subscriptions?search=${encodeURIComponent(title)}`);
      await page.getByRole('link', { name: plans('plans.editOf', { title }), exact: true }).click(LANDED);
      // The form's own check, worded in the language before anything is sent.
      const titleField = page.getByRole('textbox', { name: plans('plans.form.title'), exact: true });
      await titleField.fill('P');
      await page.getByRole('button', { name: plans('plans.form.save'), exact: true }).click();
      await expect(page.getByText(SCHEMA_MESSAGES[SHORT_TITLE]?.[language] ?? SHORT_TITLE)).toBeVisible();
      await titleField.fill(title);
      const costField = page.getByRole('textbox', { name: plans('plans.form.cost'), exact: true });
      await costField.fill(cost);
      await page.getByRole('button', { name: plans('plans.form.save'), exact: true }).click();
      await expect(page).toHaveURL(/\/subscriptions/, LANDED);
      await page.goto(`/subscriptions?search=${encodeURIComponent(title)}`);
      const plan = page
        .getByRole('table', { name: plans('plans.tableLabel'), exact: true })
        .getByRole('row')
        .filter({ hasText: title });
      await expect(plan).toContainText(costShown, LANDED);

      // An active alarm acknowledged with a note, named and confirmed in the language.
      await page.goto(`/alarms?status=active&rule=${rule}`);
      const row = page
        .getByRole('table', { name: alarms('list.tableLabel'), exact: true })
        .getByRole('row')
        .filter({ has: page.getByRole('button', { name: patternOf(alarms('list.acknowledgeOf')) }) })
        .first();
      await row.getByRole('button', { name: patternOf(alarms('list.acknowledgeOf')) }).click(LANDED);
      const dialog = page.getByRole('dialog', { name: alarms('note.acknowledgeTitle_one'), exact: true });
      await dialog.getByRole('textbox', { name: alarms('note.label'), exact: true }).fill('✓');
      const acknowledged = page.waitForResponse((answer) =>
        /\/v1\/alarms\/\d+\/acknowledge$/.test(answer.url()),
      );
      await dialog.getByRole('button', { name: alarms('note.acknowledge'), exact: true }).click();
      expect((await acknowledged).status()).toBe(200);
      await expect(dialog).toBeHidden();
    } finally {
      await context.close();
    }
  });
}
