import {
  deviceKeyOperations,
  gatewayMqttAccess,
  gatewayMqttUsername,
  telemetryOperations,
} from '@radiant/contract';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../errors.ts';
import { countOf, success } from '../../http/envelope.ts';
import { operationRoutes } from '../../http/operation-routes.ts';
import { t } from '../../messages/index.ts';
import { actorIdOf, deviceOf } from '../../plugins/authentication.ts';
import { readGatewayBatch } from './batch.ts';
import { jsonParser } from './json-body.ts';
import { createDeviceKey, getDeviceKeys, ingestTelemetry, revokeKey } from './service.ts';

/** Telemetry from home gateways, signed with their device key. */
const telemetryOperationRoutes = operationRoutes(
  telemetryOperations,
  ({ database }) => ({
    ingest: async (request) => {
      const result = await ingestTelemetry(database, deviceOf(request), readGatewayBatch(request.body));
      const duplicates =
        result.duplicates > 0 ? ` (${countOf(result.duplicates, 'duplicate')} left as stored)` : '';
      return success('TELEMETRY_STORED', `${countOf(result.stored, 'reading')} stored${duplicates}.`, result);
    },
  }),
  // Thousands of readings a batch, many batches a second: read by a compiled check (see batch.ts).
  ['ingest'],
);

/** Telemetry's routes, with a JSON parser of their own (encapsulated: the other routes keep Fastify's). */
export const telemetryRoutes: FastifyPluginAsync = async (app, options) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, jsonParser(app));
  await telemetryOperationRoutes(app, options);
};

/** The device keys of home gateways: issued by an admin, shown once, revocable. */
export const deviceKeyRoutes = operationRoutes(deviceKeyOperations, (app) => ({
  list: async ({ params }) => {
    const keys = await getDeviceKeys(app.database.db, params.id);
    return success('DEVICE_KEYS', `${countOf(keys.length, 'device key')}.`, { device_keys: keys });
  },
  create: async (request) => {
    const actorId = actorIdOf(request);
    const homeId = request.params.id;
    const { key, deviceKey } = await createDeviceKey(app.database.db, actorId, homeId, request.body.label);
    try {
      await app.gatewayAccounts?.add(deviceKey.id, homeId, key);
    } catch (error) {
      // A key its gateway could not sign in with is no use: it goes, and the admin tries again.
      request.log.error({ err: error }, 'the broker did not take a new gateway account');
      await revokeKey(app.database.db, actorId, deviceKey.id);
      throw new AppError('SERVICE_UNAVAILABLE', t('brokerRefusedKey'));
    }
    const mqtt = { username: gatewayMqttUsername(deviceKey.id), ...gatewayMqttAccess(homeId) };
    return success(
      'DEVICE_KEY_CREATED',
      'The device key has been created. Copy it now: it is not shown again.',
      { device_key: deviceKey, key, mqtt },
    );
  },
  revoke: async (request) => {
    const deviceKey = await revokeKey(app.database.db, actorIdOf(request), request.params.id);
    // Its broker account goes at once, which disconnects its gateway; if the broker is away, the next
    // reconciliation deletes it.
    await app.gatewayAccounts
      ?.remove([deviceKey.id])
      .catch((error) =>
        request.log.warn({ err: error }, 'the broker did not delete a revoked gateway account yet'),
      );
    return success('DEVICE_KEY_REVOKED', 'The device key has been revoked.', { device_key: deviceKey });
  },
}));
