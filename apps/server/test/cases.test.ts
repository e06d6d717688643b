import { caseOperations, casePolicyOperations, LEVEL } from '@radiant/contract';
import { describe, expect, it } from 'vitest';
import { alarms } from '../src/db/schema.ts';
import { createAccount, createCommercialClient } from './support/accounts.ts';
import { clientWithPolicy } from './support/case-policy.ts';
import { createFurnishedHome } from './support/homes.ts';
import { callerAs, createLoggedInAccount, createTestApp } from './support/test-app.ts';

const { app, database } = await createTestApp();
const { account: owner, token } = await createLoggedInAccount(app, database, { level: LEVEL.OWNER });
const send = callerAs(app, token);

const raw = <Row>(statement: string, params: unknown[] = []) =>
  database.rawTransaction((sql) => sql.query<Row>(statement, params));

/** A client with the given policy and a resident's furnished home. */
async function clientHome(policy: object) {
  const resident = await createAccount(database, { level: LEVEL.RESIDENTIAL });
  const home = await createFurnishedHome(database, resident.id);
  const client = await clientWithPolicy(database, send, resident.id, { open_from_alarms: false, ...policy });
  return { client, resident, ...home };
}

async function openCase(body: object) {
  const response = await send(caseOperations.create, { body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.case;
}

const event = (id: number, body: object) => send(caseOperations.addEvent, { params: { id }, body });

describe("a social landlord's damp case", () => {
  it("runs Awaab's Law's investigation clock from opening, 10 working days", async () => {
    const { home, room } = await clientHome({ social_landlord: true });
    const opened = await openCase({ home_id: home.id, room_ids: [room.id], hazard: 'damp_mould' });
    expect(opened).toMatchObject({ hazard: 'damp_mould', severity: 'significant', status: 'open' });
    expect(opened.rooms).toEqual([{ id: room.id, name: room.name }]);
    expect(opened.deadlines).toHaveLength(1);
    expect(opened.deadlines[0]).toMatchObject({ name: 'investigate', status: expect.stringMatching(/^due/) });
    expect(opened.next_due_at).toBe(opened.deadlines[0].due_at);
    // Ten working days are at least 14 calendar days away.
    expect(Date.parse(opened.deadlines[0].due_at) - Date.parse(opened.opened_at)).toBeGreaterThan(
      13 * 86_400_000,
    );
    expect(opened.timeline.map((entry: { kind: string }) => entry.kind)).toEqual(['opened']);
  });

  it('meets the investigation when works begin and starts the clocks after it', async () => {
    const { home } = await clientHome({ social_landlord: true });
    const opened = await openCase({ home_id: home.id, hazard: 'damp_mould', owner_id: owner.id });
    expect(opened.owner).toMatchObject({ id: owner.id });
    await event(opened.id, { kind: 'contact', outcome: 'no_access', text: 'Nobody in; card left.' });
    expect((await event(opened.id, { kind: 'status', to: 'investigating' })).statusCode).toBe(200);
    const works = (await event(opened.id, { kind: 'status', to: 'works' })).json().data.case;
    expect(works.status).toBe('works');
    expect(
      works.deadlines.map((deadline: { name: string; status: string }) => [deadline.name, deadline.status]),
    ).toEqual([
      ['investigate', 'met'],
      ['written_summary', expect.stringMatching(/^due/)],
      ['safety_work', expect.stringMatching(/^due/)],
      ['further_work', 'due'],
    ]);
    const summary = (
      await event(opened.id, {
        kind: 'note',
        text: 'Summary posted to the resident.',
        milestone: 'summary_sent',
      })
    ).json().data.case;
    expect(summary.deadlines[1]).toMatchObject({ name: 'written_summary', status: 'met' });
    expect(summary.next_due_at).toBe(summary.deadlines[2].due_at);
    const closed = (await event(opened.id, { kind: 'status', to: 'closed', reason: 'resolved' })).json().data
      .case;
    expect(closed).toMatchObject({ status: 'closed', close_reason: 'resolved', next_due_at: null });
    expect(closed.timeline.map((entry: { kind: string }) => entry.kind)).toEqual([
      'opened',
      'contact',
      'status',
      'status',
      'note',
      'status',
    ]);
    const audit = await raw<{ count: number }>(
      "SELECT count(*)::int AS count FROM audit_log WHERE entity = 'case' AND entity_id = $1",
      [String(opened.id)],
    );
    expect(audit[0]?.count).toBe(6);
  });

  it('shows a deadline left open past its time as missed, first in the list', async () => {
    const { home, client } = await clientHome({ social_landlord: true });
    const opened = await openCase({ home_id: home.id, hazard: 'excess_cold' });
    const later = await openCase({ home_id: home.id, hazard: 'damp_mould' });
    await raw(
      "UPDATE cases SET opened_at = opened_at - interval '30 days', next_due_at = next_due_at - interval '30 days' WHERE id = $1",
      [opened.id],
    );
    const read = (await send(caseOperations.get, { params: { id: opened.id } })).json().data.case;
    expect(read.deadlines[0]).toMatchObject({ name: 'investigate', status: 'missed', met_at: null });
    const list = (await send(caseOperations.list, { query: { client: client.id } })).json().data;
    expect(list.cases.map((entry: { id: number }) => entry.id)).toEqual([opened.id, later.id]);
    const overdue = (await send(caseOperations.list, { query: { client: client.id, due: 'overdue' } })).json()
      .data;
    expect(overdue.cases.map((entry: { id: number }) => entry.id)).toEqual([opened.id]);
    // Closed: no clock runs, so it comes last; pages of one walk all three in order.
    const closed = await openCase({ home_id: home.id, hazard: 'other' });
    await event(closed.id, { kind: 'status', to: 'closed', reason: 'duplicate' });
    const walked: number[] = [];
    let after: string | undefined;
    do {
      const page = (
        await send(caseOperations.list, { query: { client: client.id, limit: 1, ...(after && { after }) } })
      ).json().data;
      walked.push(...page.cases.map((entry: { id: number }) => entry.id));
      after = page.pagination.next ?? undefined;
    } while (after && walked.length < 5);
    expect(walked).toEqual([opened.id, later.id, closed.id]);
  });

  it('filters by owner, hazard and the deadlines due this week', async () => {
    const { home, client } = await clientHome({ social_landlord: true });
    const urgent = await openCase({ home_id: home.id, hazard: 'emergency', owner_id: owner.id });
    const slow = await openCase({ home_id: home.id, hazard: 'damp_mould' });
    const ids = async (query: object) =>
      (await send(caseOperations.list, { query: { client: client.id, ...query } }))
        .json()
        .data.cases.map((entry: { id: number }) => entry.id);
    expect(await ids({ owner: owner.id })).toEqual([urgent.id]);
    expect(await ids({ hazard: 'damp_mould' })).toEqual([slow.id]);
    expect(await ids({ due: 'this_week' })).toEqual([urgent.id]);
    expect(await ids({ status: 'open' })).toEqual([urgent.id, slow.id]);
    const bad = await send(caseOperations.list, { query: { due: 'tomorrow' } });
    expect(bad.statusCode).toBe(400);
  });

  it('gives an emergency 24 hours to be made safe', async () => {
    const { home } = await clientHome({ social_landlord: true });
    const opened = await openCase({ home_id: home.id, hazard: 'emergency' });
    expect(opened.severity).toBe('emergency');
    expect(opened.deadlines).toEqual([
      expect.objectContaining({ name: 'make_safe', status: 'due_soon', met_at: null }),
    ]);
    expect(Date.parse(opened.deadlines[0].due_at) - Date.parse(opened.opened_at)).toBe(24 * 3_600_000);
  });
});

describe("the list's open filter, next deadlines and the deadline counts", () => {
  const ids = (body: { data: { cases: { id: number }[] } }) => body.data.cases.map((entry) => entry.id);

  it('leaves closed cases out with open=true, and pages through the rest', async () => {
    const { home, client } = await clientHome({ social_landlord: true });
    const first = await openCase({ home_id: home.id, hazard: 'emergency' });
    const closed = await openCase({ home_id: home.id, hazard: 'damp_mould' });
    await event(closed.id, { kind: 'status', to: 'closed', reason: 'duplicate' });
    const second = await openCase({ home_id: home.id, hazard: 'excess_cold' });
    const third = await openCase({ home_id: home.id, hazard: 'other' });
    const walked: number[] = [];
    let after: string | undefined;
    do {
      const page = (
        await send(caseOperations.list, {
          query: { client: client.id, open: 'true', limit: 1, ...(after && { after }) },
        })
      ).json();
      walked.push(...ids(page));
      after = page.data.pagination.next ?? undefined;
    } while (after && walked.length < 6);
    expect(walked).toEqual([first.id, second.id, third.id]);
    const onlyClosed = (
      await send(caseOperations.list, { query: { client: client.id, open: 'false' } })
    ).json();
    expect(ids(onlyClosed)).toEqual([closed.id]);
  });

  it("gives each row its next deadline as the case's page has its first running one", async () => {
    const { home, client } = await clientHome({ social_landlord: true });
    const opened = await openCase({ home_id: home.id, hazard: 'damp_mould' });
    await event(opened.id, { kind: 'status', to: 'works' });
    await event(opened.id, { kind: 'note', text: 'Summary posted.', milestone: 'summary_sent' });
    const none = await openCase({ home_id: home.id, hazard: 'other' });
    const page = (await send(caseOperations.get, { params: { id: opened.id } })).json().data.case;
    const running = page.deadlines.find((deadline: { met_at: string | null }) => deadline.met_at === null);
    const rows = (await send(caseOperations.list, { query: { client: client.id } })).json().data.cases;
    const row = rows.find((entry: { id: number }) => entry.id === opened.id);
    expect(row.next_deadline).toEqual({ name: running.name, due_at: running.due_at, status: running.status });
    expect(row.next_deadline.name).toBe('safety_work');
    expect(rows.find((entry: { id: number }) => entry.id === none.id).next_deadline).toBeNull();
  });

  it('counts the open cases overdue and due this week, not a closed one', async () => {
    const { home, client } = await clientHome({ social_landlord: true });
    const count = async () =>
      (await send(caseOperations.deadlines, { query: { client: client.id } })).json().data.deadlines;
    expect(await count()).toEqual({ overdue: 0, this_week: 0 });
    const late = await openCase({ home_id: home.id, hazard: 'damp_mould' });
    await raw(
      "UPDATE cases SET opened_at = opened_at - interval '30 days', next_due_at = next_due_at - interval '30 days' WHERE id = $1",
      [late.id],
    );
    await openCase({ home_id: home.id, hazard: 'emergency' });
    const closed = await openCase({ home_id: home.id, hazard: 'emergency' });
    await event(closed.id, { kind: 'status', to: 'closed', reason: 'duplicate' });
    await raw("UPDATE cases SET next_due_at = now() + interval '1 day' WHERE id = $1", [closed.id]);
    expect(await count()).toEqual({ overdue: 1, this_week: 1 });
    const all = (await send(caseOperations.deadlines)).json().data.deadlines;
    expect(all.overdue).toBeGreaterThanOrEqual(1);
    expect(all.this_week).toBeGreaterThanOrEqual(1);
  });

  it('answers 400 naming the field of a bad open or client', async () => {
    const badOpen = await send(caseOperations.list, { query: { open: 'yes' } });
    expect(badOpen.statusCode).toBe(400);
    expect(badOpen.json().errors?.map((error: { path: string }) => error.path)).toContain('open');
    const badClient = await send(caseOperations.deadlines, { query: { client: 'x' } });
    expect(badClient.statusCode).toBe(400);
    expect(badClient.json().errors?.map((error: { path: string }) => error.path)).toContain('client');
  });
});

describe("other clients' policies", () => {
  const own = {
    make_safe_hours: null,
    investigate_working_days: 2,
    summary_working_days: null,
    safety_work_working_days: null,
    further_work_weeks: null,
    pause_on_no_access: true,
  };
  const none = { ...own, investigate_working_days: null };

  it("applies a client's own timings, and none by default", async () => {
    const { home, client } = await clientHome({
      social_landlord: false,
      hazards: { damp_mould: own, excess_cold: none, emergency: none, other: none },
    });
    const policy = (await send(casePolicyOperations.get, { params: { id: client.id } })).json().data.policy;
    expect(policy).toMatchObject({ social_landlord: false, version: 2 });
    expect(policy.hazards.damp_mould.investigate_working_days).toBe(2);
    const damp = await openCase({ home_id: home.id, hazard: 'damp_mould' });
    expect(damp.deadlines).toEqual([expect.objectContaining({ name: 'investigate', status: 'due_soon' })]);
    const away = (await event(damp.id, { kind: 'contact', outcome: 'no_access' })).json().data.case;
    expect(away.deadlines[0].paused_since).not.toBeNull();
    expect(away.next_due_at).toBeNull();
    const reached = (await event(damp.id, { kind: 'contact', outcome: 'reached' })).json().data.case;
    expect(reached.deadlines[0].paused_since).toBeNull();
    expect(reached.next_due_at).toBe(reached.deadlines[0].due_at);
    const cold = await openCase({ home_id: home.id, hazard: 'excess_cold' });
    expect(cold.deadlines).toEqual([]);
    expect(cold.next_due_at).toBeNull();
  });

  it("refuses timings of a social landlord's own and a stale policy", async () => {
    const { client } = await clientHome({ social_landlord: true });
    const refused = await send(casePolicyOperations.update, {
      params: { id: client.id },
      body: { social_landlord: true, open_from_alarms: false, hazards: { damp_mould: own } },
    });
    expect(refused.statusCode).toBe(400);
    const stale = await send(casePolicyOperations.update, {
      params: { id: client.id },
      body: { social_landlord: false, open_from_alarms: true, version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('STALE_VERSION');
    const unknown = await send(casePolicyOperations.get, { params: { id: 999_999 } });
    expect(unknown.statusCode).toBe(404);
  });

  it('opens cases from alarms for a social landlord unless told otherwise; another client keeps its choice', async () => {
    const client = await createCommercialClient(database);
    const save = async (body: object) => {
      const saved = await send(casePolicyOperations.update, { params: { id: client.id }, body });
      expect(saved.statusCode, saved.body).toBe(200);
      return saved.json().data.policy;
    };
    expect(await save({ social_landlord: true })).toMatchObject({
      social_landlord: true,
      open_from_alarms: true,
    });
    const other = await save({ social_landlord: false });
    expect(other).toMatchObject({ social_landlord: false, open_from_alarms: true });
    expect(
      await save({ social_landlord: false, open_from_alarms: false, version: other.version }),
    ).toMatchObject({
      open_from_alarms: false,
    });
    expect(await save({ social_landlord: false })).toMatchObject({ open_from_alarms: false });
  });
});

const refusing = await clientHome({ social_landlord: true });
const refused = await openCase({ home_id: refusing.home.id, hazard: 'damp_mould' });

describe('what a case refuses', () => {
  const { home } = refusing;
  const opened = refused;
  const fieldOf = (response: { json: () => { errors?: { path: string }[] } }) =>
    response.json().errors?.map((error) => error.path);

  it('answers 400 naming the field', async () => {
    const hazard = await send(caseOperations.create, { body: { home_id: home.id, hazard: 'flood' } });
    expect(hazard.statusCode).toBe(400);
    expect(fieldOf(hazard)).toContain('hazard');
    const resident = await createAccount(database, { level: LEVEL.RESIDENTIAL });
    const badOwner = await send(caseOperations.create, {
      body: { home_id: home.id, hazard: 'damp_mould', owner_id: resident.id },
    });
    expect(badOwner.statusCode).toBe(400);
    expect(fieldOf(badOwner)).toEqual(['owner_id']);
    const tooLong = await event(opened.id, { kind: 'note', text: 'x'.repeat(4001) });
    expect(tooLong.statusCode).toBe(400);
    expect(fieldOf(tooLong)).toContain('text');
    await event(opened.id, { kind: 'status', to: 'works' });
    const backwards = await event(opened.id, { kind: 'status', to: 'investigating' });
    expect(backwards.statusCode).toBe(400);
    expect(fieldOf(backwards)).toEqual(['to']);
    const noReason = await event(opened.id, { kind: 'status', to: 'closed' });
    expect(fieldOf(noReason)).toContain('reason');
  });

  it('links the alarm it was opened from, of its own home only', async () => {
    const [radiator] = refusing.radiators;
    const [alarm] = await database.db
      .insert(alarms)
      .values({
        rule: 'damp_risk',
        severity: 'major',
        radiatorId: radiator?.id ?? 0,
        roomId: refusing.room.id,
        homeId: home.id,
        userId: refusing.resident.id,
        since: new Date(),
        searchText: 'damp',
      })
      .returning({ id: alarms.id });
    const linked = await openCase({ home_id: home.id, hazard: 'damp_mould', alarm_id: alarm?.id });
    expect(linked.alarm_id).toBe(alarm?.id);
    const elsewhere = await clientHome({ social_landlord: true });
    const refused = await send(caseOperations.create, {
      body: { home_id: elsewhere.home.id, hazard: 'damp_mould', alarm_id: alarm?.id },
    });
    expect(refused.statusCode).toBe(400);
    expect(fieldOf(refused)).toEqual(['alarm_id']);
  });

  it('answers 404 for an unknown case or home', async () => {
    expect((await send(caseOperations.get, { params: { id: 999_999 } })).statusCode).toBe(404);
    expect((await event(999_999, { kind: 'note', text: 'Hello' })).statusCode).toBe(404);
    const noHome = await send(caseOperations.create, { body: { home_id: 999_999, hazard: 'damp_mould' } });
    expect(noHome.statusCode).toBe(404);
  });

  it('refuses an edit made from a stale version with 409', async () => {
    // Moved to works above: a status change is a new version.
    const { version } = (await send(caseOperations.get, { params: { id: opened.id } })).json().data.case;
    expect(version).toBe(opened.version + 1);
    const first = await send(caseOperations.update, {
      params: { id: opened.id },
      body: { severity: 'emergency', version },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.case.timeline.at(-1)).toMatchObject({
      kind: 'updated',
      changes: { severity: { from: 'significant', to: 'emergency' } },
    });
    const second = await send(caseOperations.update, {
      params: { id: opened.id },
      body: { owner_id: owner.id, version },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('STALE_VERSION');
  });

  it('lets an admin work cases but only an owner set a policy, and nobody without a token', async () => {
    const { account: admin, token: adminToken } = await createLoggedInAccount(app, database);
    const asAdmin = callerAs(app, adminToken);
    expect((await asAdmin(caseOperations.get, { params: { id: opened.id } })).statusCode).toBe(200);
    // Who may own a case, by name, for an admin too; residents are not among them.
    const owners = (await asAdmin(caseOperations.owners)).json().data.owners as {
      id: number;
      name: string;
    }[];
    expect(owners.map((person) => person.id)).toEqual(expect.arrayContaining([admin.id, owner.id]));
    expect(owners.map((person) => person.id)).not.toContain(opened.resident.id);
    expect(Object.keys(owners[0] ?? {}).sort()).toEqual(['id', 'name']);
    const policy = await asAdmin(casePolicyOperations.update, {
      params: { id: opened.client.id },
      body: { social_landlord: false, open_from_alarms: false },
    });
    expect(policy.statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'GET', url: '/v1/cases' });
    expect(anonymous.statusCode).toBe(401);
  });
});
