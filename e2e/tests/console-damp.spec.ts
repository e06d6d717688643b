import { expect, type Locator, type Page, test } from '@playwright/test';
import { RISK_BANDS } from '@radiant/contract';
import { createAccount } from '../support/accounts.ts';
import { LANDED, logIn } from './console-helpers.ts';

const BAND_NAMES = ['Severe', 'High', 'Moderate', 'Low', 'No data'];
/** The column of the band over the window: home, resident, client, then band. */
const BAND_COLUMN = 3;

const homesTable = (page: Page) => page.getByRole('table', { name: 'Homes at damp risk' });
const rowsOf = (table: Locator) => table.getByRole('row').filter({ has: table.page().getByRole('cell') });
const bandsShown = async (table: Locator) =>
  Promise.all(
    (await rowsOf(table).all()).map(async (row) =>
      ((await row.getByRole('cell').nth(BAND_COLUMN).textContent()) ?? '').trim(),
    ),
  );

test('an admin finds the demo homes at damp risk worst first, filters by band and opens the worst room', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page, await createAccount({ level: 1001 }));
  const drawer = page.getByRole('navigation', { name: 'Main navigation' });
  await drawer.getByRole('button', { name: 'Analytics' }).click();
  await drawer.getByRole('link', { name: 'Damp & cold' }).click();
  await expect(page).toHaveURL('/damp-and-cold');
  await expect(page.getByRole('heading', { level: 1, name: 'Damp & cold' })).toBeVisible();

  const table = homesTable(page);
  await expect(rowsOf(table).first()).toBeVisible(LANDED);
  const bands = await bandsShown(table);
  const ranks = bands.map((band) => BAND_NAMES.indexOf(band));
  expect(ranks, bands.join(', ')).not.toContain(-1);
  expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  const worst = bands[0] ?? '';
  expect(['Severe', 'High']).toContain(worst);

  // The count of the worst band is its filter: only its homes are left, and the address says so.
  const chip = page.getByRole('checkbox', { name: new RegExp(`^${worst}: \\d+`) });
  // A chip's box is hidden under its label, which a person presses.
  await page
    .getByRole('group', { name: 'Homes by damp band' })
    .getByText(new RegExp(`^${worst}: \\d+`))
    .click();
  await expect(chip).toBeChecked();
  const band = RISK_BANDS[BAND_NAMES.indexOf(worst)] ?? '';
  await expect(page).toHaveURL(`/damp-and-cold?band=${band}`);
  await expect(async () => {
    expect(new Set(await bandsShown(table))).toEqual(new Set([worst]));
  }).toPass();

  const room = rowsOf(table).first().getByRole('cell').nth(5).getByRole('link');
  const roomName = ((await room.textContent()) ?? '').trim();
  await room.click();
  await expect(page).toHaveURL(/\/rooms_details\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: roomName })).toBeVisible();
});

test("the dashboard's Homes at damp risk counts the fleet's severe and high homes and links to them", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page, await createAccount({ level: 1001 }));
  const widget = page.getByRole('region', { name: 'Homes at damp risk', exact: true });
  await widget.scrollIntoViewIfNeeded(LANDED);
  const severe = widget.getByRole('link', { name: /^Severe: \d+ homes? at damp risk$/ });
  await expect(severe).toBeVisible(LANDED);
  const all = widget.getByRole('link', { name: /^Show the \d+ homes? at severe or high risk$/ });
  const count = Number((await all.textContent())?.match(/\d+/)?.[0]);
  expect(count).toBeGreaterThan(0);

  await all.click();
  await expect(page).toHaveURL('/damp-and-cold?band=severe%2Chigh');
  await expect(page.getByRole('checkbox', { name: /^Severe: / })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /^High: / })).toBeChecked();
  await expect(page.getByText(`${count} home${count === 1 ? '' : 's'} shown`)).toBeVisible();
});

test('the damp and cold alarms the demo week calls for are in the alarms list, each opening its detail', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page, await createAccount({ level: 1001 }));
  await page.goto('/alarms?rule=damp_risk');
  const table = page.getByRole('table', { name: 'Alarms' });
  const row = rowsOf(table).first();
  await expect(row).toContainText('Damp and mould risk', LANDED);
  await expect(row).toContainText('Major');
  await row.getByRole('button', { name: 'Damp and mould risk', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Damp and mould risk' })).toBeVisible();
});
