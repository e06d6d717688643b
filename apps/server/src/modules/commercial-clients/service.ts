import {
  BRAND_COLORS,
  type commercialClientOperations,
  LEVEL,
  type ZCommercialClientRequest,
} from '@radiant/contract';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/database.ts';
import { conflictOnDuplicate } from '../../db/queries.ts';
import { missedEditError, notFound } from '../../errors.ts';
import { t } from '../../messages/index.ts';
import { changesBetween } from '../audit/changes.ts';
import { writeAudit } from '../audit/repository.ts';
import { hashChosenPassword } from '../auth/common-passwords.ts';
import { insertUser } from '../users/repository.ts';
import {
  clientFigures,
  colorColumns,
  findClient,
  insertClientBusiness,
  updateClientColors,
} from './repository.ts';

type ClientInput = z.output<typeof ZCommercialClientRequest>;
type Theme = z.output<(typeof commercialClientOperations)['updateTheme']['body']>;

const ENTITY = 'commercial_client';

async function foundClient(executor: Executor, id: number) {
  const client = await findClient(executor, id);
  if (!client) throw notFound('commercialClient');
  return client;
}

/** A client with its radiators, monthly recurring revenue and newest residential users. */
export async function getCommercialClient(executor: Executor, id: number) {
  const client = await foundClient(executor, id);
  return { ...client, ...(await clientFigures(executor, id)) };
}

/**
 * A level-5001 account and its business in one transaction; the address was already copied by the schema
 * when the flag is set. An email taken (in any case) is a 409 and leaves nothing written.
 */
export async function createCommercialClient(db: Db, actorId: number, input: ClientInput) {
  // Hashing takes ~90 ms: before the transaction, so no connection waits on it.
  const passwordHash = await hashChosenPassword(input.password, 'password');
  return db.transaction(async (tx) => {
    const user = await conflictOnDuplicate(
      insertUser(tx, {
        email: input.email,
        passwordHash,
        level: LEVEL.COMMERCIAL,
        firstName: input.first_name,
        lastName: input.last_name,
        mobile: input.mobile,
        addressLine1: input.address_line1,
        addressLine2: input.address_line2,
        town: input.town,
        city: input.city,
        postCode: input.post_code,
      }),
      t('emailTaken', { email: input.email }),
    );
    await insertClientBusiness(tx, {
      userId: user.id,
      businessName: input.business_name,
      sameAddress: input.is_same_address === 1,
      businessAddressLine1: input.business_address_line1,
      businessAddressLine2: input.business_address_line2,
      businessTown: input.business_town,
      businessCity: input.business_city,
      businessPostCode: input.business_post_code,
      ...colorColumns(input),
    });
    const { password: _password, ...details } = input;
    await writeAudit(tx, { actorId, action: 'create', entity: ENTITY, entityId: user.id, details });
    return foundClient(tx, user.id);
  });
}

/** New colours for a client's white-labelled app, refused when made from an older version of the client. */
export const updateCommercialClientTheme = (db: Db, actorId: number, id: number, theme: Theme) =>
  db.transaction(async (tx) => {
    const { version, ...colors } = theme;
    const was = await findClient(tx, id, { lock: true });
    if (!was || !(await updateClientColors(tx, id, colors, version))) {
      throw await missedEditError('commercialClient', version, () => findClient(tx, id));
    }
    const colorsWere = Object.fromEntries(BRAND_COLORS.map((name) => [name, was[name]]));
    await writeAudit(tx, {
      actorId,
      action: 'update_theme',
      entity: ENTITY,
      entityId: id,
      details: changesBetween(colorsWere, colors),
    });
    // A row of another level (none is ever written) is still a 404, which rolls the change back.
    return getCommercialClient(tx, id);
  });
