import { ZUserListQuery } from '@radiant/contract';
import { postgresDatabase, postgresPool } from '../../../apps/server/src/db/database.ts';
import { listUsers } from '../../../apps/server/src/modules/residential-users/repository.ts';
import { percentile } from '../load.ts';

export type ListQuery = Record<string, string | number>;

/**
 * The server's own list of residential users (its repository) on a pool of its own: the statements a request
 * runs, through `pg`, without HTTP, authentication or JSON, so that they cannot drift apart.
 */
export function openRawList(url: string) {
  const pool = postgresPool(url, 2);
  let heard: [string, unknown[]][] | undefined;
  const { db } = postgresDatabase(pool, (statement, params) => heard?.push([statement, params]));
  const read = (query: ListQuery) => listUsers(db, ZUserListQuery.parse(query));

  return {
    /**
     * p50 and p95 (ms) of up to `times` sequential reads after one to warm the cache, within about `budgetMs`
     * (a page that costs seconds gets a few runs, not hundreds).
     */
    async time(query: ListQuery, budgetMs: number, times = 300) {
      const durations: number[] = [];
      const started = performance.now();
      await read(query);
      while (durations.length < times && (durations.length < 3 || performance.now() - started < budgetMs)) {
        const begun = performance.now();
        await read(query);
        durations.push(performance.now() - begun);
      }
      return { p50: percentile(durations, 0.5), p95: percentile(durations, 0.95), runs: durations.length };
    },

    /**
     * EXPLAIN ANALYZE of each statement a read runs (the planner's own estimate aside), for the report of a
     * missed target; without per-node timing for a page of seconds, whose clock calls would slow it down.
     */
    async explain(query: ListQuery, timing: boolean) {
      heard = [];
      await read(query);
      const statements = heard.filter(([statement]) => !statement.startsWith('EXPLAIN'));
      heard = undefined;
      const plans: string[] = [];
      for (const [statement, params] of statements) {
        const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN (ANALYZE, BUFFERS, TIMING ${timing ? 'ON' : 'OFF'}) ${statement}`,
          params,
        );
        plans.push(rows.map((row) => row['QUERY PLAN']).join('\n'));
      }
      return plans.join('\n\n');
    },

    close: () => pool.end(),
  };
}
