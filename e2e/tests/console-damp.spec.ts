import { expect, type Locator, type Page, test } from '@playwright/test';
import { RISK_BANDS } from '@radiant/contract';
import { createAccount, createHome, createResidents, demoClient } from '../support/accounts.ts';
import { LANDED, logIn, unique } from './console-helpers.ts';

const BAND_NAMES = ['Severe', 'High', 'Moderate', 'Low', 'No data'];
/** The column of the band over the window: home, resident, client, then band. */
const BAND_COLUMN = 3;

const homesTable = (page: Page) => page.getByRole('table', { name: 'Homes at damp risk' });
const rowsOf = (table: Locator) => table.getByRole('row').filter({ has: table.page().getByRole('cell') });
/**
 * The band of every row, read in one go: a row read one at a time may be gone by the time it is read (the rows
 * of the list before a filter, replaced by the filtered ones), and a read of a row that is gone waits forever.
 */
const bandsShown = (table: Locator) =>
  rowsOf(table).evaluateAll(
    (rows, column) => rows.map((row) => row.querySelectorAll('td')[column]?.textContent?.trim() ?? ''),
    BAND_COLUMN,
  );
/** A labelled fact of a record ("Band, 28 days" above its badge): the label with what it labels. */
const factOf = (scope: Page | Locator, label: string) =>
  scope.getByText(label, { exact: true }).locator('xpath=..');
const dampPanel = (page: Page) => page.getByRole('region', { name: 'Damp and mould', exact: true });

test('an admin finds the demo homes at damp risk worst first, opens the worst room and its chart, and its resident', async ({
  page,
}) => {
  test.slow();
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

  // The room's own page judges it as the list did, and draws its damp over the window against the mould line.
  const panel = dampPanel(page);
  await expect(factOf(panel, 'Band, 28 days')).toContainText(worst, LANDED);
  const humidity = panel.getByRole('img', { name: 'Damp and mould: Humidity, air and coldest surface (%)' });
  await expect(humidity).toBeVisible();
  await expect(humidity.getByText('Mould risk from 80 %')).toBeVisible();
  await expect(
    panel.getByRole('img', { name: 'Damp and mould: Temperature against dew point (°C)' }),
  ).toBeVisible();
  await expect(panel.getByText('Dew point', { exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  // Seven days hour by hour: the same two charts, closer in.
  await panel.getByText('7 days', { exact: true }).click();
  await expect(panel.getByRole('radio', { name: '7 days' })).toBeChecked();
  await expect(humidity).toBeVisible();

  // Its resident's page shows that home's band, with the room as its worst.
  await page.getByRole('link', { name: 'Back to the user' }).click();
  await expect(page).toHaveURL(/\/residential-users_details\?id=\d+$/);
  const worstRoom = factOf(page, 'Worst room').filter({ hasText: roomName }).first();
  await expect(worstRoom).toBeVisible(LANDED);
  await expect(worstRoom.locator('xpath=..')).toContainText(new RegExp(`Damp band\\s*${worst}`));
  await expect(worstRoom.locator('xpath=..')).toContainText('Excess cold');
});

test("an admin sets a survey's temperature factor for a home's walls, and goes back to the default", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const [userId = 0] = await createResidents(unique('Walls'), [{ firstName: 'Wren' }]);
  const roomId = await createHome(userId, 'Bedroom');
  await logIn(page, await createAccount({ level: 1001 }), `/rooms_details?id=${roomId}`);
  const panel = dampPanel(page);
  // A new room has sent no humidity yet: it says so instead of drawing an empty chart.
  await expect(panel.getByText('No humidity readings in the last 28 days')).toBeVisible(LANDED);
  await expect(factOf(panel, 'Band, 28 days')).toContainText('No data');
  await expect(panel.getByText('Temperature factor (f_Rsi) 0.75, the default.')).toBeVisible();

  const factor = panel.getByRole('textbox', { name: 'Temperature factor' });
  await factor.fill('0.2');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByText('At least 0.3: colder walls than any survey finds.')).toBeVisible();

  await factor.fill('0.6');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByText('Temperature factor (f_Rsi) 0.60, set by a survey.')).toBeVisible();
  await expect(factor).toHaveValue('0.6');

  await panel.getByRole('button', { name: 'Use the default' }).click();
  await expect(panel.getByText('Temperature factor (f_Rsi) 0.75, the default.')).toBeVisible();
  await expect(factor).toHaveValue('0.75');
  await expect(panel.getByRole('button', { name: 'Use the default' })).toBeDisabled();
});

test("a client's page counts its homes by damp band and links to them on Damp & cold", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const clientId = await demoClient();
  await logIn(page, await createAccount({ level: 1001 }), `/commercial-clients?id=${clientId}`);
  const damp = page.getByRole('region', { name: 'Damp and mould in its homes' });
  const bands = damp.getByRole('list', { name: 'Homes by damp band' }).getByRole('listitem');
  await expect(bands).toHaveText(
    BAND_NAMES.map((band) => new RegExp(`^${band}\\s*\\d+ homes?$`)),
    LANDED,
  );
  await damp.getByRole('link', { name: /^Show its \d+ homes? on Damp & cold$/ }).click();
  await expect(page).toHaveURL(`/damp-and-cold?client=${clientId}`);
  await expect(rowsOf(homesTable(page)).first()).toBeVisible(LANDED);
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
  await logIn(page, await createAccount({ level: 1001 }), '/alarms?rule=damp_risk');
  const table = page.getByRole('table', { name: 'Alarms' });
  const row = rowsOf(table).first();
  await expect(row).toContainText('Damp and mould risk', LANDED);
  await expect(row).toContainText('Major');
  await row.getByRole('button', { name: 'Damp and mould risk', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Damp and mould risk' })).toBeVisible();
});
