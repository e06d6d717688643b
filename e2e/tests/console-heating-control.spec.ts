import { expect as baseExpect, test } from '@playwright/test';
import { commandOperations } from '@radiant/contract';
import { createAccount, createHeatedRoom, createResidents } from '../support/accounts.ts';
import { callOperation } from '../support/api.ts';
import { logIn, unique } from './console-helpers.ts';
import { applyAtGateways, tokenOf } from './gateway-helpers.ts';

// The panel shows a confirmation on its next refresh (every 5 s while a radiator waits): on a busy 2-core
// machine, give it two of them and then some.
const expect = baseExpect.configure({ timeout: 20_000 });

test('an admin sends frost to a room and watches its panel turn from waiting to confirmed, without a reload', async ({
  page,
}) => {
  test.slow();
  const admin = await createAccount({ level: 1001 });
  const [userId = 0] = await createResidents(unique('Panel').replace(/\W/g, ''), [{ firstName: 'Ida' }]);
  const { homeId, roomId } = await createHeatedRoom(userId, 'Snug');

  await logIn(page, admin, `/rooms_details?id=${roomId}`);
  const panel = page.getByRole('region', { name: 'Heating control' });
  const row = panel
    .getByRole('table', { name: "Each radiator's heating, asked and confirmed" })
    .getByRole('row')
    .nth(1);
  await expect(panel.getByText('1 radiator · No command yet: 1', { exact: true })).toBeVisible();
  // The room's own page: a radiator's cells are where it is, desired, reported and their status.
  const cell = (column: number) => row.getByRole('cell').nth(column);
  const [desired, reported, status] = [cell(1), cell(2), cell(3)];
  await expect(status).toHaveText('No command yet');

  await panel.getByRole('button', { name: 'Set heating…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set heating' });
  await dialog.getByRole('radio', { name: 'Frost protection' }).check();
  const previewed = page.waitForResponse((answer) => answer.url().endsWith(commandOperations.preview.path));
  await dialog.getByRole('button', { name: 'Preview' }).click();
  expect((await previewed).status()).toBe(200);
  await expect(dialog.getByText('Reaches 1 radiator in 1 home', { exact: true })).toBeVisible();
  const created = page.waitForResponse(
    (answer) => answer.url().endsWith(commandOperations.create.path) && answer.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Send to 1 radiator' }).click();
  const answer = await created;
  expect(answer.status()).toBe(200);
  const commandId: number = (await answer.json()).data.command.id;
  await expect(dialog).toBeHidden();

  // Desired frost at its own 7 °C, waiting; the gateway has reported nothing yet.
  await expect(status).toHaveText('Waiting for the gateway');
  await expect(desired).toContainText('Frost protection');
  await expect(desired).toContainText('7 °C');
  await expect(desired.getByRole('link', { name: /^asked / })).toHaveAttribute(
    'href',
    `/commands?id=${commandId}`,
  );
  await expect(reported).toHaveText('Nothing reported yet');
  await expect(
    panel.getByText('1 radiator · Frost protection: 1 · 1 waiting for its gateway', { exact: true }),
  ).toBeVisible();

  // The home's gateway takes the change and confirms it; the open page shows it by itself.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await applyAtGateways(page, await tokenOf(page, admin), [homeId]);
  await expect(status).toHaveText('Confirmed');
  await expect(reported).toContainText('Frost protection');
  await expect(reported).toContainText('7 °C');
  await expect(reported).toContainText(/confirmed (just now|\d+ minutes? ago)/);
  await expect(panel.getByText('1 radiator · Frost protection: 1', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});

test("a change the gateway refuses shows as refused on the room's panel, with the gateway's reason", async ({
  page,
}) => {
  const admin = await createAccount({ level: 1001 });
  const [userId = 0] = await createResidents(unique('Refused').replace(/\W/g, ''), [{ firstName: 'Ivo' }]);
  const { homeId, roomId } = await createHeatedRoom(userId, 'Porch');
  const token = await tokenOf(page, admin);
  const body = { target: { room_ids: [roomId] }, change: { mode: 'frost' } };
  expect((await callOperation(page.request, commandOperations.create, { body }, token)).status()).toBe(200);
  await applyAtGateways(page, token, [homeId], false);

  await logIn(page, admin, `/rooms_details?id=${roomId}`);
  const row = page
    .getByRole('region', { name: 'Heating control' })
    .getByRole('table', { name: "Each radiator's heating, asked and confirmed" })
    .getByRole('row')
    .nth(1);
  await expect(row.getByRole('cell').nth(3)).toHaveText(/^Refused by the gatewayValve stuck$/);
  await expect(row.getByRole('cell').nth(2)).toHaveText('Nothing reported yet');
});
