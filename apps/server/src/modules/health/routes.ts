import { healthOperations } from '@radiant/contract';
import { sql } from 'drizzle-orm';
import { AppError } from '../../errors.ts';
import { success } from '../../http/envelope.ts';
import { operationRoutes } from '../../http/operation-routes.ts';

/** 200 once the database answers; the server only listens after migrating, so that means migrated too. */
export const healthRoutes = operationRoutes(healthOperations, ({ database }) => ({
  health: async () => {
    try {
      await database.db.execute(sql`SELECT 1`);
    } catch {
      throw new AppError('SERVICE_UNAVAILABLE', 'The database is not reachable right now.');
    }
    return success('HEALTHY', 'Radiant is up and its database answers.', { database: database.kind });
  },
}));
