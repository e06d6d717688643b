import { describe, expect, it } from 'vitest';
import { sqlStateOf } from '../src/db/database-error.ts';
import { targetRadiators } from '../src/modules/commands/target.ts';
import { createGatewayHome } from './support/gateways.ts';
import { createLoggedInAccount, createTestApp } from './support/test-app.ts';

// Two transactions at once need two connections: the embedded database has one, so this file runs in the
// PostgreSQL project only (vitest.config.ts).
const { app, database } = await createTestApp();
const { token } = await createLoggedInAccount(app, database);

/** PostgreSQL's answer to a row lock taken NOWAIT that another transaction holds. */
const LOCK_NOT_AVAILABLE = '55P03';

/** Whether another transaction can lock `radiatorId` to delete it while one reads it as a command's target. */
const deletableDuring = (radiatorId: number, holding: boolean) =>
  database.rawTransaction(async (sql) => {
    await targetRadiators(sql, { radiator_ids: [radiatorId] }, holding);
    return database
      .rawTransaction((other) =>
        other.query('SELECT id FROM radiators WHERE id = $1 FOR UPDATE NOWAIT', [radiatorId]),
      )
      .then(
        () => true,
        (error: unknown) => {
          if (sqlStateOf(error) === LOCK_NOT_AVAILABLE) return false;
          throw error;
        },
      );
  });

describe("a command's radiators", () => {
  it('cannot be deleted while the command writes its rows (they have no foreign key), and a preview holds none', async () => {
    const home = await createGatewayHome(app, database, token);
    const radiatorId = home.radiators[0]?.id ?? 0;
    expect(await deletableDuring(radiatorId, true)).toBe(false);
    expect(await deletableDuring(radiatorId, false)).toBe(true);
  });
});
