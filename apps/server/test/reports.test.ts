import type { AddressInfo } from 'node:net';
import {
  caseOperations,
  casePolicyOperations,
  HOUR_MS,
  LEVEL,
  MINUTE_MS,
  reportOperations,
} from '@radiant/contract';
import { and, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { auditLog, clientReportSettings, clientReports, users } from '../src/db/schema.ts';
import { readStored } from '../src/messages/stored.ts';
import { reportMailer } from '../src/modules/reports/mail.ts';
import { lastCompleteMonth } from '../src/modules/reports/months.ts';
import { MAX_SEND_ATTEMPTS, runReportRound } from '../src/modules/reports/schedule.ts';
import { createCommercialClient } from './support/accounts.ts';
import { createGatewayHome, ingestAs, reading } from './support/gateways.ts';
import { readPdf } from './support/pdf.ts';
import { pdfToText } from './support/pdftotext.ts';
import {
  callerAs,
  createLoggedInAccount,
  createTestApp,
  startApp,
  type TestApp,
} from './support/test-app.ts';
import { createEmptyDatabaseForInstances } from './support/test-database.ts';

const { app, database } = await createTestApp();
const { token: ownerToken } = await createLoggedInAccount(app, database, { level: LEVEL.OWNER });
const { token: adminToken } = await createLoggedInAccount(app, database, { level: LEVEL.ADMIN });
const asOwner = callerAs(app, ownerToken);
const asAdmin = callerAs(app, adminToken);
const silentLog = app.log;

const MONTH = lastCompleteMonth(new Date());
const monthStart = Date.parse(`${MONTH}T00:00:00Z`);

/** A real SMTP server on a free port, keeping each mail's recipients and raw text. */
async function mailServer() {
  const received: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString();
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((to) => to.address).sort(), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `smtp://127.0.0.1:${port}`, received };
}

/**
 * A client whose resident's home reported 48 hours at the start of the month, with a damp case opened on the
 * month's 2nd (through an instance whose clock stands then) and left uninvestigated: its clock missed in the month.
 */
async function clientWithAMonth() {
  const client = await createCommercialClient(database, { businessName: 'Northern Homes Trust' });
  const home = await createGatewayHome(app, database, ownerToken, { located: true });
  await database.db
    .update(users)
    .set({ commercialClientId: client.id })
    .where(eq(users.id, home.resident.id));
  const radiatorId = home.radiators[0]?.id ?? 0;
  const starts = Array.from({ length: 48 }, (_, index) => new Date(monthStart + index * HOUR_MS));
  const ingested = await ingestAs(app, home.key, {
    readings: starts.map((start) =>
      reading(radiatorId, new Date(start.getTime() + HOUR_MS), {
        interval_s: 3600,
        room_c: 19,
        humidity_pct: 60,
      }),
    ),
    outdoor: starts.map((start) => ({ hour: start.toISOString(), temperature_c: 4 })),
  });
  expect(ingested.statusCode, ingested.body).toBe(200);
  const policy = await asOwner(casePolicyOperations.update, {
    params: { id: client.id },
    body: { social_landlord: true, open_from_alarms: false },
  });
  expect(policy.statusCode, policy.body).toBe(200);
  const past = await startApp(database, {}, { clock: () => monthStart + 36 * HOUR_MS });
  onTestFinished(() => past.close());
  const opened = await callerAs(past, ownerToken)(caseOperations.create, {
    body: { home_id: home.home.id, hazard: 'damp_mould', description: 'Mould in the bathroom.' },
  });
  expect(opened.statusCode, opened.body).toBe(200);
  return { client, home, caseId: opened.json().data.case.id as number };
}

describe("a client's report settings", () => {
  it("defaults to the client account's email, day 1 and off, and saves an owner's edit once", async () => {
    const client = await createCommercialClient(database);
    const read = await asAdmin(reportOperations.getSettings, { params: { id: client.id } });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data.settings).toEqual({
      client_id: client.id,
      day_of_month: 1,
      recipients: [client.email],
      language: 'en',
      enabled: false,
      version: 1,
    });
    const body = {
      day_of_month: 5,
      recipients: ['A@Example.com', 'b@example.com'],
      enabled: true,
      version: 1,
    };
    const saved = await asOwner(reportOperations.updateSettings, { params: { id: client.id }, body });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.settings).toMatchObject({
      day_of_month: 5,
      recipients: ['a@example.com', 'b@example.com'],
      language: 'en',
      enabled: true,
      version: 2,
    });
    const stale = await asOwner(reportOperations.updateSettings, { params: { id: client.id }, body });
    expect(stale.statusCode).toBe(409);
  });

  it('keeps the language an edit leaves out, and changes it when one is given', async () => {
    const client = await createCommercialClient(database);
    const put = (body: object) =>
      asOwner(reportOperations.updateSettings, { params: { id: client.id }, body });
    const base = { day_of_month: 2, recipients: ['ops@example.com'], enabled: true };
    expect((await put({ ...base, language: 'de' })).json().data.settings.language).toBe('de');
    expect((await put(base)).json().data.settings.language).toBe('de');
    expect((await put({ ...base, language: 'ar' })).json().data.settings.language).toBe('ar');
    const read = await asAdmin(reportOperations.getSettings, { params: { id: client.id } });
    expect(read.json().data.settings).toMatchObject({ language: 'ar', version: 4 });
  });

  it('refuses a bad day or address with a 400 naming the field, an unknown client with 404', async () => {
    const client = await createCommercialClient(database);
    const put = (body: object, id = client.id) =>
      asOwner(reportOperations.updateSettings, { params: { id }, body });
    const good = { day_of_month: 3, recipients: ['ops@example.com'], enabled: true };
    for (const [body, field] of [
      [{ ...good, day_of_month: 29 }, 'day_of_month'],
      [{ ...good, recipients: ['not an address'] }, 'recipients'],
      [{ ...good, recipients: [] }, 'recipients'],
      [{ ...good, recipients: Array.from({ length: 21 }, (_, i) => `p${i}@example.com`) }, 'recipients'],
      [{ ...good, enabled: 'yes' }, 'enabled'],
      [{ ...good, language: 'fr' }, 'language'],
      [{ ...good, language: null }, 'language'],
    ] as const) {
      const response = await put(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors[0].path).toMatch(new RegExp(`^${field}`));
    }
    expect((await put(good, 999_999)).statusCode).toBe(404);
    expect((await asAdmin(reportOperations.list, { params: { id: 999_999 } })).statusCode).toBe(404);
    expect((await asAdmin(reportOperations.pdf, { params: { id: 999_999 } })).statusCode).toBe(404);
  });

  it('leaves the settings to owners, and every report call to admins', async () => {
    const client = await createCommercialClient(database);
    const body = { day_of_month: 3, recipients: ['ops@example.com'], enabled: true };
    expect(
      (await asAdmin(reportOperations.updateSettings, { params: { id: client.id }, body })).statusCode,
    ).toBe(403);
    const { token } = await createLoggedInAccount(app, database, { level: LEVEL.RESIDENTIAL });
    const asResident = callerAs(app, token);
    for (const operation of [reportOperations.list, reportOperations.make, reportOperations.getSettings]) {
      expect((await asResident(operation, { params: { id: client.id } })).statusCode).toBe(403);
    }
    expect((await asResident(reportOperations.pdf, { params: { id: 1 } })).statusCode).toBe(403);
  });
});

describe("a client's monthly report made now", () => {
  it("makes the last complete month's report once, as a PDF and a CSV of the month", async () => {
    const { client, caseId } = await clientWithAMonth();
    const made = await asAdmin(reportOperations.make, { params: { id: client.id } });
    expect(made.statusCode, made.body).toBe(200);
    const { report } = made.json().data;
    expect(made.json().data.made).toBe(true);
    // No SMTP_URL: kept for download, not mailed.
    expect(report).toMatchObject({ client_id: client.id, month: MONTH, status: 'not_sent', attempts: 0 });
    expect(report.recipients).toEqual([client.email]);

    const again = await asAdmin(reportOperations.make, { params: { id: client.id } });
    expect(again.json().data).toMatchObject({ made: false, report: { id: report.id } });
    const list = await asAdmin(reportOperations.list, { params: { id: client.id } });
    expect(list.json().data.reports.map((one: { id: number }) => one.id)).toEqual([report.id]);

    const pdfAnswer = await asAdmin(reportOperations.pdf, { params: { id: report.id } });
    expect(pdfAnswer.statusCode).toBe(200);
    expect(pdfAnswer.headers['content-type']).toBe('application/pdf');
    const pdf = await readPdf(pdfAnswer.rawPayload);
    expect(pdf.pages.length).toBeGreaterThanOrEqual(2);
    expect(String(pdf.info.Title)).toContain('Monthly report: Northern Homes Trust');
    for (const expected of [
      'The month in figures',
      'Energy and the weather',
      'Energy per day (kWh)',
      'Radiator health',
      'Damp, mould and cold',
      'Alarms raised',
      'Cases and their deadlines',
      '1 opened',
      'Investigate',
      'Missed',
      `page ${pdf.pages.length} of ${pdf.pages.length}`,
    ]) {
      expect(pdf.text).toContain(expected);
    }

    const csvAnswer = await asAdmin(reportOperations.csv, { params: { id: report.id } });
    expect(csvAnswer.statusCode).toBe(200);
    expect(csvAnswer.headers['content-type']).toContain('text/csv');
    const csv = csvAnswer.body;
    expect(csv.split('\r\n')[0]).toBe('section,subject,figure,value');
    expect(csv).toContain('summary,,cases_opened,1\r\n');
    expect(csv).toContain('summary,,deadlines_missed,1\r\n');
    expect(csv).toContain(`deadline,case ${caseId} investigate,status,missed\r\n`);
    expect(csv).toMatch(new RegExp(`energy,${MONTH},energy_kwh,[1-9]`));
  });
});

describe("a report in the client's language", () => {
  /** A client's report of the month made in `language`, its PDF read back with pdftotext. */
  async function reportIn(language: 'de' | 'ar') {
    const { client } = await clientWithAMonth();
    const saved = await asOwner(reportOperations.updateSettings, {
      params: { id: client.id },
      body: { day_of_month: 1, recipients: [client.email], language, enabled: false },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const made = await asAdmin(reportOperations.make, { params: { id: client.id } });
    expect(made.statusCode, made.body).toBe(200);
    const pdf = await asAdmin(reportOperations.pdf, { params: { id: made.json().data.report.id } });
    expect(pdf.statusCode).toBe(200);
    return { pdf: await readPdf(pdf.rawPayload), text: pdfToText(pdf.rawPayload) };
  }

  it('is written in German for a client set to German, its CSV still in codes', async () => {
    const { pdf, text } = await reportIn('de');
    expect(String(pdf.info.Title)).toContain('Monatsbericht: Northern Homes Trust');
    for (const expected of [
      'Der Monat in Zahlen',
      'Energie und Wetter',
      'Zustand der Heizkörper',
      'Feuchte, Schimmel und Kälte',
      'Ausgelöste Alarme',
      'Fälle und ihre Fristen',
      '1 eröffnet',
      'Untersuchen',
      'Versäumt',
      `Seite ${pdf.pages.length} von ${pdf.pages.length}`,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/The month in figures|Radiator health|Cases and their deadlines/);
  });

  it('is written in Arabic, right to left, for a client set to Arabic, its figures left to right', async () => {
    const { pdf, text } = await reportIn('ar');
    expect(String(pdf.info.Title)).toContain('التقرير الشهري: Northern Homes Trust');
    for (const expected of [
      'التقرير الشهري',
      'الشهر بالأرقام',
      'الطاقة والطقس',
      'الحالات ومواعيدها النهائية',
      'التحقيق',
      'Northern Homes Trust',
      MONTH.slice(0, 4),
    ]) {
      expect(text).toContain(expected);
    }
    // pdftotext reads the glyphs back into logical order: a year drawn reversed would read reversed.
    expect(text).not.toContain([...MONTH.slice(0, 4)].reverse().join(''));
    expect(text).not.toMatch(/The month in figures|Radiator health|Cases and their deadlines/);
  });

  it("is mailed with a subject and a body in the report's language", async () => {
    const smtp = await mailServer();
    const mailer = reportMailer({ url: smtp.url, from: 'reports@radiant.test' });
    onTestFinished(() => mailer?.close());
    const files = { pdf: Buffer.from('%PDF-1.7'), csv: 'section,subject,figure,value\r\n' };
    await mailer?.send({
      clientName: 'Nordhaus eG',
      month: '2026-10-01',
      language: 'de',
      recipients: ['ops@example.com'],
      ...files,
    });
    const raw = smtp.received[0]?.raw ?? '';
    expect(raw).toMatch(/^Subject: =\?UTF-8\?Q\?Ihr_Radiant-Bericht_f=C3=BCr_Oktober_202/m);
    expect(raw).toContain('Guten Tag,');
  });
});

describe('the schedule', () => {
  it('makes and mails each report once with two instances, and nothing more after a restart', async () => {
    const smtp = await mailServer();
    const { databases, drop } = await createEmptyDatabaseForInstances(2);
    afterAll(drop);
    const [first, second] = databases as [Database, Database];
    await migrate(first);
    const instances: TestApp[] = [];
    for (const instance of [first, second]) instances.push(await startApp(instance, { SMTP_URL: smtp.url }));
    const [one] = instances as [TestApp, TestApp];
    const { token } = await createLoggedInAccount(one, first, { level: LEVEL.OWNER });
    const client = await createCommercialClient(first, { businessName: 'Two Towers Housing' });
    const recipients = ['ops@two-towers.example', 'board@two-towers.example'];
    const saved = await callerAs(one, token)(reportOperations.updateSettings, {
      params: { id: client.id },
      body: { day_of_month: 1, recipients, enabled: true },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const mailer = reportMailer({ url: smtp.url, from: 'Radiant <reports@radiant.test>' });
    onTestFinished(() => mailer?.close());
    const now = new Date();
    const rounds = await Promise.all([
      runReportRound({ db: first.db, mailer, log: silentLog }, now),
      runReportRound({ db: second.db, mailer, log: silentLog }, now),
    ]);
    expect(rounds.reduce((sum, round) => sum + round.made, 0)).toBe(1);
    expect(rounds.reduce((sum, round) => sum + round.sent, 0)).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0];
    expect(mail?.to).toEqual([...recipients].sort());
    expect(mail?.raw).toMatch(/Content-Type: application\/pdf; name=two-towers-housing-\d{4}-\d{2}\.pdf/);
    expect(mail?.raw).toMatch(
      /Content-Type: text\/csv; charset=utf-8; name=two-towers-housing-\d{4}-\d{2}\.csv/,
    );

    // A restart: both instances gone, a new one over the same database.
    await Promise.all(instances.map((instance) => instance.close()));
    const restarted = await startApp(first, { SMTP_URL: smtp.url });
    onTestFinished(() => restarted.close());
    const later = new Date(now.getTime() + 3 * HOUR_MS);
    expect(await runReportRound({ db: first.db, mailer, log: silentLog }, later)).toEqual({
      made: 0,
      sent: 0,
    });
    expect(smtp.received).toHaveLength(1);
    const listed = await callerAs(restarted, token)(reportOperations.list, { params: { id: client.id } });
    expect(listed.json().data.reports).toEqual([
      expect.objectContaining({ month: MONTH, status: 'sent', attempts: 1, recipients, last_error: null }),
    ]);
  });

  it('rests after each report as long as it took, and a round told to stop starts no more', async () => {
    const { databases, drop } = await createEmptyDatabaseForInstances(1);
    afterAll(drop);
    const [own] = databases as [Database];
    await migrate(own);
    const clients = [];
    for (const businessName of ['North Row', 'South Row', 'East Row']) {
      clients.push(await createCommercialClient(own, { businessName }));
    }
    await own.db
      .insert(clientReportSettings)
      .values(clients.map((client) => ({ clientId: client.id, recipients: [client.email], enabled: true })));
    const deps = { db: own.db, mailer: undefined, log: silentLog };
    const rests: number[] = [];

    // The app closes during the round's first rest: the rest ends and no other report is begun.
    const closing = new AbortController();
    const closedDuringRest = async (ms: number) => {
      rests.push(ms);
      closing.abort();
    };
    expect(
      await runReportRound({ ...deps, pace: { signal: closing.signal, rest: closedDuringRest } }, new Date()),
    ).toEqual({ made: 1, sent: 0 });
    expect(rests).toHaveLength(1);

    // The others' leases run out, and a later round makes both, resting between them only.
    rests.length = 0;
    const later = new Date(Date.now() + 16 * MINUTE_MS);
    const recorded = async (ms: number) => {
      rests.push(ms);
    };
    expect(await runReportRound({ ...deps, pace: { rest: recorded } }, later)).toEqual({ made: 2, sent: 0 });
    expect(rests).toHaveLength(1);
    expect(rests[0]).toBeGreaterThan(0);
    expect(await own.db.select().from(clientReports)).toHaveLength(3);
  });

  it('retries a mail the server does not take after 5 minutes, 30 and 2 hours, then gives up', async () => {
    const smtp = await mailServer();
    const closed = reportMailer({ url: smtp.url.replace(/:\d+$/, ':1'), from: 'reports@radiant.test' });
    onTestFinished(() => closed?.close());
    const client = await createCommercialClient(database);
    const put = await asOwner(reportOperations.updateSettings, {
      params: { id: client.id },
      body: { day_of_month: 1, recipients: ['ops@example.com'], enabled: true },
    });
    expect(put.statusCode).toBe(200);
    const deps = { db: database.db, mailer: closed, log: silentLog };
    let at = Date.now();
    await runReportRound(deps, new Date(at));
    const stored = async () =>
      (await database.db.select().from(clientReports).where(eq(clientReports.clientId, client.id)))[0];
    expect(await stored()).toMatchObject({ status: 'pending', attempts: 1 });
    const lastError = (await stored())?.lastError ?? null;
    expect(readStored(lastError, 'en')).toMatch(/^The mail server could not be reached/);
    expect(readStored(lastError, 'de')).toMatch(/^Der Mailserver war nicht erreichbar/);
    // Not before its wait has passed.
    await runReportRound(deps, new Date(at + 4 * 60_000));
    expect((await stored())?.attempts).toBe(1);
    for (const waitMinutes of [5, 30, 120]) {
      at += waitMinutes * 60_000 + 1000;
      await runReportRound(deps, new Date(at));
    }
    expect(await stored()).toMatchObject({
      status: 'failed',
      attempts: MAX_SEND_ATTEMPTS,
      nextAttemptAt: null,
    });
    expect(readStored((await stored())?.lastError ?? null, 'en')).not.toContain('127.0.0.1');
  });
});

describe('a report sent again', () => {
  it("mails a report not sent, or sent, again to the client's current recipients, and refuses a pending one", async () => {
    const smtp = await mailServer();
    const mailing = await startApp(database, { SMTP_URL: smtp.url });
    onTestFinished(() => mailing.close());
    const mailingAdmin = callerAs(mailing, adminToken);
    const client = await createCommercialClient(database, { businessName: 'Riverside Lettings' });
    const made = await asAdmin(reportOperations.make, { params: { id: client.id } });
    const { report } = made.json().data;
    expect(report).toMatchObject({ status: 'not_sent', recipients: [client.email] });

    // Without a mail server there is nothing to send it with.
    const noServer = await asAdmin(reportOperations.send, { params: { id: report.id } });
    expect(noServer.statusCode).toBe(503);
    expect(noServer.json().description).toContain('SMTP_URL');

    // The recipients corrected since the report was made: the mail goes to the current ones.
    const recipients = ['lettings@riverside.example', 'director@riverside.example'];
    const saved = await asOwner(reportOperations.updateSettings, {
      params: { id: client.id },
      body: { day_of_month: 1, recipients, enabled: false },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const sent = await mailingAdmin(reportOperations.send, { params: { id: report.id } });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.report).toMatchObject({
      id: report.id,
      status: 'pending',
      attempts: 0,
      recipients,
    });
    await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 10_000, interval: 50 });
    expect(smtp.received[0]?.to).toEqual([...recipients].sort());
    expect(smtp.received[0]?.raw).toMatch(/name=riverside-lettings-\d{4}-\d{2}\.pdf/);
    const stored = async () =>
      (await database.db.select().from(clientReports).where(eq(clientReports.id, report.id)))[0];
    await vi.waitFor(async () => expect((await stored())?.status).toBe('sent'), {
      timeout: 10_000,
      interval: 50,
    });

    // A sent report, asked for again (a recipient lost it): mailed once more.
    const again = await mailingAdmin(reportOperations.send, { params: { id: report.id } });
    expect(again.statusCode, again.body).toBe(200);
    await vi.waitFor(() => expect(smtp.received).toHaveLength(2), { timeout: 10_000, interval: 50 });
    await vi.waitFor(async () => expect(await stored()).toMatchObject({ status: 'sent', attempts: 1 }), {
      timeout: 10_000,
      interval: 50,
    });

    // A pending one (its retry waiting) is refused, and nothing is mailed.
    await database.db
      .update(clientReports)
      .set({ status: 'pending', attempts: 2, nextAttemptAt: new Date(Date.now() + HOUR_MS) })
      .where(eq(clientReports.id, report.id));
    const pending = await mailingAdmin(reportOperations.send, { params: { id: report.id } });
    expect(pending.statusCode).toBe(409);
    expect(pending.json().description).toMatch(/waiting for its retry \(2 attempts so far\)/);
    expect(smtp.received).toHaveLength(2);

    // A failed one starts its attempts over.
    await database.db
      .update(clientReports)
      .set({ status: 'failed', attempts: 4, nextAttemptAt: null, lastError: 'The mail server answered 550.' })
      .where(eq(clientReports.id, report.id));
    const retried = await mailingAdmin(reportOperations.send, { params: { id: report.id } });
    expect(retried.json().data.report).toMatchObject({ status: 'pending', attempts: 0, last_error: null });
    await vi.waitFor(() => expect(smtp.received).toHaveLength(3), { timeout: 10_000, interval: 50 });

    const audited = await database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'client_report'),
          eq(auditLog.entityId, String(report.id)),
          eq(auditLog.action, 'update'),
        ),
      )
      // In the order written: a table's rows come back in no given order without one.
      .orderBy(auditLog.id);
    expect(audited.map((entry) => (entry.details as { status_before: string }).status_before)).toEqual([
      'not_sent',
      'sent',
      'failed',
    ]);
    expect((await mailingAdmin(reportOperations.send, { params: { id: 999_999 } })).statusCode).toBe(404);
    const { token } = await createLoggedInAccount(app, database, { level: LEVEL.RESIDENTIAL });
    expect(
      (await callerAs(mailing, token)(reportOperations.send, { params: { id: report.id } })).statusCode,
    ).toBe(403);
  });
});
