import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import {
  authOperations,
  deviceKeyOperations,
  LEVEL,
  telemetryOperations,
  WEBHOOK_SIGNATURE_HEADER,
} from '@radiant/contract';
import { createAccount, createHeatedRoom, createResidents, demoClient } from '../support/accounts.ts';
import { callOperation } from '../support/api.ts';
import { logIn, textbox, toast, unique } from './console-helpers.ts';

// A reading goes through ingestion, the rules and the live stream before the screen shows it: on a busy
// 2-core machine that can take longer than the default.
const expect = baseExpect.configure({ timeout: 15_000 });

/** The header's count of open alarms: "Open alarms: 2 critical, 5 major". */
const alarmCount = (page: Page) => page.getByRole('link', { name: /^Open alarms:/ });
const criticalShown = async (page: Page) =>
  Number((await alarmCount(page).getAttribute('aria-label'))?.match(/(\d+) critical/)?.[1]);

/** A resident with two heated rooms in two homes, each with a gateway whose device key the admin issued. */
async function residentWithGateways(page: Page, admin: { email: string; password: string }) {
  const lastName = unique('Frost').replace(/\W/g, '');
  const [userId = 0] = await createResidents(lastName, [{ firstName: 'Ada' }]);
  const login = await callOperation(page.request, authOperations.login, { body: admin });
  const token: string = (await login.json()).data.user.access_token;
  const gatewayOf = async (roomName: string) => {
    const room = await createHeatedRoom(userId, roomName);
    const created = await callOperation(
      page.request,
      deviceKeyOperations.create,
      { params: { id: room.homeId }, body: { label: 'Alarm test gateway' } },
      token,
    );
    return { ...room, key: (await created.json()).data.key as string };
  };
  return {
    name: `Ada ${lastName}`,
    lastName,
    boxRoom: await gatewayOf('Box room'),
    attic: await gatewayOf('Attic'),
  };
}

/** A gateway's reading of a room at 5 °C, `minutesAgo` minutes ago. */
async function sendFrostReading(
  page: Page,
  gateway: { key: string; radiatorId: number },
  minutesAgo: number,
) {
  const at = new Date(Date.now() - minutesAgo * 60_000).toISOString();
  const reading = { radiator_id: gateway.radiatorId, at, interval_s: 300, room_c: 5, setpoint_c: 20 };
  const answer = await callOperation(
    page.request,
    telemetryOperations.ingest,
    { body: { readings: [{ ...reading, output_pct: 0, energy_wh: 0 }] } },
    `Device ${gateway.key}`,
  );
  expect((await answer.json()).data.stored).toBe(1);
}

test('a frost reading raises an alarm the header and list show at once; acknowledged with a note, cleared in bulk', async ({
  page,
}) => {
  test.slow();
  const admin = await createAccount({ level: 1001 });
  const resident = await residentWithGateways(page, admin);
  const gateway = resident.boxRoom;
  await logIn(page, admin, `/alarms?search=${resident.lastName}`);
  await expect(page.getByText('No alarms match')).toBeVisible();
  await expect(alarmCount(page)).toBeVisible();
  const before = await criticalShown(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  // Below 7 °C for over 30 minutes: frost risk, a critical alarm.
  await sendFrostReading(page, gateway, 35);
  await sendFrostReading(page, gateway, 0);

  const table = page.getByRole('table', { name: 'Alarms' });
  const row = table.getByRole('row').filter({ hasText: 'Box room' });
  await expect(row).toContainText('Frost risk');
  await expect(row).toContainText('Critical');
  await expect(row).toContainText('Active');
  await expect.poll(() => criticalShown(page)).toBeGreaterThan(before);
  await expect(toast(page, 'Critical alarm: Frost risk').first()).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

  const alarmName = `Frost risk in Box room (${resident.name})`;
  await row.getByRole('button', { name: `Acknowledge ${alarmName}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Acknowledge this alarm?' });
  await dialog.getByRole('textbox', { name: 'Note' }).fill('Called Ada; an engineer is on the way.');
  const acknowledged = page.waitForResponse((answer) => /\/v1\/alarms\/\d+\/acknowledge$/.test(answer.url()));
  await dialog.getByRole('button', { name: 'Acknowledge', exact: true }).click();
  expect((await acknowledged).status()).toBe(200);
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Acknowledged');
  await expect(row.getByRole('button', { name: `Acknowledge ${alarmName}`, exact: true })).toHaveCount(0);

  // Its detail tells the story: raised by Radiant, acknowledged by the admin with the note.
  await row.getByRole('button', { name: 'Frost risk', exact: true }).click();
  const detail = page.getByRole('dialog', { name: 'Frost risk' });
  await expect(detail.getByText('Called Ada; an engineer is on the way.')).toBeVisible();
  await expect(detail.getByText('5 °C')).toBeVisible();
  await expect(detail.getByRole('link', { name: "The room's last week" })).toHaveAttribute(
    'href',
    `/rooms_details?id=${gateway.roomId}`,
  );
  await expect(page).toHaveURL(/[?&]id=\d+/);
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  // A second one, then both cleared together: the open list no longer has them, every status does.
  await sendFrostReading(page, resident.attic, 35);
  await sendFrostReading(page, resident.attic, 0);
  await expect(table.getByRole('row').filter({ hasText: 'Attic' })).toContainText('Active');
  await page.getByRole('checkbox', { name: `Select ${alarmName}` }).check();
  await page.getByRole('checkbox', { name: `Select Frost risk in Attic (${resident.name})` }).check();
  const selection = page.getByRole('region', { name: 'Selected alarms' });
  await expect(selection).toContainText('2 alarms selected');
  await selection.getByRole('button', { name: 'Clear', exact: true }).click();
  const bulk = page.getByRole('dialog', { name: 'Clear 2 alarms?' });
  await bulk.getByRole('textbox', { name: 'Note' }).fill('Heating restored in both rooms.');
  await bulk.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(page.getByText('No alarms match')).toBeVisible();
  await page.goto(`/alarms?status=all&search=${resident.lastName}`);
  await expect(table.getByRole('row').filter({ hasText: 'Cleared' })).toHaveCount(2);
});

test("an owner changes a client's frost threshold, sees it is the client's own, then uses the fleet's again", async ({
  page,
}) => {
  await logIn(
    page,
    await createAccount({ level: LEVEL.OWNER }),
    `/alarm-rules?scope=client&client=${await demoClient()}`,
  );
  const frost = page.getByRole('region', { name: 'Frost risk' });
  const below = frost.getByRole('textbox', { name: 'Room below' });
  await expect(below).toHaveValue('7');

  // The contract's limits hold in the form: the server would refuse 20 °C.
  await below.fill('20');
  await frost.getByRole('button', { name: 'Save' }).click();
  await expect(frost.getByText('At most 15 °C.')).toBeVisible();

  await below.fill('5.5');
  const saved = page.waitForResponse((answer) => answer.url().includes('/v1/alarm-rules/frost_risk'));
  await frost.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  await expect(frost.getByText("This client's own")).toBeVisible();
  await page.reload();
  await expect(frost.getByRole('textbox', { name: 'Room below' })).toHaveValue('5.5');

  await frost.getByRole('button', { name: "Use the fleet's" }).click();
  await expect(frost.getByText("This client's own")).toBeHidden();
  await expect(frost.getByRole('textbox', { name: 'Room below' })).toHaveValue('7');
});

test('an owner adds a webhook, keeps its secret, sends a test and finds it in the delivery log', async ({
  page,
}) => {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(204).end();
    });
  });
  receiver.listen(0, '127.0.0.1');
  await once(receiver, 'listening');
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/radiant`;

  try {
    await logIn(page, await createAccount({ level: LEVEL.OWNER }), '/webhooks');
    await page.getByRole('button', { name: 'Add webhook' }).click();
    const form = page.getByRole('dialog', { name: 'Add a webhook' });
    await textbox(form, 'Address').fill(url);
    await textbox(form, 'Description').fill(unique('Ops chat'));
    await form.getByRole('checkbox', { name: 'Cleared' }).check();
    await form.getByRole('button', { name: 'Add webhook' }).click();

    const secret = page.getByRole('dialog', { name: "The webhook's signing secret" });
    await expect(secret.getByText('it will not be shown again')).toBeVisible();
    await expect(secret.getByRole('button', { name: 'Copy secret' })).toBeVisible();
    await secret.getByRole('button', { name: 'I have copied it' }).click();
    await expect(secret).toBeHidden();

    const row = page.getByRole('row').filter({ hasText: url });
    await expect(row).toContainText('Raised');
    await expect(row).toContainText('Cleared');
    await row.getByRole('button', { name: `Send a test to ${url}` }).click();
    await expect(toast(page, /test event was delivered/i)).toBeVisible();

    const log = page.getByRole('dialog', { name: 'Delivery log' });
    const delivery = log.getByRole('row').filter({ hasText: 'Test' });
    await expect(delivery).toContainText('Delivered');
    await expect(delivery).toContainText('204');
    // The demo's live gateways may raise or clear an alarm meanwhile, which the webhook hears too.
    const tests = received.filter((request) => request.headers['radiant-event'] === 'test');
    expect(tests).toHaveLength(1);
    expect(tests[0]?.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()]).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    await log.getByRole('button', { name: 'Close' }).click();

    await row.getByRole('button', { name: `Delete the webhook to ${url}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete this webhook?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(row).toHaveCount(0);
  } finally {
    receiver.close();
  }
});
