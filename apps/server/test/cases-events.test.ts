import { alarmOperations, caseOperations, HOUR_MS, LEVEL } from '@radiant/contract';
import { describe, expect, it } from 'vitest';
import { sweepDampAndCold } from '../src/modules/alarms/damp-sweep.ts';
import { sweepCaseDeadlines } from '../src/modules/cases/deadline-sweep.ts';
import { clientWithPolicy } from './support/case-policy.ts';
import { createGatewayHome, ingestAs } from './support/gateways.ts';
import { callerAs, createLoggedInAccount, createTestApp } from './support/test-app.ts';

// The events cases raise: the deadline sweep's notices, once each, and cases opened from damp and cold alarms.

const { app, database } = await createTestApp();
const { token } = await createLoggedInAccount(app, database, { level: LEVEL.OWNER });
const send = callerAs(app, token);

const raw = <Row>(statement: string, params: unknown[] = []) =>
  database.rawTransaction((sql) => sql.query<Row>(statement, params));

/** A home with a gateway whose resident belongs to a client with this case policy (none when null). */
async function clientHome(policy: { social_landlord: boolean; open_from_alarms: boolean } | null) {
  const home = await createGatewayHome(app, database, token, { located: true });
  if (policy) await clientWithPolicy(database, send, home.resident.id, policy);
  return home;
}

/** The case events queued for this case, as the webhooks' outbox holds them (no webhook needed to count). */
const noticesOf = async (caseId: number) =>
  (
    await raw<{ deadline: string; kind: string }>(
      'SELECT deadline, kind FROM case_deadline_notices WHERE case_id = $1 ORDER BY sent_at, kind',
      [caseId],
    )
  ).map((row) => `${row.deadline}:${row.kind}`);

describe('the deadline sweep', () => {
  it('raises approaching then missed once each, not again on a later sweep, nor after a restart', async () => {
    const home = await clientHome({ social_landlord: true, open_from_alarms: false });
    const opened = await send(caseOperations.create, {
      body: { home_id: home.home.id, hazard: 'damp_mould' },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const record = opened.json().data.case;
    const dueAt = Date.parse(record.deadlines[0].due_at);

    // A week before, nothing is due soon.
    await sweepCaseDeadlines(database.db, new Date(dueAt - 7 * 24 * HOUR_MS));
    expect(await noticesOf(record.id)).toEqual([]);
    const soon = new Date(dueAt - HOUR_MS);
    expect((await sweepCaseDeadlines(database.db, soon)).approaching).toBeGreaterThanOrEqual(1);
    expect(await noticesOf(record.id)).toEqual(['investigate:approaching']);
    await sweepCaseDeadlines(database.db, soon);
    expect(await noticesOf(record.id)).toEqual(['investigate:approaching']);

    const late = new Date(dueAt + HOUR_MS);
    expect((await sweepCaseDeadlines(database.db, late)).missed).toBeGreaterThanOrEqual(1);
    await sweepCaseDeadlines(database.db, new Date(dueAt + 2 * HOUR_MS));
    expect(await noticesOf(record.id)).toEqual(['investigate:approaching', 'investigate:missed']);
    // Once both are told, the case leaves the sweep's range.
    expect(await raw('SELECT notice_at FROM cases WHERE id = $1', [record.id])).toEqual([
      { notice_at: null },
    ]);

    // A bookmark set back (an instance that restarted with an old view) finds the notices already sent.
    await raw('UPDATE cases SET notice_at = opened_at WHERE id = $1', [record.id]);
    await sweepCaseDeadlines(database.db, late);
    expect(await noticesOf(record.id)).toEqual(['investigate:approaching', 'investigate:missed']);
    const events = await raw<{ event: string }>(
      `SELECT payload->>'event' AS event FROM webhook_deliveries WHERE case_id = $1 ORDER BY id`,
      [record.id],
    );
    // No webhook listens in this file: the outbox holds nothing, and the notices alone count.
    expect(events).toEqual([]);
  });

  it('raises each notice once when two sweeps run at once', async () => {
    const home = await clientHome({ social_landlord: true, open_from_alarms: false });
    const record = (
      await send(caseOperations.create, { body: { home_id: home.home.id, hazard: 'excess_cold' } })
    ).json().data.case;
    const late = new Date(Date.parse(record.deadlines[0].due_at) + HOUR_MS);
    const [one, two] = await Promise.all([
      sweepCaseDeadlines(database.db, late),
      sweepCaseDeadlines(database.db, late),
    ]);
    expect(await noticesOf(record.id)).toEqual(['investigate:missed']);
    expect((one?.missed ?? 0) + (two?.missed ?? 0)).toBeGreaterThanOrEqual(1);
  });

  it('tells each case of a backlog its own notice in one round, and moves each bookmark on', async () => {
    const records = [];
    for (const hazard of ['damp_mould', 'excess_cold', 'damp_mould'] as const) {
      const home = await clientHome({ social_landlord: true, open_from_alarms: false });
      records.push(
        (await send(caseOperations.create, { body: { home_id: home.home.id, hazard } })).json().data.case,
      );
    }
    const lastDue = Math.max(...records.map((record) => Date.parse(record.deadlines[0].due_at)));
    const swept = await sweepCaseDeadlines(database.db, new Date(lastDue + HOUR_MS));
    expect(swept.missed).toBeGreaterThanOrEqual(records.length);
    for (const record of records) {
      expect(await noticesOf(record.id)).toEqual([`${record.deadlines[0].name}:missed`]);
      expect(await raw('SELECT notice_at FROM cases WHERE id = $1', [record.id])).toEqual([
        { notice_at: null },
      ]);
    }
  });

  it('tells nothing of a closed case', async () => {
    const home = await clientHome({ social_landlord: true, open_from_alarms: false });
    const record = (
      await send(caseOperations.create, { body: { home_id: home.home.id, hazard: 'damp_mould' } })
    ).json().data.case;
    const closed = await send(caseOperations.addEvent, {
      params: { id: record.id },
      body: { kind: 'status', to: 'closed', reason: 'not_a_hazard' },
    });
    expect(closed.statusCode).toBe(200);
    await sweepCaseDeadlines(database.db, new Date(Date.parse(record.deadlines[0].due_at) + HOUR_MS));
    expect(await noticesOf(record.id)).toEqual([]);
  });
});

describe('cases opened from alarms', () => {
  // 20 °C inside and 0 °C outside: 58.6 % in the room is mould risk on the coldest surface (docs/damp-and-cold.md).
  const sendDampWeek = async (home: Awaited<ReturnType<typeof clientHome>>) => {
    const radiatorId = home.radiators[0]?.id ?? 0;
    const hourAgo = (hours: number) => new Date(Math.floor(Date.now() / HOUR_MS - hours) * HOUR_MS);
    const starts = Array.from({ length: 100 }, (_, index) => hourAgo(100 - index));
    const response = await ingestAs(app, home.key, {
      readings: starts.map((start) => ({
        radiator_id: radiatorId,
        at: new Date(start.getTime() + HOUR_MS).toISOString(),
        interval_s: 3600,
        room_c: 20,
        setpoint_c: 20,
        output_pct: 50,
        energy_wh: 50,
        window_open: false,
        humidity_pct: 58.6,
      })),
      outdoor: starts.map((start) => ({ hour: start.toISOString(), temperature_c: 0 })),
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const casesOf = async (homeId: number) => {
    const response = await send(caseOperations.list, { query: { home: homeId } });
    expect(response.statusCode).toBe(200);
    return response.json().data.cases as { id: number; hazard: string; alarm_id: number | null }[];
  };

  it("opens one damp case for a social landlord's damp alarm, and links the next alarm to it", async () => {
    const home = await clientHome({ social_landlord: true, open_from_alarms: true });
    await sendDampWeek(home);
    await sweepDampAndCold(database.db);
    const [opened, ...others] = await casesOf(home.home.id);
    expect(others).toEqual([]);
    const alarm = (
      await send(alarmOperations.list, { query: { home: home.home.id, rule: 'damp_risk' } })
    ).json().data.alarms[0];
    expect(opened).toMatchObject({
      hazard: 'damp_mould',
      severity: 'significant',
      status: 'open',
      alarm_id: alarm.id,
      opened_by: null,
      rooms: [{ id: home.room.id }],
    });
    const audit = await raw<{ actor_id: number | null }>(
      `SELECT actor_id FROM audit_log WHERE entity = 'case' AND entity_id = $1`,
      [String(opened?.id)],
    );
    expect(audit).toEqual([{ actor_id: null }]);

    // Cleared by an admin while the damp lasts, the alarm is raised again: it joins the open case.
    const cleared = await send(alarmOperations.clear, { params: { id: alarm.id }, body: {} });
    expect(cleared.statusCode, cleared.body).toBe(200);
    await sweepDampAndCold(database.db);
    const again = await casesOf(home.home.id);
    expect(again.map((each) => each.id)).toEqual([opened?.id]);
    const timeline = (await send(caseOperations.get, { params: { id: opened?.id } })).json().data.case
      .timeline;
    expect(timeline.map((entry: { kind: string }) => entry.kind)).toEqual(['opened', 'alarm']);
    expect(timeline[1]).toMatchObject({ actor: null, alarm_id: expect.any(Number) });
    expect(timeline[1].alarm_id).not.toBe(alarm.id);
  });

  it('opens no case for a client whose policy does not ask, nor for a home without a client', async () => {
    const without = await clientHome({ social_landlord: true, open_from_alarms: false });
    const alone = await clientHome(null);
    await sendDampWeek(without);
    await sendDampWeek(alone);
    await sweepDampAndCold(database.db);
    const raised = await send(alarmOperations.list, { query: { home: without.home.id, rule: 'damp_risk' } });
    expect(raised.json().data.alarms).toHaveLength(1);
    expect(await casesOf(without.home.id)).toEqual([]);
    expect(await casesOf(alone.home.id)).toEqual([]);
  });
});
