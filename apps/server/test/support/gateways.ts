import { deviceKeyOperations, LEVEL, telemetryOperations } from '@radiant/contract';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { homes, locations } from '../../src/db/schema.ts';
import { createAccount } from './accounts.ts';
import { createFurnishedHome, only } from './homes.ts';
import { callOperation, type TestApp } from './test-app.ts';
import { unique } from './unique.ts';

/** A resident's home with two radiators in one room and a device key for its gateway, issued by `adminToken`. */
export async function createGatewayHome(
  app: TestApp,
  database: Database,
  adminToken: string,
  { located = false } = {},
) {
  const resident = await createAccount(database, { level: LEVEL.RESIDENTIAL });
  const furnished = await createFurnishedHome(database, resident.id, { inService: 2, ratedPowerW: 1200 });
  if (located) {
    const location = only(
      await database.db
        .insert(locations)
        .values({ name: unique('Leeds'), latitude: 53.8, longitude: -1.55 })
        .returning(),
    );
    await database.db.update(homes).set({ locationId: location.id }).where(eq(homes.id, furnished.home.id));
  }
  const created = await callOperation(
    app,
    deviceKeyOperations.create,
    { params: { id: furnished.home.id }, body: { label: 'Hall gateway' } },
    adminToken,
  );
  expect(created.statusCode).toBe(200);
  const { key, device_key } = created.json().data;
  return { ...furnished, resident, key: key as string, keyId: device_key.id as number };
}

export type ReadingInput = Record<string, unknown>;

/** A five-minute reading of a radiator ending at `at`. */
export const reading = (radiatorId: number, at: Date, overrides: ReadingInput = {}): ReadingInput => ({
  radiator_id: radiatorId,
  at: at.toISOString(),
  interval_s: 300,
  room_c: 19.5,
  setpoint_c: 20,
  output_pct: 50,
  energy_wh: 50,
  window_open: false,
  ...overrides,
});

/** Sends a batch as a gateway signed with `key`. */
export const ingestAs = (app: TestApp, key: string, body: object, scheme = 'Device') =>
  callOperation(app, telemetryOperations.ingest, { body, headers: { authorization: `${scheme} ${key}` } });
