import { createHash } from 'node:crypto';
import {
  CASE_ATTACHMENT_MAX_BYTES,
  type CaseEvent,
  caseAttachmentOperations,
  caseOperations,
  commandOperations,
  evidenceOperations,
  LEVEL,
} from '@radiant/contract';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { createAccount } from './support/accounts.ts';
import { createFurnishedHome } from './support/homes.ts';
import { image, pixelFlood } from './support/images.ts';
import { readPdf } from './support/pdf.ts';
import { callerAs, createLoggedInAccount, createTestApp } from './support/test-app.ts';

const { app, database } = await createTestApp();
const { account: admin, token } = await createLoggedInAccount(app, database, { level: LEVEL.ADMIN });
const send = callerAs(app, token);

const raw = <Row>(statement: string, params: unknown[] = []) =>
  database.rawTransaction((sql) => sql.query<Row>(statement, params));

/** A resident's furnished home with a case open on it. */
async function openCase() {
  const resident = await createAccount(database, { level: LEVEL.RESIDENTIAL });
  const home = await createFurnishedHome(database, resident.id, { inService: 2 });
  const opened = await send(caseOperations.create, { body: { home_id: home.home.id, hazard: 'damp_mould' } });
  expect(opened.statusCode, opened.body).toBe(200);
  return { ...home, caseId: opened.json().data.case.id as number };
}

const addEvent = (caseId: number, body: object) =>
  send(caseOperations.addEvent, { params: { id: caseId }, body });
const attach = (caseId: number, name: string, data: Buffer, text?: string) =>
  addEvent(caseId, {
    kind: 'attachment',
    name,
    content_base64: data.toString('base64'),
    ...(text && { text }),
  });
/** The newest entry of the case a response answers; every test's has one. */
function lastEventOf(response: { json: () => { data: { case: { timeline: CaseEvent[] } } } }) {
  const event = response.json().data.case.timeline.at(-1);
  if (!event) throw new Error('The case has no timeline.');
  return event;
}
/** The attachment of an entry that has one. */
function fileOf(event: CaseEvent) {
  if (!event.attachment) throw new Error(`A ${event.kind} entry has no attachment.`);
  return event.attachment;
}
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const countAttachments = async (caseId: number) =>
  Number(
    (await raw<{ n: string }>('SELECT count(*) AS n FROM case_attachments WHERE case_id = $1', [caseId]))[0]
      ?.n,
  );

/** A small but real PDF. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

describe('attachments of a case', () => {
  it('keeps a photo re-encoded as JPEG with the hash of the upload, on the timeline and for download', async () => {
    const { caseId } = await openCase();
    const photo = await image('png', 800, 600);
    const response = await attach(
      caseId,
      'C:\\photos\\mould behind wardrobe.png',
      photo,
      'Taken on the visit.',
    );
    expect(response.statusCode, response.body).toBe(200);
    const event = lastEventOf(response);
    expect(event).toMatchObject({
      kind: 'attachment',
      actor: { id: admin.id },
      text: 'Taken on the visit.',
      attachment: { name: 'mould behind wardrobe.jpg', media_type: 'image/jpeg', sha256: sha256(photo) },
    });
    const download = await send(caseAttachmentOperations.get, {
      params: { id: caseId, attachment: fileOf(event).id },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/jpeg');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="mould behind wardrobe.jpg"; filename*=UTF-8''mould%20behind%20wardrobe.jpg`,
    );
    expect(download.rawPayload.subarray(0, 3).toString('hex')).toBe('ffd8ff');
    expect(download.rawPayload.length).toBe(fileOf(event).size_bytes);
  });

  it('drops whatever a photo carried besides its pixels', async () => {
    const { caseId } = await openCase();
    const polyglot = Buffer.concat([await image('jpeg'), Buffer.from('<script>alert(1)</script>')]);
    const response = await attach(caseId, 'x.jpg', polyglot);
    expect(response.statusCode, response.body).toBe(200);
    const attachment = fileOf(lastEventOf(response));
    const kept = await send(caseAttachmentOperations.get, {
      params: { id: caseId, attachment: attachment.id },
    });
    expect(kept.rawPayload.includes('<script>')).toBe(false);
  });

  it('keeps a PDF as it was sent', async () => {
    const { caseId } = await openCase();
    const response = await attach(caseId, 'survey.PDF', PDF);
    expect(response.statusCode, response.body).toBe(200);
    const attachment = fileOf(lastEventOf(response));
    expect(attachment).toMatchObject({
      name: 'survey.pdf',
      media_type: 'application/pdf',
      size_bytes: PDF.length,
    });
    const kept = await send(caseAttachmentOperations.get, {
      params: { id: caseId, attachment: attachment.id },
    });
    expect(kept.headers['content-type']).toBe('application/pdf');
    expect(kept.rawPayload.equals(PDF)).toBe(true);
  });

  it('refuses what is not a photo or a PDF, damaged or flooding photos, bad base64 and too much, keeping nothing', async () => {
    const { caseId } = await openCase();
    const refusals = [
      [await image('gif'), 415],
      [Buffer.from('<html><script>alert(1)</script></html>'), 415],
      [Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from('not a png')]), 400],
      [pixelFlood(), 400],
    ] as const;
    for (const [data, status] of refusals) {
      const response = await attach(caseId, 'file', data);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().errors).toEqual([expect.objectContaining({ path: 'content_base64' })]);
    }
    const notBase64 = await addEvent(caseId, {
      kind: 'attachment',
      name: 'x',
      content_base64: 'not base64!',
    });
    expect(notBase64.statusCode).toBe(400);
    expect(notBase64.json().errors[0].path).toBe('content_base64');
    const tooLarge = await addEvent(caseId, {
      kind: 'attachment',
      name: 'x',
      content_base64: 'A'.repeat(Math.ceil(CASE_ATTACHMENT_MAX_BYTES / 3) * 4 + 4),
    });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().errors[0].path).toBe('content_base64');
    expect(await countAttachments(caseId)).toBe(0);
    const { timeline } = (await send(caseOperations.get, { params: { id: caseId } })).json().data.case;
    expect(timeline.map((entry: { kind: string }) => entry.kind)).toEqual(['opened']);
  });

  it("answers 404 for another case's attachment, and keeps no file content in the audit log", async () => {
    const first = await openCase();
    const second = await openCase();
    const photo = await image('webp');
    const attachment = fileOf(lastEventOf(await attach(first.caseId, 'wall.webp', photo)));
    const elsewhere = await send(caseAttachmentOperations.get, {
      params: { id: second.caseId, attachment: attachment.id },
    });
    expect(elsewhere.statusCode).toBe(404);
    const [entry] = await raw<{ details: { event: Record<string, unknown> } }>(
      `SELECT details FROM audit_log WHERE entity = 'case' AND entity_id = $1 ORDER BY id DESC LIMIT 1`,
      [String(first.caseId)],
    );
    expect(entry?.details.event).toEqual({
      kind: 'attachment',
      name: 'wall.jpg',
      size_bytes: attachment.size_bytes,
      sha256: sha256(photo),
    });
  });
});

describe('commands and readings on a case', () => {
  it("links a command sent to the case's home, and refuses another home's or an unknown one", async () => {
    const { caseId, home } = await openCase();
    const other = await openCase();
    const command = async (homeId: number) => {
      const sent = await send(commandOperations.create, {
        body: { target: { home_ids: [homeId] }, change: { mode: 'eco' } },
      });
      expect(sent.statusCode, sent.body).toBe(200);
      return sent.json().data.command.id as number;
    };
    const ours = await command(home.id);
    const linked = await addEvent(caseId, { kind: 'command', command_id: ours, text: 'Heating set to eco.' });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(lastEventOf(linked)).toMatchObject({
      kind: 'command',
      command_id: ours,
      text: 'Heating set to eco.',
    });
    const theirs = await addEvent(caseId, { kind: 'command', command_id: await command(other.home.id) });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().errors[0].path).toBe('command_id');
    expect((await addEvent(caseId, { kind: 'command', command_id: 2_000_000_000 })).statusCode).toBe(404);
  });

  it('marks a window of a room’s readings, refusing a room elsewhere and a window backwards or too long', async () => {
    const { caseId, room } = await openCase();
    const other = await openCase();
    const window = { from: '2026-11-01T00:00:00Z', to: '2026-11-08T00:00:00Z' };
    const marked = await addEvent(caseId, { kind: 'readings', room_id: room.id, ...window });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(lastEventOf(marked)).toMatchObject({
      kind: 'readings',
      readings: {
        room: { id: room.id, name: room.name },
        from: '2026-11-01T00:00:00.000Z',
        to: '2026-11-08T00:00:00.000Z',
      },
    });
    const elsewhere = await addEvent(caseId, { kind: 'readings', room_id: other.room.id, ...window });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors[0].path).toBe('room_id');
    for (const bad of [
      { from: window.to, to: window.from },
      { from: '2026-01-01T00:00:00Z', to: '2026-11-01T00:00:00Z' },
    ]) {
      const refused = await addEvent(caseId, { kind: 'readings', ...bad });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors[0].path).toBe('to');
    }
  });
});

describe('attachments in the evidence pack', () => {
  it('lists each file with its hash in the PDF and in attachments.csv', async () => {
    const { caseId } = await openCase();
    const photo = await image('jpeg');
    expect((await attach(caseId, 'hall.jpg', photo)).statusCode).toBe(200);
    const pdf = await readPdf(
      (await send(evidenceOperations.casePdf, { params: { id: caseId } })).rawPayload,
    );
    expect(pdf.text).toContain('Attachments');
    expect(pdf.text).toContain('hall.jpg');
    expect(pdf.text).toContain(sha256(photo).slice(0, 16));
    const files = unzipSync(
      new Uint8Array((await send(evidenceOperations.caseZip, { params: { id: caseId } })).rawPayload),
    );
    const csv = strFromU8(files[`case-${caseId}/attachments.csv`] ?? new Uint8Array())
      .trim()
      .split('\r\n');
    expect(csv[0]).toBe('attachment_id,name,media_type,size_bytes,sha256,uploaded_by,uploaded_at');
    expect(csv[1]).toContain(`,hall.jpg,image/jpeg,`);
    expect(csv[1]).toContain(sha256(photo));
  });
});
