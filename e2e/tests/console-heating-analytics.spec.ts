import { expect, type Page, test } from '@playwright/test';
import { createAccount, demoResident, demoRoom } from '../support/accounts.ts';
import { logIn } from './console-helpers.ts';

// A lazy chunk with the chart library and a year of figures: give it room on a busy 2-core machine.
const LOADED = { timeout: 20_000 };

const figuresTable = (page: Page) => page.getByRole('table', { name: 'Figures' });
/** Picks a period the way an admin does: by its label (the radio itself is hidden under it). */
const pickPeriod = (page: Page, name: string) =>
  page.getByRole('radiogroup', { name: 'Period' }).getByText(name, { exact: true }).click();
/** The energy total on its card ("686 kWh"). */
const energyTotal = (page: Page) => page.getByText(/^[\d,]+ kWh$/).first();
/** Its text once the figures shown are those asked for, not the last ones kept while they load. */
async function settledEnergyTotal(page: Page) {
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0, LOADED);
  return (await energyTotal(page).textContent()) ?? '';
}

/** Picks a resident in the "Whose heating" box the way an admin does: by typing their last name. */
async function pickResident(page: Page, resident: { firstName: string; lastName: string }) {
  const picker = page.getByRole('combobox', { name: 'Whose heating' });
  await picker.click();
  await picker.fill(resident.lastName);
  await page
    .getByRole('option', { name: new RegExp(`^${resident.firstName} ${resident.lastName}`) })
    .first()
    .click();
}

test.use({ viewport: { width: 1440, height: 900 } });

test('residential analytics: the fleet by month then year, one user picked by name, kept on reload, a day by hour', async ({
  page,
}) => {
  test.slow();
  const admin = await createAccount({ level: 1001 });
  const resident = await demoResident();
  await logIn(page, admin, '/residential_analytics');

  // The fleet this month, by day, from the demo data's heating history.
  await expect(figuresTable(page).getByRole('columnheader', { name: 'Day', exact: true })).toBeVisible(
    LOADED,
  );
  expect(Number.parseInt((await settledEnergyTotal(page)).replace(/,/g, ''), 10)).toBeGreaterThan(0);

  await pickPeriod(page, 'Year');
  await expect(page).toHaveURL(/period=yearly/);
  await expect(figuresTable(page).getByRole('columnheader', { name: 'Month', exact: true })).toBeVisible(
    LOADED,
  );
  await expect(figuresTable(page).getByRole('rowheader').first()).toHaveText('Jan');
  const fleetYear = await settledEnergyTotal(page);

  // One resident, found by their last name.
  await pickResident(page, resident);
  await expect(page).toHaveURL(new RegExp(`userId=${resident.id}`));
  // The router renders the new address in a transition, so the fleet's figures can still be on screen here.
  await expect(energyTotal(page)).not.toHaveText(fleetYear, LOADED);
  const residentYear = await settledEnergyTotal(page);

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Whose heating' })).toHaveValue(
    `${resident.firstName} ${resident.lastName}`,
    LOADED,
  );
  await expect(page.getByRole('radio', { name: 'Year' })).toBeChecked();
  await expect(energyTotal(page)).toHaveText(residentYear, LOADED);

  // A day by hour, the day kept as an ISO week date.
  await pickPeriod(page, 'Day');
  const day = page.getByRole('textbox', { name: 'Date', exact: true });
  await day.fill('14 Jan 2026');
  await day.press('Enter');
  await expect(page).toHaveURL(/date=2026-03-3/);
  await expect(day).toHaveValue('14 Jan 2026');
  await expect(figuresTable(page).getByRole('columnheader', { name: 'Hour', exact: true })).toBeVisible(
    LOADED,
  );
  await expect(figuresTable(page).getByRole('rowheader')).toHaveCount(24);
});

test('a room of the demo shows its last 7 days hour by hour against its setpoint', async ({ page }) => {
  const admin = await createAccount({ level: 1001 });
  const { roomId } = await demoRoom();
  await logIn(page, admin, `/rooms_details?id=${roomId}`);
  const week = page.getByRole('img', {
    name: /^The last 7 days\. Hour by hour, the room averaged [\d.]+ °C/,
  });
  await expect(week).toBeVisible(LOADED);
  await expect(page.getByText('No temperature readings yet')).toHaveCount(0);
});

test("rooms analytics: a resident's rooms and radiators; a room opens its own analytics over time", async ({
  page,
}) => {
  test.slow();
  const admin = await createAccount({ level: 1001 });
  const resident = await demoResident();
  await logIn(page, admin, '/rooms-analytics');
  await expect(page.getByRole('heading', { name: 'Pick a residential user' })).toBeVisible(LOADED);

  await pickResident(page, resident);
  await expect(page).toHaveURL(new RegExp(`userId=${resident.id}`));
  const rooms = page.getByRole('table', { name: 'Rooms' });
  await expect(rooms.getByRole('rowheader').first()).toBeVisible(LOADED);
  const radiators = page.getByRole('table', { name: 'Radiators' });
  await expect(radiators.getByRole('cell', { name: /^(Fine|Struggling|Offline)$/ }).first()).toBeVisible();

  // A longer range, kept in the address; typed as figures, shown as the tables show days.
  const from = page.getByRole('textbox', { name: 'From', exact: true });
  await from.fill('1/1/2026');
  await from.press('Enter');
  await expect(page).toHaveURL(/from=2026-01-01/);
  await expect(from).toHaveValue('1 Jan 2026');

  const room = rooms.getByRole('link').first();
  const roomName = (await room.textContent()) ?? '';
  await room.click();
  await expect(page).toHaveURL(/\/per-room-analytics\?.*roomId=\d+/);
  // Another screen's chunk: it loads with the click.
  await expect(page.getByRole('heading', { name: 'Per-room analytics', level: 1 })).toBeVisible(LOADED);
  await expect(page.getByRole('combobox', { name: 'Room' })).toHaveValue(roomName, LOADED);
  await expect(figuresTable(page).getByRole('columnheader', { name: 'Day', exact: true })).toBeVisible(
    LOADED,
  );
  await expect(page.getByRole('table', { name: 'Radiators' }).getByRole('row')).not.toHaveCount(0, LOADED);
});

test("commercial analytics: clients side by side; a client's name opens its radiators", async ({ page }) => {
  await logIn(page, await createAccount({ level: 1001 }), '/commercial_analytics');
  const clients = page.getByRole('table', { name: 'Clients' });
  const first = clients.getByRole('row').nth(1);
  await expect(first).toBeVisible(LOADED);
  const name = (await first.getByRole('link').textContent()) ?? '';
  // The third figure of a client's row is its radiators.
  const radiators = (await first.getByRole('cell').nth(2).textContent()) ?? '';

  await first.getByRole('link').click();
  await expect(page).toHaveURL(/clientId=\d+/);
  await expect(page.getByRole('heading', { name: `Radiators of ${name}` })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Client' })).toHaveValue(name);
  // The client's card of radiators: its name, then its count.
  const card = page
    .locator('p')
    .filter({ hasText: /^Radiators$/ })
    .locator('..');
  await expect(card).toContainText(radiators, LOADED);
});
