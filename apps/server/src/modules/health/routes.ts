import { healthOperations } from '@radiant/contract';
import { AppError } from '../../errors.ts';
import { success } from '../../http/envelope.ts';
import { operationRoutes } from '../../http/operation-routes.ts';
import { t } from '../../messages/index.ts';
import { pingDatabase } from './repository.ts';

/** 200 once the database answers; the server only listens after migrating, so that means migrated too. */
export const healthRoutes = operationRoutes(healthOperations, ({ database, mqttBridge }) => ({
  health: async () => {
    await pingDatabase(database.db).catch(() => {
      throw new AppError('SERVICE_UNAVAILABLE', t('databaseUnreachable'));
    });
    return success('HEALTHY', 'Radiant is up and its database answers.', {
      database: database.kind,
      mqtt: mqttBridge ? (mqttBridge.connected() ? 'connected' : 'disconnected') : 'off',
    });
  },
}));
