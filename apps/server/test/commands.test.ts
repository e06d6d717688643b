import {
  type Command,
  type CommandRequest,
  commandOperations,
  DAY_MS,
  gatewayOperations,
  HOUR_MS,
  radiatorControlOperations,
  residentialUserOperations,
} from '@radiant/contract';
import { describe, expect, it, vi } from 'vitest';
import { expireChanges } from '../src/modules/commands/changes-repository.ts';
import { createGatewayHome, ingestAs, reading } from './support/gateways.ts';
import {
  callerAs,
  callOperation,
  createLoggedInAccount,
  createTestApp,
  type TestApp,
} from './support/test-app.ts';

const { app, database } = await createTestApp();
const { token } = await createLoggedInAccount(app, database);
const send = callerAs(app, token);

const raw = <Row>(statement: string, params: unknown[] = []) =>
  database.rawTransaction((sql) => sql.query<Row>(statement, params));

const asGateway = (key: string) => ({ headers: { authorization: `Device ${key}` } });
const fetchChanges = (on: TestApp, key: string, wait = 0) =>
  callOperation(on, gatewayOperations.commands, { query: { wait }, ...asGateway(key) });
const confirm = (key: string, acks: object[]) =>
  callOperation(app, gatewayOperations.ack, { body: acks, ...asGateway(key) });

async function sendCommand(body: CommandRequest): Promise<Command> {
  const response = await send(commandOperations.create, { body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.command;
}
const countsOf = async (id: number) =>
  (await send(commandOperations.get, { params: { id } })).json().data.command.counts;

/**
 * A located home whose two radiators used 6 and 4 kWh at a 20 °C setpoint on each of the last 7 complete days,
 * outdoors 5.5 °C: 10 degree-days a day, so 1 kWh per degree-day.
 */
async function homeWithAWeekOfHistory() {
  const home = await createGatewayHome(app, database, token, { located: true });
  const [first, second] = home.radiators;
  if (!first || !second) throw new Error('The home has two radiators.');
  const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  const noons = Array.from(
    { length: 7 },
    (_, index) => new Date(today - (7 - index) * DAY_MS + 12 * HOUR_MS),
  );
  const hourly = { interval_s: 3600, setpoint_c: 20, room_c: 19.8 };
  const response = await ingestAs(app, home.key, {
    readings: noons.flatMap((noon) => [
      reading(first.id, noon, { ...hourly, energy_wh: 6000 }),
      reading(second.id, noon, { ...hourly, energy_wh: 4000 }),
    ]),
    outdoor: noons.map((noon) => ({ hour: noon.toISOString(), temperature_c: 5.5 })),
  });
  expect(response.statusCode, response.body).toBe(200);
  return { ...home, first, second };
}

const preview = async (body: CommandRequest) => {
  const response = await send(commandOperations.preview, { body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.preview;
};

describe('the preview', () => {
  it('works out a week by hand: 70 kWh now, none in frost, 4.2 kWh more for one radiator a degree warmer', async () => {
    const home = await homeWithAWeekOfHistory();
    const frost = await preview({ target: { home_ids: [home.home.id] }, change: { mode: 'frost' } });
    expect(frost).toMatchObject({ radiators: 2, homes: 1 });
    expect(frost.estimate).toMatchObject({
      days: 7,
      kwh_now: 70,
      kwh_with_change: 0,
      kwh_change: -70,
      cost_change_gbp: -17.5,
      radiators_not_estimated: 0,
    });
    expect(frost.home_list).toEqual([
      expect.objectContaining({
        home: { id: home.home.id, name: home.home.name },
        radiators: 2,
        kwh_change: -70,
      }),
    ]);
    // 0.6 of the home's energy; 21 °C moves its base from 15.5 to 16.5 °C: 11 degree-days a day instead of 10.
    const warmer = await preview({ target: { radiator_ids: [home.first.id] }, change: { mode: 'comfort' } });
    expect(warmer.estimate).toMatchObject({ kwh_now: 42, kwh_with_change: 46.2, kwh_change: 4.2 });
    expect(warmer.estimate.cost_change_gbp).toBeCloseTo(1.05, 2);
    // Off for half the week: half of it unheated.
    const until = new Date(Date.now() + 3.5 * DAY_MS).toISOString();
    const halfOff = await preview({
      target: { user_ids: [home.resident.id] },
      change: { mode: 'off', until },
    });
    expect(halfOff.estimate.kwh_change).toBeCloseTo(-35, 0);
    expect(halfOff.estimate.assumptions.join(' ')).toContain('50 % of the week');
  });

  it('counts a home without weather as unchanged, and sends nothing', async () => {
    const home = await createGatewayHome(app, database, token);
    const result = await preview({ target: { home_ids: [home.home.id] }, change: { mode: 'eco' } });
    expect(result.estimate).toMatchObject({ kwh_change: 0, radiators_not_estimated: 2 });
    expect(await raw('SELECT 1 FROM command_radiators WHERE home_id = $1', [home.home.id])).toEqual([]);
  });

  it('refuses a bad target or change with a 400 naming the field, and unknown ids with a 404', async () => {
    const cases: [object, string][] = [
      [{ target: {}, change: { mode: 'eco' } }, 'target'],
      [{ target: { home_ids: [1], room_ids: [1] }, change: { mode: 'eco' } }, 'target'],
      [{ target: { home_ids: [1] }, change: { mode: 'boost' } }, 'change.mode'],
      [{ target: { home_ids: [1] }, change: { mode: 'frost', setpoint_c: 12 } }, 'change.setpoint_c'],
      [{ target: { home_ids: [1] }, change: { mode: 'eco', setpoint_c: 40 } }, 'change.setpoint_c'],
      [{ target: { home_ids: [1] }, change: { mode: 'eco', until: '2020-01-01T00:00:00Z' } }, 'change.until'],
    ];
    for (const [body, path] of cases) {
      const response = await send(commandOperations.preview, { body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors.map((error: { path: string }) => error.path)).toContain(path);
    }
    const unknown = await send(commandOperations.create, {
      body: { target: { radiator_ids: [2_000_000_000, 2_000_000_001] }, change: { mode: 'eco' } },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().description).toContain('2000000000, 2000000001');
  });
});

describe('a command', () => {
  it('goes pending → delivered → applied or rejected, and the radiators report what they applied', async () => {
    const home = await createGatewayHome(app, database, token);
    const [first, second] = home.radiators;
    if (!first || !second) throw new Error('The home has two radiators.');
    const command = await sendCommand({
      target: { home_ids: [home.home.id] },
      change: { mode: 'comfort', setpoint_c: 22.5 },
    });
    expect(command).toMatchObject({ radiators: 2, homes: 1, change: { mode: 'comfort', setpoint_c: 22.5 } });
    expect(command.counts).toMatchObject({ pending: 2, delivered: 0 });
    // The gateway, offline when the command was made, hears of it with its next batch and fetches it.
    const batch = await ingestAs(app, home.key, { readings: [reading(first.id, new Date())] });
    expect(batch.json().data.commands_waiting).toBe(2);
    const fetched = await fetchChanges(app, home.key);
    expect(fetched.statusCode).toBe(200);
    const changes = fetched.json().data.commands;
    expect(changes).toEqual([
      { id: expect.any(Number), radiator_id: first.id, mode: 'comfort', setpoint_c: 22.5, until: null },
      { id: expect.any(Number), radiator_id: second.id, mode: 'comfort', setpoint_c: 22.5, until: null },
    ]);
    expect(await countsOf(command.id)).toMatchObject({ pending: 0, delivered: 2 });
    // Sent once: the next look finds nothing.
    expect((await fetchChanges(app, home.key)).json().data.commands).toEqual([]);

    const acks = [
      { id: changes[0].id, applied: true },
      { id: changes[1].id, applied: false, reason: 'Valve motor jammed' },
    ];
    expect((await confirm(home.key, acks)).json().data).toEqual({ applied: 1, rejected: 1, unchanged: 0 });
    // Sent again (the answer was lost): nothing changes.
    expect((await confirm(home.key, acks)).json().data).toEqual({ applied: 0, rejected: 0, unchanged: 2 });
    const detail = (await send(commandOperations.get, { params: { id: command.id } })).json().data.command;
    expect(detail.counts).toMatchObject({ applied: 1, rejected: 1, delivered: 0 });
    expect(detail.radiator_list[0]).toMatchObject({
      radiator_id: second.id,
      status: 'rejected',
      reason: 'Valve motor jammed',
    });
    const controls = await raw<{ radiator_id: number; desired_mode: string; reported_mode: string | null }>(
      'SELECT radiator_id, desired_mode, reported_mode FROM radiator_controls WHERE radiator_id = ANY($1) ORDER BY 1',
      [[first.id, second.id]],
    );
    expect(controls).toEqual([
      { radiator_id: first.id, desired_mode: 'comfort', reported_mode: 'comfort' },
      { radiator_id: second.id, desired_mode: 'comfort', reported_mode: null },
    ]);
    // The panels read how far the command got for each radiator, and the gateway's reason for a refusal.
    const { radiators } = (
      await send(radiatorControlOperations.list, { query: { homeId: home.home.id } })
    ).json().data;
    expect(radiators.map((entry: { desired: object }) => entry.desired)).toEqual([
      expect.objectContaining({ command_id: command.id, status: 'applied', reason: null }),
      expect.objectContaining({ command_id: command.id, status: 'rejected', reason: 'Valve motor jammed' }),
    ]);
    const audit = await raw("SELECT 1 FROM audit_log WHERE entity = 'command' AND entity_id = $1", [
      String(command.id),
    ]);
    expect(audit).toHaveLength(1);
  });

  it('supersedes an older unconfirmed change of the same radiator', async () => {
    const home = await createGatewayHome(app, database, token);
    const older = await sendCommand({ target: { home_ids: [home.home.id] }, change: { mode: 'eco' } });
    await fetchChanges(app, home.key);
    const newer = await sendCommand({ target: { user_ids: [home.resident.id] }, change: { mode: 'frost' } });
    expect(await countsOf(older.id)).toMatchObject({ delivered: 0, superseded: 2 });
    const changes = (await fetchChanges(app, home.key)).json().data.commands;
    expect(changes.map((change: { mode: string }) => change.mode)).toEqual(['frost', 'frost']);
    expect(await countsOf(newer.id)).toMatchObject({ delivered: 2 });
  });

  it('expires when no gateway confirms it by its `until`', async () => {
    const home = await createGatewayHome(app, database, token);
    const until = new Date(Date.now() + HOUR_MS).toISOString();
    const command = await sendCommand({
      target: { home_ids: [home.home.id] },
      change: { mode: 'off', until },
    });
    expect(command.expires_at).toBe(until);
    await raw("UPDATE command_radiators SET expires_at = now() - interval '1 second' WHERE command_id = $1", [
      command.id,
    ]);
    // Counted expired at once, swept later; an expired change is no longer sent.
    expect(await countsOf(command.id)).toMatchObject({ pending: 0, expired: 2 });
    expect((await fetchChanges(app, home.key)).json().data.commands).toEqual([]);
    expect(await database.rawTransaction(expireChanges)).toBeGreaterThanOrEqual(2);
    expect(await countsOf(command.id)).toMatchObject({ expired: 2 });
  });

  it("is never seen by another home's key, and confirming another home's change is refused", async () => {
    const home = await createGatewayHome(app, database, token);
    const neighbour = await createGatewayHome(app, database, token);
    await sendCommand({ target: { home_ids: [home.home.id] }, change: { mode: 'eco' } });
    expect((await fetchChanges(app, neighbour.key)).json().data.commands).toEqual([]);
    const changes = (await fetchChanges(app, home.key)).json().data.commands;
    const refused = await confirm(neighbour.key, [{ id: changes[0].id, applied: true }]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].path).toBe('0.id');
    const revoked = await callOperation(app, gatewayOperations.commands, {
      query: { wait: 0 },
      headers: { authorization: 'Device rdk_not-a-key' },
    });
    expect(revoked.statusCode).toBe(401);
  });

  it('reaches a gateway already waiting, on another instance, as soon as it is made', async () => {
    const { startApp } = await import('./support/test-app.ts');
    const other = await startApp(database);
    try {
      const home = await createGatewayHome(app, database, token);
      const waiting = fetchChanges(other, home.key, 30);
      await vi.waitFor(() => expect(other.gatewayWaits.isWaiting(home.home.id)).toBe(true));
      await sendCommand({ target: { home_ids: [home.home.id] }, change: { mode: 'frost' } });
      const answer = await waiting;
      expect(answer.json().data.commands).toHaveLength(2);
    } finally {
      await other.close();
    }
  });

  it('wakes each waiting gateway with its own home’s changes, marked delivered and not sent again', async () => {
    const { startApp } = await import('./support/test-app.ts');
    const other = await startApp(database);
    try {
      const homes = [
        await createGatewayHome(app, database, token),
        await createGatewayHome(app, database, token),
      ];
      const waiting = homes.map((home) => fetchChanges(other, home.key, 30));
      for (const home of homes)
        await vi.waitFor(() => expect(other.gatewayWaits.isWaiting(home.home.id)).toBe(true));
      const command = await sendCommand({
        target: { home_ids: homes.map((home) => home.home.id) },
        change: { mode: 'eco' },
      });
      const answers = await Promise.all(waiting);
      answers.forEach((answer, index) => {
        const radiators = answer
          .json()
          .data.commands.map((change: { radiator_id: number }) => change.radiator_id);
        expect(radiators.sort()).toEqual(homes[index]?.radiators.map((radiator) => radiator.id).sort());
      });
      // The gateways are answered first; the same transaction then marks their changes delivered.
      await vi.waitFor(async () => expect((await countsOf(command.id)).delivered).toBe(4));
      for (const home of homes) expect((await fetchChanges(app, home.key)).json().data.commands).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it("goes with its radiator: deleting one removes its changes and state, and leaves the other's", async () => {
    const home = await createGatewayHome(app, database, token);
    const [gone, kept] = home.radiators.map((radiator) => radiator.id);
    await sendCommand({ target: { home_ids: [home.home.id] }, change: { mode: 'eco' } });
    await raw('DELETE FROM radiators WHERE id = $1', [gone]);
    const left = await raw<{ radiator_id: number }>(
      `SELECT radiator_id FROM command_radiators WHERE radiator_id = ANY($1::int[])
        UNION ALL SELECT radiator_id FROM radiator_controls WHERE radiator_id = ANY($1::int[])`,
      [[gone, kept]],
    );
    expect(left.map((row) => row.radiator_id)).toEqual([kept, kept]);
  });

  it("goes with the resident: deleting the user removes every change and state of the home's radiators", async () => {
    const home = await createGatewayHome(app, database, token);
    await sendCommand({ target: { user_ids: [home.resident.id] }, change: { mode: 'frost' } });
    const removed = await send(residentialUserOperations.remove, { params: { id: home.resident.id } });
    expect(removed.statusCode, removed.body).toBe(200);
    const [left] = await raw<{ n: number }>(
      `SELECT (SELECT count(*) FROM command_radiators WHERE home_id = $1)
        + (SELECT count(*) FROM radiator_controls WHERE radiator_id = ANY($2::int[])) AS n`,
      [home.home.id, home.radiators.map((radiator) => radiator.id)],
    );
    expect(Number(left?.n)).toBe(0);
  });

  it('lists commands newest first, by keyset', async () => {
    const home = await createGatewayHome(app, database, token);
    const a = await sendCommand({ target: { home_ids: [home.home.id] }, change: { mode: 'eco' } });
    const b = await sendCommand({ target: { home_ids: [home.home.id] }, change: { mode: 'schedule' } });
    const first = (await send(commandOperations.list, { query: { limit: 1 } })).json().data;
    expect(first.commands[0].id).toBe(b.id);
    const second = (
      await send(commandOperations.list, { query: { limit: 1, after: first.pagination.next } })
    ).json().data;
    expect(second.commands[0].id).toBe(a.id);
    expect(second.commands[0].counts.superseded).toBe(2);
  });
});

describe('radiator controls', () => {
  it("show each radiator's desired state against the reported one, and a summary", async () => {
    const home = await createGatewayHome(app, database, token);
    const controlsOf = async (query: Record<string, unknown>) => {
      const response = await send(radiatorControlOperations.list, { query });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    };
    const before = await controlsOf({ homeId: home.home.id });
    expect(before.summary).toMatchObject({ radiators: 2, waiting: 0, desired: { none: 2, eco: 0 } });
    expect(before.radiators[0]).toMatchObject({ desired: null, reported: null, waiting: false });

    const until = new Date(Date.now() + DAY_MS).toISOString();
    await sendCommand({
      target: { home_ids: [home.home.id] },
      change: { mode: 'eco', setpoint_c: 16, until },
    });
    const [change] = (await fetchChanges(app, home.key)).json().data.commands;
    await confirm(home.key, [{ id: change.id, applied: true }]);
    const after = await controlsOf({ userId: home.resident.id });
    expect(after.summary).toMatchObject({ radiators: 2, waiting: 1, desired: { none: 0, eco: 2 } });
    const applied = after.radiators.find(
      (entry: { radiator_id: number }) => entry.radiator_id === change.radiator_id,
    );
    expect(applied).toMatchObject({
      desired: { mode: 'eco', setpoint_c: 16, until },
      reported: { mode: 'eco', setpoint_c: 16, until },
      waiting: false,
    });
    expect(
      (await send(radiatorControlOperations.list, { query: { homeId: 2_000_000_000 } })).statusCode,
    ).toBe(404);
    expect((await send(radiatorControlOperations.list, { query: {} })).statusCode).toBe(400);
  });
});
