import { type AdminDashboard, dashboardOperations, LEVEL } from '@radiant/contract';
import { describe, expect, it, onTestFinished } from 'vitest';
import { watchEvents } from './support/event-stream.ts';
import { createGatewayHome, ingestAs, reading } from './support/gateways.ts';
import {
  callerAs,
  callOperation,
  createLoggedInAccount,
  createTestApp,
  startApp,
} from './support/test-app.ts';

const { app, database } = await createTestApp();
const { token } = await createLoggedInAccount(app, database);
const origin = await app.listen({ port: 0, host: '127.0.0.1' });

/** Opens the live dashboard of the server at `at` as an admin, until the test ends. */
const watchDashboard = (at = origin) =>
  watchEvents<AdminDashboard>(`${at}${dashboardOperations.live.path}`, token);

const gateway = await createGatewayHome(app, database, token);
let minutes = 0;
/** A batch of one new reading that delivered `energyWh`, a minute after the batch before. */
const newReading = (energyWh: number) => {
  minutes += 1;
  const at = new Date(Date.now() - 60 * 60_000 + minutes * 60_000);
  return { readings: [reading(gateway.radiators[0]?.id ?? 0, at, { interval_s: 60, energy_wh: energyWh })] };
};
const energyOf = (figures: AdminDashboard) => figures.fleet_energy_kwh.this_month;

/** Another instance over the same database, listening, closed when the test ends. */
async function anotherInstance() {
  const other = await startApp(database);
  onTestFinished(() => other.close());
  return { other, origin: await other.listen({ port: 0, host: '127.0.0.1' }) };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('GET /v1/dashboard/admin/live', () => {
  it('sends the figures at once, then new figures after a reading batch is stored', async () => {
    const next = await watchDashboard();
    const first = await next();
    expect(first.event).toBe('figures');
    const answered = await callerAs(app, token)(dashboardOperations.admin);
    expect(first.data).toEqual(answered.json().data.analytics);

    expect((await ingestAs(app, gateway.key, newReading(500))).statusCode).toBe(200);
    const second = await next();
    expect(second.event).toBe('figures');
    expect(energyOf(second.data)).toBeCloseTo(energyOf(first.data) + 0.5, 1);
    expect(second.data.radiators.reporting).toBeGreaterThanOrEqual(1);
  });

  it('works the figures out once for every admin watching, and sends them only when they change', async () => {
    const watchers = await Promise.all(Array.from({ length: 5 }, () => watchDashboard()));
    const first = await Promise.all(watchers.map((next) => next()));
    const batch = newReading(1_000);
    await ingestAs(app, gateway.key, batch);
    const second = await Promise.all(watchers.map((next) => next()));
    // One computation: every admin gets the figures it stamped.
    expect(new Set(second.map((event) => event.data.as_of)).size).toBe(1);
    const energy = energyOf(second[0]?.data as AdminDashboard);
    expect(energy).toBeCloseTo(energyOf(first[0]?.data as AdminDashboard) + 1, 1);

    // The same batch again changes nothing: the figures worked out after it are not sent.
    expect((await ingestAs(app, gateway.key, batch)).json().data.duplicates).toBe(1);
    await pause(3_500);
    await ingestAs(app, gateway.key, newReading(500));
    for (const event of await Promise.all(watchers.map((next) => next()))) {
      expect(energyOf(event.data)).toBeCloseTo(energy + 0.5, 1);
    }
  });

  it('hears readings stored through another instance', async () => {
    const { origin: elsewhere } = await anotherInstance();
    const next = await watchDashboard(elsewhere);
    const first = await next();
    await ingestAs(app, gateway.key, newReading(300));
    expect(energyOf((await next()).data)).toBeCloseTo(energyOf(first.data) + 0.3, 1);
  });

  it('ends a stream as soon as its session is revoked elsewhere, not at the next heartbeat', async () => {
    const watcher = await createLoggedInAccount(app, database);
    const next = await watchEvents<AdminDashboard>(
      `${origin}${dashboardOperations.live.path}`,
      watcher.token,
    );
    await next();
    await database.rawTransaction((sql) =>
      sql.query('UPDATE access_tokens SET revoked_at = now() WHERE user_id = $1', [watcher.account.id]),
    );
    await expect(next()).rejects.toThrow('The stream ended.');
  });

  it('ends its streams when the server shuts down, instead of keeping it open', async () => {
    const { other, origin: elsewhere } = await anotherInstance();
    const next = await watchDashboard(elsewhere);
    await next();
    await other.close();
    await expect(next()).rejects.toThrow('The stream ended.');
  });
  it('refuses a request without a session (401) and an account that is not an admin (403)', async () => {
    const live = dashboardOperations.live;
    expect((await callOperation(app, live)).statusCode).toBe(401);
    const resident = await createLoggedInAccount(app, database, { level: LEVEL.RESIDENTIAL });
    const refused = await callOperation(app, live, {}, resident.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'FORBIDDEN' });
  });
});
