import { createHash } from 'node:crypto';
import type { Manufacturer, ZManufacturerFields } from '@radiant/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/database.ts';
import { conflictOnDuplicate } from '../../db/queries.ts';
import { manufacturers } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import { writeAudit } from '../audit/repository.ts';
import { processLogo } from './logo.ts';
import { countRadiators, findManufacturer } from './repository.ts';

type Fields = z.output<typeof ZManufacturerFields>;

const duplicate = (title: string) => `A manufacturer called "${title}" already exists.`;

/** The stored columns of an uploaded logo; its version (a content hash) makes its URL cacheable for good. */
export async function logoColumns(upload: Buffer | undefined) {
  if (!upload) return {};
  const logo = await processLogo(upload);
  const version = createHash('sha256').update(logo.data).digest('base64url').slice(0, 16);
  return { logo: logo.data, logoType: logo.type, logoVersion: version };
}

async function loadManufacturer(tx: Tx, id: number): Promise<Manufacturer> {
  const manufacturer = await findManufacturer(tx, id);
  if (!manufacturer) throw notFound('The manufacturer');
  return manufacturer;
}

export async function createManufacturer(db: Db, actorId: number, fields: Fields, upload?: Buffer) {
  const logo = await logoColumns(upload);
  return db.transaction(async (tx) => {
    const [row] = await conflictOnDuplicate(
      tx
        .insert(manufacturers)
        .values({ ...fields, ...logo })
        .returning({ id: manufacturers.id }),
      duplicate(fields.title),
    );
    const id = row?.id ?? 0;
    await writeAudit(tx, {
      actorId,
      action: 'create',
      entity: 'manufacturer',
      entityId: id,
      details: fields,
    });
    return loadManufacturer(tx, id);
  });
}

export async function updateManufacturer(
  db: Db,
  actorId: number,
  id: number,
  fields: Fields,
  upload?: Buffer,
) {
  const logo = await logoColumns(upload);
  return db.transaction(async (tx) => {
    await loadManufacturer(tx, id);
    await conflictOnDuplicate(
      tx
        .update(manufacturers)
        .set({ ...fields, ...logo, updatedAt: new Date() })
        .where(eq(manufacturers.id, id)),
      duplicate(fields.title),
    );
    const details = { ...fields, logo_replaced: upload !== undefined };
    await writeAudit(tx, { actorId, action: 'update', entity: 'manufacturer', entityId: id, details });
    return loadManufacturer(tx, id);
  });
}

export function deleteManufacturer(db: Db, actorId: number, id: number) {
  return db.transaction(async (tx) => {
    const manufacturer = await loadManufacturer(tx, id);
    const fitted = await countRadiators(tx, id);
    if (fitted.inService > 0) {
      throw new AppError(
        'CONFLICT',
        `${manufacturer.title} has ${fitted.inService} radiators in service, so it cannot be deleted. Deactivate it instead.`,
      );
    }
    if (fitted.all > 0) {
      throw new AppError(
        'CONFLICT',
        `${manufacturer.title} has radiator history that analytics rely on, so it cannot be deleted. Deactivate it instead.`,
      );
    }
    await tx.delete(manufacturers).where(eq(manufacturers.id, id));
    const details = { title: manufacturer.title };
    await writeAudit(tx, { actorId, action: 'delete', entity: 'manufacturer', entityId: id, details });
    return manufacturer;
  });
}

export function setManufacturerStatus(db: Db, actorId: number, id: number, status: number) {
  return db.transaction(async (tx) => {
    await loadManufacturer(tx, id);
    await tx.update(manufacturers).set({ status, updatedAt: new Date() }).where(eq(manufacturers.id, id));
    await writeAudit(tx, {
      actorId,
      action: 'set_status',
      entity: 'manufacturer',
      entityId: id,
      details: { status },
    });
    return loadManufacturer(tx, id);
  });
}
