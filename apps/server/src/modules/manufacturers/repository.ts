import type { ListQuery, Manufacturer } from '@radiant/contract';
import { asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { containsText, pageWindow } from '../../db/queries.ts';
import { manufacturers, radiatorModels, radiators } from '../../db/schema.ts';

const summaryColumns = {
  id: manufacturers.id,
  title: manufacturers.title,
  website: manufacturers.website,
  info: manufacturers.info,
  status: manufacturers.status,
  logoVersion: manufacturers.logoVersion,
  createdAt: manufacturers.createdAt,
};
type SummaryRow = Pick<typeof manufacturers.$inferSelect, keyof typeof summaryColumns>;

export const logoUrl = (id: number, version: string | null) =>
  version ? `/v1/radiators/manufacturers/${id}/logo?v=${version}` : null;

/** Manufacturers with their models and how many radiators of each are in service. */
async function toManufacturers(executor: Executor, rows: SummaryRow[]): Promise<Manufacturer[]> {
  const ids = rows.map((row) => row.id);
  const models =
    ids.length === 0
      ? []
      : await executor
          .select({
            manufacturerId: radiatorModels.manufacturerId,
            id: radiatorModels.id,
            name: radiatorModels.name,
            rated_power_w: radiatorModels.ratedPowerW,
            radiators_installed: sql<number>`count(${radiators.id})::int`,
          })
          .from(radiatorModels)
          .leftJoin(
            radiators,
            sql`${radiators.modelId} = ${radiatorModels.id} AND ${isNull(radiators.removedAt)}`,
          )
          .where(inArray(radiatorModels.manufacturerId, ids))
          .groupBy(radiatorModels.id)
          .orderBy(asc(radiatorModels.ratedPowerW), asc(radiatorModels.name));
  return rows.map((row) => {
    const own = models
      .filter((model) => model.manufacturerId === row.id)
      .map(({ manufacturerId, ...model }) => model);
    return {
      id: row.id,
      title: row.title,
      website: row.website,
      info: row.info,
      status: row.status === 1 ? 1 : 0,
      logo_url: logoUrl(row.id, row.logoVersion),
      models: own,
      radiators_installed: own.reduce((sum, model) => sum + model.radiators_installed, 0),
      created_at: row.createdAt.toISOString(),
    };
  });
}

export async function listManufacturers(executor: Executor, query: ListQuery) {
  const where = containsText(manufacturers.title, query.search);
  const { limit, offset } = pageWindow(query);
  const rows = await executor
    .select(summaryColumns)
    .from(manufacturers)
    .where(where)
    .orderBy(asc(manufacturers.title), asc(manufacturers.id))
    .limit(limit)
    .offset(offset);
  const [total] = await executor.select({ count: count() }).from(manufacturers).where(where);
  return { manufacturers: await toManufacturers(executor, rows), total: total?.count ?? 0 };
}

export async function findManufacturer(executor: Executor, id: number): Promise<Manufacturer | undefined> {
  const rows = await executor.select(summaryColumns).from(manufacturers).where(eq(manufacturers.id, id));
  return (await toManufacturers(executor, rows))[0];
}

export async function findLogo(executor: Executor, id: number) {
  const [row] = await executor
    .select({ data: manufacturers.logo, type: manufacturers.logoType, version: manufacturers.logoVersion })
    .from(manufacturers)
    .where(eq(manufacturers.id, id));
  return row?.data && row.type ? { data: row.data, type: row.type, version: row.version ?? '' } : undefined;
}

/** Radiators of this manufacturer's models: those in service, and all ever installed. */
export async function countRadiators(executor: Executor, manufacturerId: number) {
  const [row] = await executor
    .select({
      all: count(),
      inService: sql<number>`count(*) FILTER (WHERE ${isNull(radiators.removedAt)})::int`,
    })
    .from(radiators)
    .innerJoin(radiatorModels, eq(radiatorModels.id, radiators.modelId))
    .where(eq(radiatorModels.manufacturerId, manufacturerId));
  return { all: row?.all ?? 0, inService: row?.inService ?? 0 };
}
