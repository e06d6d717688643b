import { caseOperations, commandOperations, evidenceOperations, HOUR_MS, LEVEL } from '@radiant/contract';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { clientWithPolicy } from './support/case-policy.ts';
import { createGatewayHome, ingestAs, reading } from './support/gateways.ts';
import { readPdf } from './support/pdf.ts';
import { pdfToText } from './support/pdftotext.ts';
import { callerAs, createLoggedInAccount, createTestApp } from './support/test-app.ts';

const { app, database } = await createTestApp();
const { account: admin, token } = await createLoggedInAccount(app, database, {
  level: LEVEL.OWNER,
  firstName: 'Priya',
  lastName: 'Shah',
});
const send = callerAs(app, token);

const raw = <Row>(statement: string, params: unknown[] = []) =>
  database.rawTransaction((sql) => sql.query<Row>(statement, params));

/** The start of the UTC hour `hoursAgo` hours before now. */
const hourAgo = (hoursAgo: number) => new Date(Math.floor(Date.now() / HOUR_MS - hoursAgo) * HOUR_MS);

const HOURS = 48;

/**
 * A social landlord's located home whose living room spent two days at 20 °C and 70 % humidity with 0 °C
 * outside (its coldest surface above 80 %: mould risk), a command sent to it, and a damp case worked on.
 */
async function caseWithEvidence() {
  const home = await createGatewayHome(app, database, token, { located: true });
  const client = await clientWithPolicy(database, send, home.resident.id, {
    social_landlord: true,
    open_from_alarms: false,
  });
  const radiatorId = home.radiators[0]?.id ?? 0;
  const starts = Array.from({ length: HOURS }, (_, index) => hourAgo(HOURS - index));
  const ingested = await ingestAs(app, home.key, {
    readings: starts.map((start) =>
      reading(radiatorId, new Date(start.getTime() + HOUR_MS), {
        interval_s: 3600,
        room_c: 20,
        humidity_pct: 70,
      }),
    ),
    outdoor: starts.map((start) => ({ hour: start.toISOString(), temperature_c: 0 })),
  });
  expect(ingested.statusCode, ingested.body).toBe(200);
  const command = await send(commandOperations.create, {
    body: { target: { home_ids: [home.home.id] }, change: { mode: 'comfort', setpoint_c: 21 } },
  });
  expect(command.statusCode, command.body).toBe(200);
  const opened = await send(caseOperations.create, {
    body: {
      home_id: home.home.id,
      room_ids: [home.room.id],
      hazard: 'damp_mould',
      owner_id: admin.id,
      description: 'Black mould behind the wardrobe.',
    },
  });
  expect(opened.statusCode, opened.body).toBe(200);
  const record = opened.json().data.case;
  for (const body of [
    { kind: 'contact', outcome: 'no_access', text: 'Nobody in; card left.' },
    { kind: 'note', text: 'Surveyor booked for Tuesday.' },
  ]) {
    expect((await send(caseOperations.addEvent, { params: { id: record.id }, body })).statusCode).toBe(200);
  }
  return { client, home, record, commandId: command.json().data.command.id as number };
}

const fixture = await caseWithEvidence();

describe("a case's evidence pack as a PDF", () => {
  it('holds the home, the resident, the clocks, the timeline with who acted, the readings and the commands', async () => {
    const { record, home } = fixture;
    const response = await send(evidenceOperations.casePdf, { params: { id: record.id } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="case-${record.id}.pdf"; filename*=UTF-8''case-${record.id}.pdf`,
    );
    const pdf = await readPdf(response.rawPayload);
    expect(pdf.pages.length).toBeGreaterThanOrEqual(2);
    expect(pdf.info.Title).toBe(`Case ${record.id}: Damp and mould`);
    const { text } = pdf;
    for (const expected of [
      `Evidence pack: Case ${record.id}: Damp and mould`,
      'Prepared by Priya Shah',
      home.resident.email,
      'Black mould behind the wardrobe.',
      'Investigate',
      'Contact attempt',
      'No access',
      'Nobody in; card left.',
      'Surveyor booked for Tuesday.',
      'Living room',
      `${HOURS} hours with readings`,
      `at or above 80 % humidity (mould risk) for ${HOURS} hours`,
      'Mould risk (ISO 13788)',
      'Comfort at 21 °C',
      `page ${pdf.pages.length} of ${pdf.pages.length}`,
    ]) {
      expect(text).toContain(expected);
    }
    // Who acted: the admin's name on her own entries of the timeline.
    expect(text).toMatch(/Priya Shah Contact attempt/);
  });

  it('is written in German for an admin reading German', async () => {
    const { record } = fixture;
    const german = await send(evidenceOperations.casePdf, {
      params: { id: record.id },
      headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' },
    });
    expect(german.statusCode, german.body).toBe(200);
    expect(german.headers['content-language']).toBe('de');
    const pdf = await readPdf(german.rawPayload);
    expect(pdf.info.Title).toBe(`Fall ${record.id}: Feuchte und Schimmel`);
    for (const expected of [
      `Beweismappe: Fall ${record.id}: Feuchte und Schimmel`,
      'Erstellt von Priya Shah',
      'Die Wohnung und ihr Bewohner',
      'Der Fall',
      'Fristen',
      'Untersuchen',
      'Verlauf',
      'Kontaktversuch',
      'Kein Zugang',
      'Nobody in; card left.',
      `${HOURS} Stunden mit Messwerten`,
      'Schimmelrisiko (ISO 13788)',
      'Komfort auf 21 °C',
      'An die Wohnung gesendete Befehle',
      `Seite ${pdf.pages.length} von ${pdf.pages.length}`,
    ]) {
      expect(pdf.text).toContain(expected);
    }
    expect(pdf.text).not.toMatch(/Evidence pack|The case|Timeline|Contact attempt|hours with readings/);
  });

  it('is written in Arabic, right to left, for an admin reading Arabic, its figures and names left to right', async () => {
    const { record } = fixture;
    const response = await send(evidenceOperations.casePdf, {
      params: { id: record.id },
      headers: { 'accept-language': 'ar' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-language']).toBe('ar');
    expect((await readPdf(response.rawPayload)).info.Title).toBe(`الحالة ${record.id}: الرطوبة والعفن`);
    // pdftotext reads the drawn glyphs back into logical order: a figure or a name drawn reversed would come
    // back reversed (6202 for 2026), Arabic words drawn in the wrong order out of order, and a ligature (لأ)
    // whose text is mapped the wrong way round as أل.
    const text = pdfToText(response.rawPayload);
    const year = String(new Date().getUTCFullYear());
    for (const expected of [
      `الحالة ${record.id}`,
      'الرطوبة والعفن',
      'المسكن والمقيم فيه',
      'التسلسل الزمني',
      'محاولة تواصل',
      'الأوامر المرسلة إلى المسكن',
      'Priya Shah',
      'Nobody in; card left',
      year,
      '21 °C',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(new RegExp(`${HOURS}\\s*ساعة فيها قراءات`));
    expect(text).not.toContain([...year].reverse().join(''));
    expect(text).not.toMatch(/Evidence pack|The case|Timeline|hours with readings/);
  });

  it('is recorded in the audit log as an export of the case', async () => {
    const [entry] = await raw<{ actor_id: number; details: { format: string } }>(
      `SELECT actor_id, details FROM audit_log WHERE action = 'export' AND entity = 'case' AND entity_id = $1
        ORDER BY id DESC LIMIT 1`,
      [String(fixture.record.id)],
    );
    expect(entry).toMatchObject({ actor_id: admin.id, details: { format: 'pdf' } });
  });
});

describe("a case's evidence pack as CSV files", () => {
  it('zips the same content, one file a section, in codes and UTC instants', async () => {
    const { record, home, commandId } = fixture;
    const response = await send(evidenceOperations.caseZip, { params: { id: record.id } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const folder = `case-${record.id}`;
    expect(Object.keys(files).sort()).toEqual(
      [
        'attachments',
        'commands',
        'daily_readings',
        'deadlines',
        'notices',
        'readings',
        'summary',
        'timeline',
      ].map((name) => `${folder}/${name}.csv`),
    );
    const csv = (name: string) =>
      strFromU8(files[`${folder}/${name}.csv`] ?? new Uint8Array())
        .trim()
        .split('\r\n');
    expect(csv('summary')).toEqual(
      expect.arrayContaining([
        `case_id,${record.id}`,
        'hazard,damp_mould',
        `resident_email,${home.resident.email}`,
      ]),
    );
    const timeline = csv('timeline');
    expect(timeline[0]).toBe(
      'event_id,at,actor_id,actor,kind,from_status,to_status,reason,outcome,milestone,alarm_id,changes,attachment_id,command_id,readings_room_id,readings_from,readings_to,text',
    );
    expect(timeline.slice(1).map((line) => line.split(',')[4])).toEqual(['opened', 'contact', 'note']);
    expect(timeline[2]).toContain(`${admin.id},Priya Shah,contact,,,,no_access`);
    expect(csv('deadlines')[1]).toMatch(/^investigate,\d{4}-\d\d-\d\dT[\d:.]+Z,due/);
    const readings = csv('readings');
    expect(readings[0]).toBe(
      'room_id,room,hour,room_c,setpoint_c,humidity_pct,outdoor_c,dew_point_c,surface_c,surface_humidity_pct,mould_risk,condensation',
    );
    expect(readings).toHaveLength(HOURS + 1);
    expect(readings[1]).toMatch(
      new RegExp(`^${home.room.id},Living room,[^,]+,20,20,70,0,[\\d.]+,15,[\\d.]+,true,`),
    );
    // The same hours by day: two or three days, their hours at mould risk adding up to all of them.
    const days = csv('daily_readings');
    expect(days[0]).toBe(
      'room_id,room,day,room_c,setpoint_c,humidity_pct,outdoor_c,dew_point_c,surface_c,surface_humidity_pct,judged_hours,mould_risk_hours,condensation_hours',
    );
    const mouldHours = days.slice(1).reduce((sum, line) => sum + Number(line.split(',')[11]), 0);
    expect(mouldHours).toBe(HOURS);
    expect(csv('commands')[1]).toMatch(new RegExp(`^${commandId},[^,]+,Priya Shah,comfort,21,,pending,2,`));
  });
});

describe("a home's evidence pack over a period", () => {
  it('lists its cases open in the period instead of one case', async () => {
    const { record, home } = fixture;
    const response = await send(evidenceOperations.homeZip, { params: { id: home.home.id } });
    expect(response.statusCode, response.body).toBe(200);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const [name] = Object.keys(files).filter((file) => file.endsWith('/cases.csv'));
    expect(name).toMatch(
      new RegExp(`^home-${home.home.id}-\\d{4}-\\d\\d-\\d\\d-\\d{4}-\\d\\d-\\d\\d/cases.csv$`),
    );
    const cases = strFromU8(files[name ?? ''] ?? new Uint8Array())
      .trim()
      .split('\r\n');
    expect(cases.slice(1).map((line) => line.split(',')[0])).toEqual([String(record.id)]);
    expect(Object.keys(files).some((file) => file.endsWith('/timeline.csv'))).toBe(false);

    const pdf = await send(evidenceOperations.homePdf, { params: { id: home.home.id } });
    expect(pdf.statusCode).toBe(200);
    const { text } = await readPdf(pdf.rawPayload);
    expect(text).toContain('Cases in the period');
    expect(text).toContain(`${HOURS} hours with readings`);
  });

  it('refuses a window that ends before it starts, naming the field, and an unknown home', async () => {
    const backwards = await send(evidenceOperations.homePdf, {
      params: { id: fixture.home.home.id },
      query: { from: '2026-11-10', to: '2026-11-01' },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual([expect.objectContaining({ path: 'to' })]);
    const unknown = await send(evidenceOperations.homeZip, { params: { id: 2_000_000_000 } });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('who may take an evidence pack', () => {
  it('answers 404 for an unknown case and refuses a resident', async () => {
    expect((await send(evidenceOperations.casePdf, { params: { id: 2_000_000_000 } })).statusCode).toBe(404);
    const { token: residentToken } = await createLoggedInAccount(app, database, { level: LEVEL.RESIDENTIAL });
    const asResident = await callerAs(app, residentToken)(evidenceOperations.caseZip, {
      params: { id: fixture.record.id },
    });
    expect(asResident.statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'GET', url: `/v1/cases/${fixture.record.id}/evidence.pdf` });
    expect(anonymous.statusCode).toBe(401);
  });
});

// Last: it deletes the fixture's hours.
describe('readings older than the hourly rollups kept', () => {
  it('are charted from the daily means, and the pack says so', async () => {
    const { record, home } = fixture;
    await raw('DELETE FROM radiator_hours WHERE home_id = $1', [home.home.id]);
    const response = await send(evidenceOperations.casePdf, { params: { id: record.id } });
    expect(response.statusCode).toBe(200);
    const { text } = await readPdf(response.rawPayload);
    expect(text).toMatch(/[23] days with readings, as daily means/);
    expect(text).toContain(`(mould risk) for ${HOURS} hours`);
    expect(text).toContain('Temperatures (°C, daily means)');
  });
});
