import { createHash } from 'node:crypto';
import type { ZManufacturerFields } from '@radiant/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import { t } from '../../messages/index.ts';
import { resourceActions } from '../../resources/actions.ts';
import { processLogo } from './logo.ts';
import { countRadiators, findLogo, manufacturerQueries } from './repository.ts';

type Fields = z.output<typeof ZManufacturerFields>;

/** Find (404 when missing), save, status and delete of manufacturers, each with its audit entry. */
export const manufacturerActions = resourceActions(manufacturerQueries, {
  entity: 'manufacturer',
  label: 'manufacturer',
});

/** The stored columns of an uploaded logo; its version (a content hash) makes its URL cacheable for good. */
export async function logoColumns(upload: Uint8Array | Blob | undefined) {
  if (!upload) return {};
  const bytes = upload instanceof Blob ? new Uint8Array(await upload.arrayBuffer()) : upload;
  const logo = await processLogo(Buffer.from(bytes));
  const version = createHash('sha256').update(logo.data).digest('base64url').slice(0, 16);
  return { logo: logo.data, logoType: logo.type, logoVersion: version };
}

export async function getLogo(db: Db, id: number) {
  const logo = await findLogo(db, id);
  if (!logo) throw notFound('logo');
  return logo;
}

/** Adds a manufacturer, or updates it when given an id; without a new logo the current one stays. */
export async function saveManufacturer(
  db: Db,
  actorId: number,
  fields: Fields,
  upload: Uint8Array | Blob | undefined,
  id?: number,
) {
  // The image work happens before the transaction, so no connection waits on it.
  const logo = await logoColumns(upload);
  const { version, ...columns } = fields;
  return manufacturerActions.save(db, actorId, {
    id,
    version,
    values: { ...columns, ...logo, ...(id === undefined ? {} : { updatedAt: new Date() }) },
    duplicate: t('manufacturerTaken', { title: fields.title }),
  });
}

export const setManufacturerStatus = (db: Db, actorId: number, id: number, status: number) =>
  manufacturerActions.setStatus(db, actorId, id, { status, updatedAt: new Date() });

/** A manufacturer whose radiators were ever installed stays (analytics rely on them): deactivate it. */
export const deleteManufacturer = (db: Db, actorId: number, id: number) =>
  manufacturerActions.remove(db, actorId, id, async (tx, manufacturer) => {
    const fitted = await countRadiators(tx, id);
    if (fitted.inService > 0) {
      return t('manufacturerInService', { title: manufacturer.title, count: fitted.inService });
    }
    if (fitted.all > 0) {
      return t('manufacturerHistory', { title: manufacturer.title });
    }
    return undefined;
  });
