import { LEVEL } from '@radiant/contract';
import { demoHistorySpan, demoHomes, reportingHomes } from '@radiant/demo';
import { asc, eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { writeHeatingHistory } from '../heating-history.ts';
import type { DemoDataSet } from '../index.ts';
import { homeCatalogue, storeHomes } from '../store-homes.ts';

/**
 * One home per residential user, drawn by the thermal model: rooms of realistic size and type with their
 * schedules, radiators of the catalogue model nearest the power each room needs. Some homes report telemetry
 * (see reportingHomes): their history, simulated, is written as rollups.
 */
export const residentialHomes: DemoDataSet = {
  name: 'homes',
  async load(tx) {
    const residents = await tx
      .select({
        id: users.id,
        lastName: users.lastName,
        city: users.city,
        createdAt: users.createdAt,
        clientId: users.commercialClientId,
      })
      .from(users)
      .where(eq(users.level, LEVEL.RESIDENTIAL))
      .orderBy(asc(users.id));
    if (residents.length === 0) return;
    const catalogue = await homeCatalogue(tx);
    if (!catalogue) return;
    const drawn = demoHomes(residents.map((resident) => resident.city));
    const stored = await storeHomes(tx, catalogue, residents, drawn.homes, drawn.fitting);
    const reporting = reportingHomes(residents.map((resident) => resident.clientId));
    await writeHeatingHistory(
      tx,
      stored.filter((_, index) => reporting.has(index)),
      demoHistorySpan(),
    );
  },
};
