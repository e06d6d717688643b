import { expect, type Page, test } from '@playwright/test';
import {
  authOperations,
  deviceKeyOperations,
  insightOperations,
  telemetryOperations,
} from '@radiant/contract';
import { createAccount, demoRadiator } from '../support/accounts.ts';
import { callOperation } from '../support/api.ts';
import { logIn, toast } from './console-helpers.ts';

const widget = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
/** A widget brought into sight: the dashboard draws the widgets further down as they come near the window. */
async function widgetInSight(page: Page, name: string) {
  const found = widget(page, name);
  await found.scrollIntoViewIfNeeded(LOADED);
  return found;
}
/** Where a widget's left edge is on the page, once it has settled. */
const leftOf = async (page: Page, name: string) => (await widget(page, name).boundingBox())?.x ?? Number.NaN;
// A lazy chunk with the chart library and ten widgets' calls: give it room on a busy 2-core machine.
const LOADED = { timeout: 20_000 };

/** Drags a widget by its title bar by `dx` pixels to the right, the way a mouse does it. */
async function dragWidget(page: Page, name: string, dx: number) {
  const title = widget(page, name).getByRole('heading', { name, exact: true });
  // The mouse reaches only what is on screen: the edit button up top may have scrolled it away.
  await title.scrollIntoViewIfNeeded();
  const box = await title.boundingBox();
  if (!box) throw new Error(`The ${name} widget has no title on screen.`);
  await page.mouse.move(box.x + 10, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 10 + dx / 2, box.y + box.height / 2, { steps: 8 });
  await page.mouse.move(box.x + 10 + dx, box.y + box.height / 2, { steps: 8 });
  await page.mouse.up();
}

test.use({ viewport: { width: 1440, height: 900 } });

test('an admin moves a widget, saves, finds it moved after a reload and in another browser, then resets', async ({
  page,
  browser,
}) => {
  test.slow();
  const admin = await createAccount({ level: 1001 });
  await logIn(page, admin);
  // Below the key figures and the open alarms: brought into sight first.
  await expect((await widgetInSight(page, 'Revenue')).getByText(/this month so far/).first()).toBeVisible(
    LOADED,
  );
  const revenueAt = await leftOf(page, 'Revenue');
  const signupsAt = await leftOf(page, 'Sign-ups this year');
  expect(revenueAt).toBeLessThan(signupsAt);

  await page.getByRole('button', { name: 'Edit layout' }).click();
  await expect(page.getByText(/Drag a widget by its title/)).toBeVisible();
  const width = (await widget(page, 'Revenue').boundingBox())?.width ?? 0;
  await dragWidget(page, 'Revenue', 2 * width);
  await expect.poll(() => leftOf(page, 'Revenue')).toBeGreaterThan(signupsAt);
  await page.getByRole('button', { name: 'Save layout' }).click();
  await expect(toast(page, 'Your dashboard layout has been saved.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('widgets'))).toContain('"revenue"');

  await page.reload();
  await expect(await widgetInSight(page, 'Revenue')).toBeVisible(LOADED);
  expect(await leftOf(page, 'Revenue')).toBeGreaterThan(signupsAt);

  // Another browser has none of this one's storage: the layout comes from the server.
  const elsewhere = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const other = await elsewhere.newPage();
  await logIn(other, admin);
  await expect(await widgetInSight(other, 'Revenue')).toBeVisible(LOADED);
  expect(await leftOf(other, 'Revenue')).toBeGreaterThan(signupsAt);
  await elsewhere.close();

  await page.getByRole('button', { name: 'Edit layout' }).click();
  await page.getByRole('button', { name: 'Reset to default' }).click();
  await expect(toast(page, 'Your dashboard is back to its default layout.')).toBeVisible();
  await expect.poll(() => leftOf(page, 'Revenue')).toBe(revenueAt);
  expect(await page.evaluate(() => localStorage.getItem('widgets'))).toBeNull();
  await page.reload();
  await expect(await widgetInSight(page, 'Revenue')).toBeVisible(LOADED);
  expect(await leftOf(page, 'Revenue')).toBe(revenueAt);
});

test('a change of the window size ends layout editing', async ({ page }) => {
  await logIn(page, await createAccount({ level: 1001 }));
  await page.getByRole('button', { name: 'Edit layout' }).click();
  const editing = page.getByText(/Drag a widget by its title/);
  await expect(editing).toBeVisible();
  await page.setViewportSize({ width: 1200, height: 800 });
  await expect(editing).toBeHidden();
  await expect(page.getByRole('button', { name: 'Edit layout' })).toBeVisible();
  // The grid settles at the new width, however long a busy machine takes to lay it out: it once swapped two
  // breakpoints' layouts many times a second, and so never held one height for the sampled ~second.
  await expect(async () => {
    const heights = await page.locator('.react-grid-layout').evaluate(async (grid) => {
      const seen: number[] = [];
      for (let sample = 0; sample < 6; sample += 1) {
        seen.push(grid.getBoundingClientRect().height);
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
      return seen;
    });
    expect(new Set(heights).size).toBe(1);
  }).toPass(LOADED);
});

test('in right-to-left mode the grid is mirrored: the first column on the right, every widget on screen', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const rtl = { isDarkMode: false, isContrastMode: false, direction: 'rtl', fontScale: 1 };
    localStorage.setItem('preferences', JSON.stringify(rtl));
  });
  await logIn(page, await createAccount({ level: 1001 }));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // Revenue is in the first column, sign-ups in the next two: from the right, revenue comes first.
  await expect(widget(page, 'Revenue').getByText(/this month so far/)).toBeVisible(LOADED);
  expect(await leftOf(page, 'Revenue')).toBeGreaterThan(await leftOf(page, 'Sign-ups this year'));
  const grid = await page.locator('.react-grid-layout').boundingBox();
  for (const name of ['Revenue', 'Sign-ups this year', 'Key figures']) {
    const box = await widget(page, name).boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(grid?.x ?? 0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual((grid?.x ?? 0) + (grid?.width ?? 0) + 1);
  }
});

test('a widget whose call fails shows its own retry while the others show their figures', async ({
  page,
}) => {
  const health = `**${insightOperations.radiatorHealth.path}?*`;
  await page.route(health, (route) => route.abort());
  await logIn(page, await createAccount({ level: 1001 }));
  const failed = widget(page, 'Radiator health');
  // The console tries a failed call three times before it says so.
  await expect(failed.getByText('This widget could not be loaded.')).toBeVisible(LOADED);
  await expect(widget(page, 'Key figures').getByText('Residential users')).toBeVisible();
  const waste = await widgetInSight(page, 'Wasted heat');
  await expect(waste.getByText('Homes wasting most')).toBeVisible(LOADED);
  await page.unroute(health);
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(failed.getByText('Struggling')).toBeVisible(LOADED);
});

test("the top energy users widget ranks the demo's residents; a name opens their analytics", async ({
  page,
}) => {
  await logIn(page, await createAccount({ level: 1001 }));
  const top = await widgetInSight(page, 'Top energy users');
  const kwh = top.getByText(/^[\d,]+ kWh$/);
  await expect(kwh.first()).toBeVisible(LOADED);
  const figures = (await kwh.allTextContents()).map((text) => Number(text.replace(/[^\d]/g, '')));
  expect(figures.length).toBeGreaterThan(1);
  expect(figures).toEqual([...figures].sort((a, b) => b - a));
  // Its links after the one to the screen name the users.
  const user = top.getByRole('link').nth(1);
  const name = (await user.textContent()) ?? '';
  await user.click();
  await expect(page).toHaveURL(/\/residential_analytics\?userId=\d+$/);
  await expect(page.getByRole('combobox', { name: 'Whose heating' })).toHaveValue(name, LOADED);
});

test('on a medium window the radiator list opens the room: its detail is collapsed', async ({ page }) => {
  await page.setViewportSize({ width: 820, height: 900 });
  await logIn(page, await createAccount({ level: 1001 }));
  const list = await widgetInSight(page, 'Radiator health');
  await expect(list.getByText('Struggling')).toBeVisible(LOADED);
  await expect(widget(page, 'Radiator')).toHaveCount(0);
  await list.getByRole('listitem').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/rooms_details\?id=\d+$/);
});

test('a live figure changes after a reading is ingested, without a reload', async ({ page, request }) => {
  const admin = await createAccount({ level: 1001 });
  await logIn(page, admin);
  const summary = (await widgetInSight(page, 'Fleet energy this month')).getByText(/kWh so far this month/);
  await expect(summary).toBeVisible(LOADED);
  await expect(page.getByText('Updated just now')).toBeVisible();
  const energyShown = async () =>
    Number((await summary.textContent())?.match(/^([\d,]+) kWh/)?.[1]?.replace(/,/g, ''));
  const before = await energyShown();
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  // A gateway of a demo home sends one reading of 10 kWh.
  const login = await callOperation(request, authOperations.login, { body: admin });
  const token: string = (await login.json()).data.user.access_token;
  const { radiatorId, homeId } = await demoRadiator();
  const created = await callOperation(
    request,
    deviceKeyOperations.create,
    { params: { id: homeId }, body: { label: 'Live dashboard test' } },
    token,
  );
  const { key } = (await created.json()).data;
  const reading = { radiator_id: radiatorId, at: new Date().toISOString(), interval_s: 60, room_c: 19.5 };
  const ingested = await callOperation(
    request,
    telemetryOperations.ingest,
    {
      body: {
        readings: [{ ...reading, setpoint_c: 20, output_pct: 100, energy_wh: 10_000, window_open: false }],
      },
    },
    `Device ${key}`,
  );
  expect((await ingested.json()).data.stored).toBe(1);

  await expect.poll(energyShown, LOADED).toBeGreaterThanOrEqual(before + 10);
  await expect(page.getByText('Updated just now')).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});
