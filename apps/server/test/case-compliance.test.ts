import {
  type CaseDeadlineName,
  type ComplianceFigures,
  caseComplianceOperations,
  HOUR_MS,
  LEVEL,
} from '@radiant/contract';
import { describe, expect, it } from 'vitest';
import { addCaseEvent, openCase } from '../src/modules/cases/service.ts';
import { createAccount } from './support/accounts.ts';
import { clientWithPolicy } from './support/case-policy.ts';
import { createFurnishedHome } from './support/homes.ts';
import { callerAs, createLoggedInAccount, createTestApp } from './support/test-app.ts';

// Wednesday 18 March 2026, noon: the app's clock, so that past stories end in met, missed and running deadlines.
const NOW = Date.parse('2026-03-18T12:00:00Z');
const { app, database } = await createTestApp({}, { clock: () => NOW });
const { account: owner, token } = await createLoggedInAccount(app, database, { level: LEVEL.OWNER });
const send = callerAs(app, token);
const at = (iso: string) => new Date(iso);

/** A social landlord with a resident's furnished home. */
async function landlordHome() {
  const resident = await createAccount(database, { level: LEVEL.RESIDENTIAL });
  const { home } = await createFurnishedHome(database, resident.id);
  const client = await clientWithPolicy(database, send, resident.id, {
    social_landlord: true,
    open_from_alarms: false,
  });
  return { client, resident, home };
}

const compliance = async (clientId: number, year?: number) => {
  const response = await send(caseComplianceOperations.get, {
    params: { id: clientId },
    ...(year !== undefined && { query: { year } }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.compliance;
};

const split = (figures: ComplianceFigures, name: CaseDeadlineName) => {
  const { met, missed, running } = figures.by_deadline[name];
  return [met, missed, running];
};

describe("a client's compliance", () => {
  it('counts the deadlines of each month met on time, missed and running, by name', async () => {
    const { client, home } = await landlordHome();
    const { home: strangersHome } = await landlordHome();
    // January: investigated in time, summary in time, made safe two days late; further work due in April.
    const january = await openCase(
      database.db,
      owner.id,
      { home_id: home.id, hazard: 'damp_mould' },
      at('2026-01-05T10:00:00Z'),
    );
    await addCaseEvent(
      database.db,
      owner.id,
      january.id,
      { kind: 'status', to: 'works' },
      at('2026-01-12T10:00:00Z'),
    );
    await addCaseEvent(
      database.db,
      owner.id,
      january.id,
      { kind: 'note', text: 'Summary posted.', milestone: 'summary_sent' },
      at('2026-01-14T10:00:00Z'),
    );
    await addCaseEvent(
      database.db,
      owner.id,
      january.id,
      { kind: 'note', text: 'Mould treated, heater fitted.', milestone: 'made_safe' },
      at('2026-01-21T10:00:00Z'),
    );
    // February: never investigated (due Monday 16 February).
    await openCase(
      database.db,
      owner.id,
      { home_id: home.id, hazard: 'excess_cold' },
      at('2026-02-02T09:00:00Z'),
    );
    // March: investigated a day late by closing it, which meets the later clocks at once (their due times in
    // March and June); an emergency opened yesterday, its 24 hours still running.
    const march = await openCase(
      database.db,
      owner.id,
      { home_id: home.id, hazard: 'damp_mould' },
      at('2026-03-02T09:00:00Z'),
    );
    await addCaseEvent(
      database.db,
      owner.id,
      march.id,
      { kind: 'status', to: 'closed', reason: 'resolved' },
      at('2026-03-17T09:00:00Z'),
    );
    await openCase(
      database.db,
      owner.id,
      { home_id: home.id, hazard: 'emergency' },
      new Date(NOW - 22 * HOUR_MS),
    );
    // Another client's case, missed in February: not this client's figures.
    await openCase(
      database.db,
      owner.id,
      { home_id: strangersHome.id, hazard: 'damp_mould' },
      at('2026-02-02T09:00:00Z'),
    );

    const figures = await compliance(client.id);
    expect(figures).toMatchObject({ client_id: client.id, year: 2026, open_cases: 3 });
    const [jan, feb, mar, apr, , jun] = figures.months;
    expect(jan).toMatchObject({ month: 1, met: 2, missed: 1, running: 0 });
    expect(split(jan, 'investigate')).toEqual([1, 0, 0]);
    expect(split(jan, 'written_summary')).toEqual([1, 0, 0]);
    expect(split(jan, 'safety_work')).toEqual([0, 1, 0]);
    expect(jan.on_time_share).toBeCloseTo(2 / 3);
    expect(feb).toMatchObject({ met: 0, missed: 1, running: 0, on_time_share: 0 });
    expect(split(feb, 'investigate')).toEqual([0, 1, 0]);
    expect(mar).toMatchObject({ met: 2, missed: 1, running: 1, on_time_share: 2 / 3 });
    expect(split(mar, 'investigate')).toEqual([0, 1, 0]);
    expect(split(mar, 'make_safe')).toEqual([0, 0, 1]);
    expect(apr).toMatchObject({ met: 0, missed: 0, running: 1, on_time_share: null });
    expect(split(apr, 'further_work')).toEqual([0, 0, 1]);
    expect(jun).toMatchObject({ met: 1, missed: 0, running: 0 });
    expect(figures.year_to_date).toMatchObject({ through_month: 3, met: 4, missed: 3, running: 1 });
    expect(figures.year_to_date.on_time_share).toBeCloseTo(4 / 7);
    expect(split(figures.year_to_date, 'investigate')).toEqual([1, 2, 0]);

    const lastYear = await compliance(client.id, 2025);
    expect(lastYear.year_to_date).toMatchObject({ through_month: 12, met: 0, missed: 0, running: 0 });
    expect(lastYear.open_cases).toBe(3);
  });

  it('answers a client without cases with zeros and no share', async () => {
    const { client } = await landlordHome();
    const figures = await compliance(client.id);
    expect(figures.months).toHaveLength(12);
    expect(figures.year_to_date).toMatchObject({ met: 0, missed: 0, running: 0, on_time_share: null });
    expect(figures.open_cases).toBe(0);
  });

  it('refuses a nonsense year with 400 naming year, and an unknown client with 404', async () => {
    const { client } = await landlordHome();
    for (const year of ['twenty', '1999', '2026.5']) {
      const bad = await send(caseComplianceOperations.get, { params: { id: client.id }, query: { year } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors?.map((error: { path: string }) => error.path)).toContain('year');
    }
    const missing = await send(caseComplianceOperations.get, { params: { id: 999_999 } });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toMatch(/select|stack/i);
  });

  it('is for admins only: a resident is sent back with 403', async () => {
    const { client } = await landlordHome();
    const { token: residentToken } = await createLoggedInAccount(app, database, { level: LEVEL.RESIDENTIAL });
    const refused = await callerAs(app, residentToken)(caseComplianceOperations.get, {
      params: { id: client.id },
    });
    expect(refused.statusCode).toBe(403);
  });
});
