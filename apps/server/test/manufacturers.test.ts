import { LEVEL, manufacturerOperations as operations, pathOf } from '@radiant/contract';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { auditLog, homes, manufacturers, radiatorModels, radiators, rooms } from '../src/db/schema.ts';
import { createAccount } from './support/accounts.ts';
import { form, image, pixelFlood } from './support/images.ts';
import { callerAs, createLoggedInAccount, createTestApp } from './support/test-app.ts';
import { unique } from './support/unique.ts';

const { app, database } = await createTestApp();
const { token } = await createLoggedInAccount(app, database);
const send = callerAs(app, token);

const fields = (title = unique('Thermaline')) => ({
  title,
  website: 'https://thermaline.example.com',
  info: 'Steel panel and column radiators.',
});

async function create(logo?: { data: Buffer; name: string; type: string }) {
  const response = await send(operations.create, { body: form(fields(), logo) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.manufacturer as { id: number; title: string; logo_url: string | null };
}

describe('manufacturers', () => {
  it('creates one from a multipart form and serves its re-encoded logo with the right headers', async () => {
    const png = await image('png', 800, 400);
    const manufacturer = await create({ data: png, name: 'logo.png', type: 'image/png' });
    expect(manufacturer.logo_url).toMatch(
      new RegExp(`^${pathOf(operations.logo, { id: manufacturer.id })}\\?v=[\\w-]{16}$`),
    );
    const logo = await app.inject({ method: 'GET', url: manufacturer.logo_url ?? '' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/webp');
    expect(logo.headers['x-content-type-options']).toBe('nosniff');
    expect(logo.headers['cache-control']).toContain('immutable');
    const stored = await sharp(logo.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 256, height: 128 });
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'manufacturer'), eq(auditLog.entityId, String(manufacturer.id))));
    expect(audit.map((entry) => entry.action)).toEqual(['create']);
  });

  it('accepts JPEG and WebP too, judged by content', async () => {
    for (const format of ['jpeg', 'webp'] as const) {
      const data = await image(format);
      const manufacturer = await create({ data, name: 'upload.bin', type: 'application/octet-stream' });
      expect(manufacturer.logo_url).not.toBeNull();
    }
  });

  it('refuses hostile uploads with a 4xx and stores nothing', async () => {
    const before = await database.db.select({ id: manufacturers.id }).from(manufacturers);
    const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const cases = [
      { data: html, name: 'logo.png', type: 'image/png', status: 415 },
      { data: svg, name: 'logo.png', type: 'image/png', status: 415 },
      { data: await image('gif'), name: 'logo.gif', type: 'image/gif', status: 415 },
      { data: pixelFlood(), name: 'flood.png', type: 'image/png', status: 400 },
      { data: await image('png', 5000, 10), name: 'wide.png', type: 'image/png', status: 400 },
      {
        data: Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), html]),
        name: 'broken.png',
        type: 'image/png',
        status: 400,
      },
      { data: Buffer.alloc(2 * 1024 * 1024 + 1, 1), name: 'huge.png', type: 'image/png', status: 413 },
    ];
    for (const { status, ...file } of cases) {
      const response = await send(operations.create, { body: form(fields(), file) });
      expect(response.statusCode, file.name).toBe(status);
      expect(response.json().description).toMatch(/\.$/);
    }
    expect(await database.db.select({ id: manufacturers.id }).from(manufacturers)).toEqual(before);
  });

  it('strips whatever rides along in a polyglot image', async () => {
    const polyglot = Buffer.concat([await image('png'), Buffer.from('<script>alert(1)</script>')]);
    const manufacturer = await create({ data: polyglot, name: 'logo.png', type: 'image/png' });
    const logo = await app.inject({ method: 'GET', url: manufacturer.logo_url ?? '' });
    expect(logo.headers['content-type']).toBe('image/webp');
    expect(logo.rawPayload.toString('latin1')).not.toContain('<script');
  });

  it('validates the fields, naming the field', async () => {
    const badUrl = await send(operations.create, {
      body: form({ ...fields(), website: 'javascript:alert(1)' }),
    });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json().errors[0].path).toBe('website');
    const noTitle = await send(operations.create, { body: form({ website: 'https://a.example.com' }) });
    expect(noTitle.json().errors[0].path).toBe('title');
  });

  it('answers 409 for a title already used, whatever its case', async () => {
    const first = await create();
    const again = await send(operations.create, { body: form(fields(first.title.toUpperCase())) });
    expect(again.statusCode).toBe(409);
  });

  it('updates the fields and keeps the logo unless a new one is sent', async () => {
    const manufacturer = await create({ data: await image('png'), name: 'a.png', type: 'image/png' });
    const renamed = unique('Renamed');
    const updated = await send(operations.update, {
      params: { id: manufacturer.id },
      body: form(fields(renamed)),
    });
    expect(updated.json().data.manufacturer).toMatchObject({
      title: renamed,
      logo_url: manufacturer.logo_url,
    });
    const replaced = await send(operations.update, {
      params: { id: manufacturer.id },
      body: form(fields(renamed), { data: await image('jpeg', 30, 30), name: 'b.jpg', type: 'image/jpeg' }),
    });
    expect(replaced.json().data.manufacturer.logo_url).not.toBe(manufacturer.logo_url);
    expect((await send(operations.update, { params: { id: 999999 }, body: form(fields()) })).statusCode).toBe(
      404,
    );
  });

  it('lists with search and paging, and toggles the status', async () => {
    const tag = unique('Searchable');
    for (const suffix of ['A', 'B', 'C'])
      await send(operations.create, { body: form(fields(`${tag} ${suffix}`)) });
    const page = await send(operations.list, { query: { search: tag, limit: 2, page: 2 } });
    expect(page.json().data.pagination).toEqual({ page: 2, limit: 2, total: 3 });
    expect(page.json().data.manufacturers.map((item: { title: string }) => item.title)).toEqual([`${tag} C`]);
    const wildcard = await send(operations.list, { query: { search: '%' } });
    expect(wildcard.json().data.pagination.total).toBe(0);

    const id = page.json().data.manufacturers[0].id;
    const off = await send(operations.setStatus, { params: { manufacturer_id: id, status: 0 } });
    expect(off.json()).toMatchObject({ code: 200, data: { manufacturer: { status: 0 } } });
    expect(off.json().description).toContain('inactive');
    expect(
      (await send(operations.setStatus, { params: { manufacturer_id: id, status: 2 } })).statusCode,
    ).toBe(400);
  });

  it('refuses to delete a manufacturer whose radiators are in service, and deletes one without', async () => {
    const fitted = await create();
    const [model] = await database.db
      .insert(radiatorModels)
      .values({ manufacturerId: fitted.id, name: 'Column 600', ratedPowerW: 1200 })
      .returning();
    const owner = await createAccount(database, { level: LEVEL.RESIDENTIAL });
    const [home] = await database.db.insert(homes).values({ userId: owner.id, name: 'Home' }).returning();
    const [room] = await database.db
      .insert(rooms)
      .values({ homeId: home?.id ?? 0, name: 'Lounge', areaM2: 18 })
      .returning();
    await database.db.insert(radiators).values({ roomId: room?.id ?? 0, modelId: model?.id ?? 0 });

    const listed = await send(operations.get, { params: { id: fitted.id } });
    expect(listed.json().data.manufacturer).toMatchObject({
      radiators_installed: 1,
      models: [{ name: 'Column 600', rated_power_w: 1200, radiators_installed: 1 }],
    });
    const refused = await send(operations.remove, { params: { id: fitted.id } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().description).toMatch(/1 radiator in service.*Deactivate it instead/);

    const unused = await create();
    expect((await send(operations.remove, { params: { id: unused.id } })).json()).toMatchObject({
      code: 200,
    });
    expect((await send(operations.get, { params: { id: unused.id } })).statusCode).toBe(404);
  });
});
