import {
  type Alarm,
  type AlarmCounts,
  type AlarmRule,
  alarmOperations,
  alarmRuleOperations,
  LEVEL,
  MINUTE_MS,
} from '@radiant/contract';
import { describe, expect, it, onTestFinished } from 'vitest';
import { sweepSilentRadiators } from '../src/modules/alarms/sweep.ts';
import { createCommercialClient } from './support/accounts.ts';
import { watchEvents } from './support/event-stream.ts';
import { createGatewayHome, ingestAs, type ReadingInput, reading } from './support/gateways.ts';
import { callerAs, createLoggedInAccount, createTestApp, startApp } from './support/test-app.ts';

const { app, database } = await createTestApp();
const { token, account: admin } = await createLoggedInAccount(app, database, { level: LEVEL.OWNER });
const send = callerAs(app, token);

const raw = <Row>(statement: string, params: unknown[] = []) =>
  database.rawTransaction((sql) => sql.query<Row>(statement, params));

/** Readings of one radiator every 5 minutes for `minutes`, the last one a minute ago. */
function series(radiatorId: number, minutes: number, overrides: ReadingInput, end = Date.now() - MINUTE_MS) {
  const count = Math.floor(minutes / 5) + 1;
  return Array.from({ length: count }, (_, index) =>
    reading(radiatorId, new Date(end - (count - 1 - index) * 5 * MINUTE_MS), overrides),
  );
}

const alarmsOf = async (radiatorId: number, rule?: AlarmRule): Promise<Alarm[]> => {
  const response = await send(alarmOperations.list, {
    query: { radiator: radiatorId, ...(rule && { rule }), status: 'active,acknowledged,cleared' },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.alarms;
};

/** What meets each rule for its whole default duration, and the same readings just short of it. */
const RULE_CASES: { rule: AlarmRule; minutes: number; meets: ReadingInput; short: ReadingInput }[] = [
  { rule: 'frost_risk', minutes: 30, meets: { room_c: 6.5 }, short: { room_c: 7 } },
  {
    rule: 'cold_home',
    minutes: 180,
    meets: { room_c: 17.5, setpoint_c: 20, output_pct: 60 },
    short: { room_c: 18, setpoint_c: 20, output_pct: 60 },
  },
  {
    rule: 'not_reaching_setpoint',
    minutes: 120,
    meets: { room_c: 17, setpoint_c: 21, output_pct: 100 },
    short: { room_c: 17, setpoint_c: 21, output_pct: 90 },
  },
  {
    rule: 'window_open',
    minutes: 60,
    meets: { window_open: true, output_pct: 40 },
    short: { window_open: true, output_pct: 0 },
  },
  { rule: 'overheating', minutes: 60, meets: { room_c: 26.5 }, short: { room_c: 26 } },
];

describe('heating rules', () => {
  for (const { rule, minutes, meets, short } of RULE_CASES) {
    it(`${rule}: raised by readings that meet it for ${minutes} minutes, not by readings just short of it`, async () => {
      const home = await createGatewayHome(app, database, token);
      const [met, nearly] = home.radiators;
      if (!met || !nearly) throw new Error('The home has two radiators.');
      const batch = [...series(met.id, minutes, meets), ...series(nearly.id, minutes, short)];
      expect((await ingestAs(app, home.key, { readings: batch })).statusCode).toBe(200);
      const raised = await alarmsOf(met.id, rule);
      expect(raised).toHaveLength(1);
      expect(raised[0]).toMatchObject({ rule, status: 'active', radiator_id: met.id });
      expect(await alarmsOf(nearly.id, rule)).toEqual([]);
    });
  }

  it('needs the whole duration: frost for 25 minutes raises nothing, and a lasting frost raises one alarm', async () => {
    const home = await createGatewayHome(app, database, token);
    const [radiator] = home.radiators;
    if (!radiator) throw new Error('The home has a radiator.');
    const start = Date.now() - 3 * 60 * MINUTE_MS;
    const cold = (from: number, minutes: number) =>
      series(radiator.id, minutes, { room_c: 5 }, from + minutes * MINUTE_MS);
    // 25 minutes of readings: the first covers the 5 minutes before it, so the condition has held 30 minutes
    // only once the reading 25 minutes after the first arrives... and this batch stops 5 minutes short.
    await ingestAs(app, home.key, { readings: cold(start, 20) });
    expect(await alarmsOf(radiator.id, 'frost_risk')).toEqual([]);
    await ingestAs(app, home.key, { readings: cold(start + 25 * MINUTE_MS, 0) });
    expect(await alarmsOf(radiator.id, 'frost_risk')).toHaveLength(1);
    // Two more hours of frost, in two batches: still the one alarm.
    await ingestAs(app, home.key, { readings: cold(start + 30 * MINUTE_MS, 60) });
    await ingestAs(app, home.key, { readings: cold(start + 95 * MINUTE_MS, 60) });
    const [alarm] = await alarmsOf(radiator.id, 'frost_risk');
    expect((await alarmsOf(radiator.id, 'frost_risk')).length).toBe(1);
    expect(alarm?.details.room_c).toBe(5);
  });

  it('clears by itself when the condition ends, keeping the history', async () => {
    const home = await createGatewayHome(app, database, token);
    const [radiator] = home.radiators;
    if (!radiator) throw new Error('The home has a radiator.');
    const warmAt = Date.now() - 2 * MINUTE_MS;
    await ingestAs(app, home.key, {
      readings: series(radiator.id, 40, { room_c: 5 }, warmAt - 5 * MINUTE_MS),
    });
    await ingestAs(app, home.key, { readings: [reading(radiator.id, new Date(warmAt), { room_c: 12 })] });
    const [alarm] = await alarmsOf(radiator.id, 'frost_risk');
    expect(alarm).toMatchObject({ status: 'cleared', cleared_by: null });
    const detail = (await send(alarmOperations.get, { params: { id: alarm?.id } })).json().data.alarm;
    expect(detail.history.map((entry: { event: string }) => entry.event)).toEqual(['raised', 'cleared']);
    expect(
      await raw("SELECT 1 FROM alarm_conditions WHERE radiator_id = $1 AND rule = 'frost_risk'", [
        radiator.id,
      ]),
    ).toEqual([]);
  });

  it('decides nothing from a backlog older than the newest reading', async () => {
    const home = await createGatewayHome(app, database, token);
    const [radiator] = home.radiators;
    if (!radiator) throw new Error('The home has a radiator.');
    await ingestAs(app, home.key, { readings: [reading(radiator.id, new Date(Date.now() - MINUTE_MS))] });
    const backlog = series(radiator.id, 60, { room_c: 4 }, Date.now() - 3 * 60 * MINUTE_MS);
    expect((await ingestAs(app, home.key, { readings: backlog })).json().data.stored).toBe(backlog.length);
    expect(await alarmsOf(radiator.id)).toEqual([]);
  });
});

/** A home with an open frost alarm on its first radiator. */
async function frostAlarm() {
  const home = await createGatewayHome(app, database, token);
  const [radiator] = home.radiators;
  if (!radiator) throw new Error('The home has a radiator.');
  await ingestAs(app, home.key, { readings: series(radiator.id, 30, { room_c: 5 }) });
  const [alarm] = await alarmsOf(radiator.id, 'frost_risk');
  if (!alarm) throw new Error('The frost raised an alarm.');
  return { home, radiator, alarm };
}

describe('handling alarms', () => {
  it('acknowledges with a note, then clears; each step in the history and the audit log', async () => {
    const { alarm } = await frostAlarm();
    const acknowledged = await send(alarmOperations.acknowledge, {
      params: { id: alarm.id },
      body: { note: 'Engineer booked for 9:00' },
    });
    expect(acknowledged.statusCode).toBe(200);
    expect(acknowledged.json().data.alarm).toMatchObject({
      status: 'acknowledged',
      acknowledged_by: { id: admin.id },
    });
    expect((await send(alarmOperations.acknowledge, { params: { id: alarm.id }, body: {} })).statusCode).toBe(
      409,
    );
    const cleared = await send(alarmOperations.clear, {
      params: { id: alarm.id },
      body: { note: 'Boiler fixed' },
    });
    expect(cleared.json().data.alarm.history).toMatchObject([
      { event: 'raised', actor: null, note: null },
      { event: 'acknowledged', actor: { id: admin.id }, note: 'Engineer booked for 9:00' },
      { event: 'cleared', actor: { id: admin.id }, note: 'Boiler fixed' },
    ]);
    const audit = await raw<{ action: string; actor_id: number | null }>(
      "SELECT action, actor_id FROM audit_log WHERE entity = 'alarm' AND entity_id = $1 ORDER BY id",
      [String(alarm.id)],
    );
    expect(audit).toEqual([
      { action: 'raised', actor_id: null },
      { action: 'acknowledged', actor_id: admin.id },
      { action: 'cleared', actor_id: admin.id },
    ]);
  });

  it('a condition that lasts after an admin cleared its alarm raises no second one', async () => {
    const { home, radiator, alarm } = await frostAlarm();
    await send(alarmOperations.clear, { params: { id: alarm.id }, body: {} });
    await ingestAs(app, home.key, { readings: [reading(radiator.id, new Date(), { room_c: 5 })] });
    expect((await alarmsOf(radiator.id, 'frost_risk')).map((entry) => entry.status)).toEqual(['cleared']);
  });

  it('bulk: all of them, or none when one cannot be', async () => {
    const first = await frostAlarm();
    const second = await frostAlarm();
    const ids = [first.alarm.id, second.alarm.id];
    const refused = await send(alarmOperations.bulk, {
      body: { action: 'acknowledge', ids: [...ids, 2_000_000_000] },
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().description).toContain('2000000000');
    expect((await alarmsOf(first.radiator.id)).map((alarm) => alarm.status)).toEqual(['active']);
    const done = await send(alarmOperations.bulk, { body: { action: 'acknowledge', ids, note: 'Seen' } });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.alarms.map((alarm: Alarm) => alarm.status)).toEqual([
      'acknowledged',
      'acknowledged',
    ]);
    const again = await send(alarmOperations.bulk, { body: { action: 'acknowledge', ids } });
    expect(again.statusCode).toBe(409);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const list = await send(alarmOperations.list, { query: { severity: 'loud' } });
    expect(list.statusCode).toBe(400);
    expect(list.json().errors[0].path).toContain('severity');
    const bulk = await send(alarmOperations.bulk, { body: { action: 'snooze', ids: [1] } });
    expect(bulk.json().errors[0].path).toBe('action');
    expect((await send(alarmOperations.get, { params: { id: '0x10' } })).statusCode).toBe(400);
  });
});

describe('the alarm list', () => {
  it('filters by home and status, searches, and pages by keyset, newest first', async () => {
    const { home } = await frostAlarm();
    const [, second] = home.radiators;
    if (!second) throw new Error('The home has two radiators.');
    await ingestAs(app, home.key, { readings: series(second.id, 60, { room_c: 27 }) });
    const first = await send(alarmOperations.list, { query: { home: home.home.id, limit: 1 } });
    const page = first.json().data;
    expect(page.alarms.map((alarm: Alarm) => alarm.rule)).toEqual(['overheating']);
    expect(page.pagination.next).not.toBeNull();
    const next = (
      await send(alarmOperations.list, {
        query: { home: home.home.id, limit: 1, after: page.pagination.next },
      })
    ).json().data;
    expect(next.alarms.map((alarm: Alarm) => alarm.rule)).toEqual(['frost_risk']);
    expect(next.pagination.next).toBeNull();
    const email = home.resident.email;
    const found = (await send(alarmOperations.list, { query: { search: email.toUpperCase() } })).json().data;
    expect(found.alarms.every((alarm: Alarm) => alarm.resident.email === email)).toBe(true);
    expect(found.alarms).toHaveLength(2);
    expect(found.counts.active.critical).toBeGreaterThan(0);
  });

  it('finds a rare term behind thousands of newer alarms, and pages through a common one', async () => {
    const { home, alarm } = await frostAlarm();
    // More newer alarms than a search looks through first, none of them the resident's by their text.
    await raw(
      `INSERT INTO alarms (rule, severity, status, radiator_id, room_id, home_id, user_id, client_id, room_c,
          setpoint_c, since, raised_at, cleared_at, search_text)
        SELECT rule, severity, 'cleared', radiator_id, room_id, home_id, user_id, client_id, room_c, setpoint_c,
          since, raised_at, now(), 'filler alarm ' || i
        FROM alarms CROSS JOIN generate_series(1, 5100) AS i WHERE id = $1`,
      [alarm.id],
    );
    const rare = (await send(alarmOperations.list, { query: { search: home.resident.email } })).json().data;
    expect(rare.alarms.map((found: Alarm) => found.id)).toEqual([alarm.id]);
    expect(rare.pagination.next).toBeNull();
    const common = { search: 'FILLER ALARM', limit: 100 };
    const first = (await send(alarmOperations.list, { query: common })).json().data;
    const second = (
      await send(alarmOperations.list, { query: { ...common, after: first.pagination.next } })
    ).json().data;
    const ids = [...first.alarms, ...second.alarms].map((found: Alarm) => found.id);
    expect(ids).toHaveLength(200);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(200);
  });
});

describe('rule settings', () => {
  it('change for the fleet, are overridden per client, and are checked', async () => {
    const fleet = await send(alarmRuleOperations.update, {
      params: { rule: 'frost_risk' },
      body: { enabled: true, severity: 'major', thresholds: { below_c: 6, minutes: 20 } },
    });
    expect(fleet.json().data.rule).toMatchObject({
      source: 'fleet',
      thresholds: { below_c: 6, minutes: 20 },
    });
    const client = await createCommercialClient(database);
    const own = await send(alarmRuleOperations.update, {
      params: { rule: 'frost_risk' },
      query: { clientId: client.id },
      body: { enabled: true, severity: 'critical', thresholds: { below_c: 8, minutes: 30 } },
    });
    expect(own.json().data.rule).toMatchObject({ source: 'client', client_id: client.id });
    const rules = (await send(alarmRuleOperations.list, {})).json().data.rules;
    expect(rules.find((rule: { rule: string }) => rule.rule === 'frost_risk')).toMatchObject({
      source: 'fleet',
    });
    const bad = await send(alarmRuleOperations.update, {
      params: { rule: 'frost_risk' },
      body: { enabled: true, severity: 'major', thresholds: { below_c: 'cold', minutes: 20 } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('thresholds.below_c');
    const unknownClient = await send(alarmRuleOperations.list, { query: { clientId: 2_000_000_000 } });
    expect(unknownClient.statusCode).toBe(404);
    const reset = await send(alarmRuleOperations.reset, { params: { rule: 'frost_risk' } });
    expect(reset.json().data.rule).toMatchObject({ source: 'default', severity: 'critical' });
  });

  it('turning a rule off clears the alarms it holds open', async () => {
    const { radiator } = await frostAlarm();
    await send(alarmRuleOperations.update, {
      params: { rule: 'frost_risk' },
      body: { enabled: false, severity: 'critical', thresholds: { below_c: 7, minutes: 30 } },
    });
    const [alarm] = await alarmsOf(radiator.id, 'frost_risk');
    expect(alarm).toMatchObject({ status: 'cleared', cleared_by: { id: admin.id } });
    await send(alarmRuleOperations.reset, { params: { rule: 'frost_risk' } });
  });
});

describe('silence', () => {
  it('raises radiator_offline once for a radiator silent past its minutes, and clears it when it reports', async () => {
    const home = await createGatewayHome(app, database, token);
    const [radiator] = home.radiators;
    if (!radiator) throw new Error('The home has a radiator.');
    await ingestAs(app, home.key, { readings: [reading(radiator.id, new Date(Date.now() - 2 * MINUTE_MS))] });
    expect(await sweepSilentRadiators(database.db)).toBe(0);
    const later = new Date(Date.now() + 61 * MINUTE_MS);
    await sweepSilentRadiators(database.db, later);
    await sweepSilentRadiators(database.db, later);
    expect((await alarmsOf(radiator.id, 'radiator_offline')).map((alarm) => alarm.status)).toEqual([
      'active',
    ]);
    await ingestAs(app, home.key, { readings: [reading(radiator.id, new Date())] });
    expect((await alarmsOf(radiator.id, 'radiator_offline')).map((alarm) => alarm.status)).toEqual([
      'cleared',
    ]);
  });
});

describe('several instances', () => {
  it('raise one alarm for one condition, however the batches race', async () => {
    const other = await startApp(database);
    const home = await createGatewayHome(app, database, token);
    const [radiator] = home.radiators;
    if (!radiator) throw new Error('The home has a radiator.');
    const readings = series(radiator.id, 60, { room_c: 4 });
    const halves = [readings.slice(0, 7), readings.slice(7)];
    // Each half alone lasts 30 minutes: both instances see the condition met at once.
    await Promise.all([
      ingestAs(app, home.key, { readings: halves[0] ?? [] }),
      ingestAs(other, home.key, { readings: halves[1] ?? [] }),
    ]);
    await other.close();
    const open = await raw('SELECT id FROM alarms WHERE radiator_id = $1 AND rule = $2', [
      radiator.id,
      'frost_risk',
    ]);
    expect(open).toHaveLength(1);
  });
});

describe('GET /v1/alarms/live', () => {
  it('tells the counts at once, then a raised alarm and the counts it moved, from another instance too', async () => {
    const other = await startApp(database);
    const origin = await other.listen({ port: 0, host: '127.0.0.1' });
    onTestFinished(() => other.close());
    const next = await watchEvents<AlarmCounts | Alarm>(`${origin}${alarmOperations.live.path}`, token);
    const first = await next();
    expect(first.event).toBe('counts');
    const before = (first.data as AlarmCounts).active.critical;
    // Raised through the first instance; heard by the other's stream.
    const { alarm } = await frostAlarm();
    const raised = await next();
    expect(raised).toMatchObject({ event: 'raised', data: { id: alarm.id, rule: 'frost_risk' } });
    const counts = await next();
    expect(counts.event).toBe('counts');
    expect((counts.data as AlarmCounts).active.critical).toBe(before + 1);
  });
});

describe('the outbox', () => {
  it('writes a delivery for each webhook that wants the event, in the transaction of the alarm', async () => {
    const [hook] = await raw<{ id: number }>(
      `INSERT INTO webhooks (url, events, min_severity, secret) VALUES ('http://127.0.0.1:9/hook', '{raised}', 'critical', 's')
        RETURNING id`,
    );
    const [quiet] = await raw<{ id: number }>(
      `INSERT INTO webhooks (url, events, min_severity, secret) VALUES ('http://127.0.0.1:9/quiet', '{cleared}', 'warning', 's')
        RETURNING id`,
    );
    const { alarm } = await frostAlarm();
    const deliveries = await raw<{ webhook_id: number; event: string; payload: { alarm: Alarm } }>(
      'SELECT webhook_id, event, payload FROM webhook_deliveries WHERE alarm_id = $1',
      [alarm.id],
    );
    expect(deliveries).toMatchObject([
      { webhook_id: hook?.id, event: 'raised', payload: { alarm: { id: alarm.id } } },
    ]);
    await raw('DELETE FROM webhooks WHERE id = ANY($1::int[])', [[hook?.id, quiet?.id]]);
  });
});
