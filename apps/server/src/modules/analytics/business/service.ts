import type { BusinessQuery, BusinessSeries } from '@radiant/contract';
import type { Db } from '../../../db/database.ts';
import { businessBucketsOf, piecesOf } from './buckets.ts';
import { selectBusinessBuckets, selectPlans } from './repository.ts';

/** Sign-ups, customers, homes, revenue and the plan mix per bucket of the period asked for. */
export async function businessSeries(db: Db, query: BusinessQuery): Promise<BusinessSeries> {
  const buckets = businessBucketsOf(query);
  const rows = buckets.length > 0 ? await selectBusinessBuckets(db, query, buckets, piecesOf(buckets)) : [];
  const seriesBuckets = rows.map((row, index) => ({
    start: (buckets[index] as { start: Date }).start.toISOString(),
    ...row,
  }));
  const total = (pick: (row: (typeof rows)[number]) => number) =>
    rows.reduce((sum, row) => sum + pick(row), 0);
  return {
    audience: query.audience,
    client_id: query.clientId ?? null,
    period: query.period,
    from: (buckets[0]?.start ?? new Date()).toISOString(),
    to: (buckets.at(-1)?.end ?? new Date()).toISOString(),
    plans: await selectPlans(db),
    buckets: seriesBuckets,
    totals: {
      signups: total((row) => row.signups),
      revenue_gbp: Number(total((row) => row.revenue_gbp).toFixed(2)),
    },
  };
}
