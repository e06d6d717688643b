import { type CommandRequest, commandOperations, HOUR_MS } from '@radiant/contract';
import { HttpLink, SimulatedClock, SimulatedGateway } from '@radiant/demo/gateways';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { startLiveGateways } from '../src/demo/live-gateways.ts';
import { createGatewayHome } from './support/gateways.ts';
import { callerAs, createLoggedInAccount, createTestApp } from './support/test-app.ts';

const { app, database } = await createTestApp();
const { token } = await createLoggedInAccount(app, database);
const send = callerAs(app, token);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.addresses()[0];
const baseUrl = `http://127.0.0.1:${typeof address === 'object' ? address?.port : ''}`;

const raw = <Row>(statement: string, params: unknown[] = []) =>
  database.rawTransaction((sql) => sql.query<Row>(statement, params));
/** What the home's radiators reported, newest first. */
const readingsOf = (homeId: number) =>
  raw<{ radiator_id: number; at: Date; setpoint_c: number; room_c: number }>(
    'SELECT radiator_id, at, setpoint_c, room_c FROM radiator_readings WHERE home_id = $1 ORDER BY at DESC, radiator_id',
    [homeId],
  );

async function sendCommand(body: CommandRequest) {
  const response = await send(commandOperations.create, { body });
  expect(response.statusCode, response.body).toBe(200);
  const id: number = response.json().data.command.id;
  return {
    id,
    counts: async () => (await send(commandOperations.get, { params: { id } })).json().data.command.counts,
  };
}

/** A gateway home as the simulation needs it: its one room's radiators with their rating. */
async function simulatedGatewayHome() {
  const home = await createGatewayHome(app, database, token);
  return {
    ...home,
    described: {
      id: home.home.id,
      key: home.key,
      town: 'Leeds',
      rooms: [
        {
          type: 'living' as const,
          areaM2: 21.5,
          radiators: home.radiators.map((radiator) => ({ id: radiator.id, ratedPowerW: 1200 })),
        },
      ],
    },
  };
}

describe('a simulated gateway over HTTP', () => {
  it('reports 5-minute readings as its clock moves, and obeys and confirms a change at once', async () => {
    const home = await simulatedGatewayHome();
    // Real time as the test moves it: the gateway's clock runs two hours behind, at real speed.
    let realMs = Date.now();
    const clock = new SimulatedClock({ backlogMs: 2 * HOUR_MS, realNow: () => realMs });
    const gateway = new SimulatedGateway(home.described, new HttpLink(baseUrl, home.key), clock);
    onTestFinished(() => gateway.stop());

    realMs += HOUR_MS;
    await gateway.tick();
    const firstHour = await readingsOf(home.home.id);
    // Twelve steps of the hour for each of the two radiators (the first may fall short of the clock's start).
    expect(firstHour.length).toBeGreaterThanOrEqual(22);
    expect(firstHour.length).toBeLessThanOrEqual(24);
    expect(new Set(firstHour.map((reading) => reading.radiator_id))).toEqual(
      new Set(home.radiators.map((radiator) => radiator.id)),
    );
    expect(firstHour.every((reading) => reading.setpoint_c >= 15)).toBe(true);

    gateway.start();
    const command = await sendCommand({ target: { home_ids: [home.home.id] }, change: { mode: 'frost' } });
    await vi.waitFor(async () => expect((await command.counts()).applied).toBe(2), { timeout: 10_000 });

    realMs += HOUR_MS;
    await gateway.tick();
    const [latest] = await readingsOf(home.home.id);
    expect(latest?.setpoint_c).toBe(7);
    expect(latest?.at.getTime()).toBeGreaterThan(firstHour[0]?.at.getTime() ?? 0);
  });
});

describe('the live demo gateways', () => {
  it('run for the homes that have reported, each with a new key, and apply commands', async () => {
    const reporting = await simulatedGatewayHome();
    const silent = await simulatedGatewayHome();
    await raw('UPDATE radiators SET last_seen_at = now() WHERE id = $1', [reporting.radiators[0]?.id]);
    const liveKeys = () =>
      raw<{ home_id: number }>(`SELECT home_id FROM device_keys WHERE label = 'Live demo gateway'`);

    await (await startLiveGateways(database, baseUrl, app.log))();
    const stop = await startLiveGateways(database, baseUrl, app.log);
    onTestFinished(stop);
    // A second start replaced the first one's keys.
    const keyed = (await liveKeys()).map((key) => key.home_id);
    expect(keyed).toContain(reporting.home.id);
    expect(keyed).not.toContain(silent.home.id);
    expect(keyed.filter((id) => id === reporting.home.id)).toHaveLength(1);

    const command = await sendCommand({ target: { home_ids: [reporting.home.id] }, change: { mode: 'eco' } });
    await vi.waitFor(async () => expect((await command.counts()).applied).toBe(2), { timeout: 10_000 });
  });
});
