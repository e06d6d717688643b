import { type Manufacturer, manufacturerOperations, pathOf, statusOf } from '@radiant/contract';
import { count, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { manufacturers, radiatorModels, radiators } from '../../db/schema.ts';
import { resourceQueries } from '../../resources/queries.ts';

/** The logo's address carries its content's version, so a browser may keep it for good. */
const logoUrl = (id: number, version: string | null) =>
  version ? `${pathOf(manufacturerOperations.logo, { id })}?v=${version}` : null;

type Model = Manufacturer['models'][number];

/** Manufacturers with their models and how many radiators of each are in service. */
export const manufacturerQueries = resourceQueries({
  table: manufacturers,
  view: (manufacturer, from) => ({
    id: manufacturer.id,
    title: manufacturer.title,
    website: manufacturer.website,
    info: manufacturer.info,
    status: manufacturer.status,
    logoVersion: manufacturer.logoVersion,
    createdAt: manufacturer.createdAt,
    version: manufacturer.version,
    models: sql<Model[]>`coalesce((
      SELECT json_agg(json_build_object(
        'id', m.id, 'name', m.name, 'rated_power_w', m.rated_power_w,
        'radiators_installed', (SELECT count(*)::int FROM radiators AS r WHERE r.model_id = m.id AND r.removed_at IS NULL)
      ) ORDER BY m.rated_power_w, m.name)
      FROM radiator_models AS m WHERE m.manufacturer_id = ${from}.id
    ), '[]'::json)`,
  }),
  toRecord: (row): Manufacturer => ({
    id: row.id,
    title: row.title,
    website: row.website,
    info: row.info,
    status: statusOf(row.status),
    logo_url: logoUrl(row.id, row.logoVersion),
    models: row.models,
    radiators_installed: row.models.reduce((sum, model) => sum + model.radiators_installed, 0),
    created_at: row.createdAt.toISOString(),
    version: row.version,
  }),
  searchIn: [manufacturers.title],
  sorts: { title: [manufacturers.title], created: [manufacturers.createdAt] },
});

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
