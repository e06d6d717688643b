import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { postgresDatabase } from '../src/db/database.ts';
import { createEmptyPostgresDatabase } from './support/test-database.ts';

describe('the PostgreSQL connection pool', () => {
  it('survives the server closing an idle connection, reports it, and carries on', async () => {
    const { url, dropDatabase } = await createEmptyPostgresDatabase();
    const database = postgresDatabase(new pg.Pool({ connectionString: url, max: 2 }));
    const heard: Error[] = [];
    database.onIdleConnectionError((error) => heard.push(error));
    await database.rawTransaction((sql) => sql.query('select 1'));

    const administrator = new pg.Client({ connectionString: url });
    await administrator.connect();
    await administrator.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    await administrator.end();

    await vi.waitFor(() => expect(heard).toHaveLength(1));
    const rows = await database.rawTransaction((sql) => sql.query('select 1 as one'));
    expect(rows).toEqual([{ one: 1 }]);
    await database.close();
    await dropDatabase();
  });
});
