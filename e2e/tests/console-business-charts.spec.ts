import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { businessOperations } from '@radiant/contract';
import { createAccount } from '../support/accounts.ts';
import { E2E } from '../support/environment.ts';
import { submitLogin } from './console-helpers.ts';

const SCREENS = [
  { title: 'Residential revenue', path: '/residential-users-revenue-chart', file: 'residential-revenue' },
  { title: 'Residential sign-ups', path: '/residential-users-signups', file: 'residential-signups' },
  {
    title: 'Residential subscriptions',
    path: '/residential-users-subscription-chart',
    file: 'residential-subscriptions',
  },
  { title: 'Commercial revenue', path: '/commercial-clients-revenue-chart', file: 'commercial-revenue' },
  { title: 'Commercial sign-ups', path: '/commercial-clients-signup-chart', file: 'commercial-signups' },
  {
    title: 'Commercial subscriptions',
    path: '/commercial-clients-subscription-chart',
    file: 'commercial-subscriptions',
  },
];
const THIS_YEAR = new Date().getUTCFullYear();
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
// A lazy chunk with the chart library, and a chart of a year of weeks: give them room on a busy 2-core machine.
const LOADED = { timeout: 20_000 };

/** The figures table, found by its caption: "Residential revenue by month, 2026". */
const figuresTable = (page: Page, caption: string) => page.getByRole('table', { name: caption, exact: true });
const bodyRows = (page: Page, caption: string) => figuresTable(page, caption).locator('tbody tr');
/** The period chips hide their radio buttons behind their labels, which take the clicks. */
const choosePeriod = (page: Page, name: string) =>
  page.getByRole('radiogroup', { name: 'Period' }).getByText(name, { exact: true }).click();
const headerCells = (page: Page, caption: string) =>
  figuresTable(page, caption).getByRole('columnheader').allInnerTexts();

// The screens only read the demo data: one admin, logged in once, visits them all.
test.describe('business charts', () => {
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage({ baseURL: E2E.baseUrl });
    await submitLogin(page, await createAccount({ level: 1001 }));
    await expect(page).toHaveURL('/dashboard', LOADED);
  });
  test.afterAll(() => page.context().close());

  test('each of the six screens shows the demo figures as a chart and as a table', async () => {
    test.slow();
    for (const screen of SCREENS) {
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { level: 1, name: screen.title })).toBeVisible(LOADED);
      const caption = `${screen.title} by month, ${THIS_YEAR}`;
      await expect(figuresTable(page, caption)).toBeVisible(LOADED);
      // Every month that has begun is a row, and some figure in them is not zero.
      expect(await bodyRows(page, caption).count()).toBe(new Date().getUTCMonth() + 1);
      await expect(
        figuresTable(page, caption).getByRole('cell').filter({ hasText: /[1-9]/ }).first(),
      ).toBeVisible(LOADED);
      await expect(page.getByRole('img', { name: new RegExp(String(THIS_YEAR)) })).toBeVisible(LOADED);
    }
  });

  test('the period and the year live in the address: a change, a reload and going back', async () => {
    await page.goto('/residential-users-signups');
    const monthly = `Residential sign-ups by month, ${THIS_YEAR}`;
    await expect(figuresTable(page, monthly)).toBeVisible(LOADED);

    await choosePeriod(page, 'Weekly');
    await expect(page).toHaveURL(/\?period=weekly$/);
    const weekly = `Residential sign-ups by week, ${THIS_YEAR}`;
    await expect(figuresTable(page, weekly)).toBeVisible(LOADED);
    expect(await headerCells(page, weekly)).toEqual(['Week', 'Sign-ups', 'Residential users at end']);
    await expect(bodyRows(page, weekly).first().getByRole('rowheader')).toHaveText(/^Week 1 \(/);

    await page.getByRole('combobox', { name: 'Year' }).click();
    await page.getByRole('option', { name: String(THIS_YEAR - 1), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`\\?period=weekly&year=${THIS_YEAR - 1}$`));
    const lastYear = `Residential sign-ups by week, ${THIS_YEAR - 1}`;
    await expect(figuresTable(page, lastYear)).toBeVisible(LOADED);
    // A whole past year: 52 or 53 ISO weeks.
    expect(await bodyRows(page, lastYear).count()).toBeGreaterThanOrEqual(52);

    await page.reload();
    await expect(figuresTable(page, lastYear)).toBeVisible(LOADED);
    await expect(page.getByRole('radio', { name: 'Weekly' })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Year' })).toHaveValue(String(THIS_YEAR - 1));

    await page.goBack();
    await expect(page).toHaveURL(/\?period=weekly$/);
    await expect(figuresTable(page, weekly)).toBeVisible(LOADED);
    await expect(page.getByRole('combobox', { name: 'Year' })).toHaveValue(String(THIS_YEAR));

    await choosePeriod(page, 'Yearly');
    const yearly = `Residential sign-ups by year, ${THIS_YEAR - 4}–${THIS_YEAR}`;
    await expect(figuresTable(page, yearly)).toBeVisible(LOADED);
    expect(await bodyRows(page, yearly).allInnerTexts()).toHaveLength(5);
  });

  test('an address the screen does not understand shows this year by month', async () => {
    await page.goto('/commercial-clients-revenue-chart?period=hourly&year=1850');
    await expect(figuresTable(page, `Commercial revenue by month, ${THIS_YEAR}`)).toBeVisible(LOADED);
    await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  });

  test('a year without figures says so, and a failed load offers another try', async () => {
    await page.goto('/residential-users-revenue-chart?year=2003');
    await expect(page.getByRole('heading', { name: 'No figures for 2003' })).toBeVisible(LOADED);
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();

    const series = `**${businessOperations.series.path}?*`;
    await page.route(series, (route) => route.abort());
    await page.goto('/residential-users-revenue-chart?period=yearly');
    // The console tries a failed call three times before it says so.
    await expect(page.getByText('These figures could not be loaded.')).toBeVisible(LOADED);
    await page.unroute(series);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(
      figuresTable(page, `Residential revenue by year, ${THIS_YEAR - 4}–${THIS_YEAR}`),
    ).toBeVisible(LOADED);
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  test('the CSV export holds the table: the same header and a line per row', async () => {
    await page.goto('/commercial-clients-subscription-chart?period=yearly');
    const caption = `Commercial subscriptions by year, ${THIS_YEAR - 4}–${THIS_YEAR}`;
    await expect(figuresTable(page, caption)).toBeVisible(LOADED);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`commercial-subscriptions-yearly-${THIS_YEAR}.csv`);

    const text = await readFile(await download.path(), 'utf8');
    // A byte order mark first, so that spreadsheets read "£" as UTF-8.
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n').filter(Boolean);
    const header = await headerCells(page, caption);
    expect(header.length).toBeGreaterThan(2);
    expect(lines[0]).toBe(header.join(','));
    expect(lines).toHaveLength((await bodyRows(page, caption).count()) + 1);
    expect(lines[1]).toMatch(new RegExp(`^${THIS_YEAR - 4},`));
  });

  test('the PNG export is an image of the chart', async () => {
    await page.goto('/residential-users-revenue-chart');
    await expect(figuresTable(page, `Residential revenue by month, ${THIS_YEAR}`)).toBeVisible(LOADED);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export PNG' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`residential-revenue-monthly-${THIS_YEAR}.png`);
    const file = await readFile(await download.path());
    expect([...file.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(file.length).toBeGreaterThan(5_000);
  });
});
