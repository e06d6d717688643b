import { expect as baseExpect, test } from '@playwright/test';
import { commandOperations, residentialUserOperations } from '@radiant/contract';
import { createAccount, createHeatedRoom, createResidents, demoResident } from '../support/accounts.ts';
import { callOperation } from '../support/api.ts';
import { logIn, toast, unique } from './console-helpers.ts';
import { tokenOf } from './gateway-helpers.ts';

// A command's progress shows on the next refresh of the drawer (every 5 s while radiators wait): on a busy
// 2-core machine, give it two of them and then some.
const expect = baseExpect.configure({ timeout: 20_000 });

test("an admin sends frost protection to a demo resident, whose home's live gateway applies it", async ({
  page,
}) => {
  test.slow();
  const admin = await createAccount({ level: 1001 });
  const token = await tokenOf(page, admin);
  // A demo home that reports: the server runs its gateway (DEMO_GATEWAYS), which confirms what it receives.
  const resident = await demoResident();
  const details = await callOperation(
    page.request,
    residentialUserOperations.get,
    { params: { id: resident.id } },
    token,
  );
  const user = (await details.json()).data.user as { email: string };
  const name = `${resident.firstName} ${resident.lastName}`;

  await logIn(page, admin, `/residential-users?search=${encodeURIComponent(user.email)}`);
  await page.getByRole('checkbox', { name: `Select ${name}` }).check();
  const selection = page.getByRole('region', { name: 'Selected users' });
  await selection.getByRole('button', { name: 'Set heating…' }).click();

  const dialog = page.getByRole('dialog', { name: 'Set heating' });
  await dialog.getByRole('radio', { name: 'Frost protection' }).check();
  await expect(dialog.getByRole('textbox', { name: 'Temperature' })).toHaveCount(0);
  const previewed = page.waitForResponse((answer) => answer.url().endsWith(commandOperations.preview.path));
  await dialog.getByRole('button', { name: 'Preview' }).click();
  expect((await previewed).status()).toBe(200);
  const reach = dialog.getByText(/^Reaches (\d+) radiators? in \d+ homes?$/);
  await expect(reach).toBeVisible();
  const radiators = Number((await reach.textContent())?.match(/^Reaches (\d+)/)?.[1]);
  expect(radiators).toBeGreaterThan(0);
  // The demo home has a week of heating behind it: frost saves energy.
  await expect(dialog.getByText(/^−[\d,.]+ kWh, −£[\d,.]+ over 7 days$/)).toBeVisible();
  await expect(dialog.getByRole('table', { name: 'Homes most affected' })).toBeVisible();
  await dialog.getByRole('button', { name: 'How this is estimated' }).click();
  await expect(dialog.getByText(/£0\.25/).first()).toBeVisible();

  const plural = radiators === 1 ? 'radiator' : 'radiators';
  const created = page.waitForResponse(
    (answer) => answer.url().endsWith(commandOperations.create.path) && answer.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: `Send to ${radiators} ${plural}` }).click();
  const answer = await created;
  expect(answer.status()).toBe(200);
  const commandId: number = (await answer.json()).data.command.id;
  await expect(dialog).toBeHidden();

  await toast(page, `The change is on its way to ${radiators} ${plural}.`)
    .getByRole('button', { name: 'Follow its progress' })
    .click();
  await expect(page).toHaveURL(`/commands?id=${commandId}`);
  const drawer = page.getByRole('dialog', { name: 'Frost protection' });
  await expect(drawer.getByText(`Applied: ${radiators}`)).toBeVisible();
  await expect(drawer.getByText(/^Pending:/)).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  const row = page.getByRole('table', { name: 'Commands' }).getByRole('row').nth(1);
  await expect(row).toContainText('Frost protection');
  await expect(row).toContainText('1 resident');

  // The resident's heating control: every radiator asked frost and confirmed by the gateway.
  await page.goto(`/residential-users_details?id=${resident.id}`);
  const panel = page.getByRole('region', { name: 'Heating control' });
  await expect(
    panel.getByText(`${radiators} ${plural} · Frost protection: ${radiators}`, { exact: true }),
  ).toBeVisible();
  const statuses = panel
    .getByRole('table', { name: "Each radiator's heating, asked and confirmed" })
    .getByRole('row');
  await expect(statuses).toHaveCount(radiators + 1);
  await expect(statuses.filter({ hasText: 'Confirmed' })).toHaveCount(radiators);

  // And on a room's own page, its radiators' panel says the same.
  const firstRoom = statuses.nth(1).getByRole('link').first();
  const roomName = (await firstRoom.textContent()) ?? '';
  await firstRoom.click();
  await expect(page.getByRole('heading', { level: 1, name: roomName })).toBeVisible();
  const roomPanel = page.getByRole('region', { name: 'Heating control' });
  await expect(roomPanel.getByText(/^\d+ radiators? · Frost protection: \d+$/)).toBeVisible();
  await expect(roomPanel.getByRole('row').filter({ hasText: 'Confirmed' }).first()).toBeVisible();
  await expect(roomPanel.getByRole('row').filter({ hasText: 'Waiting for the gateway' })).toHaveCount(0);
});

test("the server's refusal shows in the dialog, which keeps the admin's choice", async ({ page }) => {
  const admin = await createAccount({ level: 1001 });
  const lastName = unique('Gone').replace(/\W/g, '');
  const [userId = 0] = await createResidents(lastName, [{ firstName: 'Ada' }]);
  await createHeatedRoom(userId, 'Hall');
  await logIn(page, admin, `/residential-users_details?id=${userId}`);
  await page.getByRole('button', { name: 'Set heating…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set heating' });
  await dialog.getByRole('radio', { name: 'Eco' }).check();
  await expect(dialog.getByRole('textbox', { name: 'Temperature' })).toHaveValue('17');

  // Gone while the dialog was open: the server names what it could not find.
  const removed = await callOperation(
    page.request,
    residentialUserOperations.remove,
    { params: { id: userId } },
    await tokenOf(page, admin),
  );
  expect(removed.status()).toBe(200);
  const previewed = page.waitForResponse((answer) => answer.url().endsWith(commandOperations.preview.path));
  await dialog.getByRole('button', { name: 'Preview' }).click();
  const answer = await previewed;
  expect(answer.status()).toBe(404);
  await expect(dialog.getByRole('alert')).toContainText((await answer.json()).description);
  await expect(dialog.getByRole('radio', { name: 'Eco' })).toBeChecked();
});
