import { deviceKeyOperations, telemetryOperations } from '@radiant/contract';
import { countOf, success } from '../../http/envelope.ts';
import { operationRoutes } from '../../http/operation-routes.ts';
import { actorIdOf, deviceOf } from '../../plugins/authentication.ts';
import { readGatewayBatch } from './batch.ts';
import { createDeviceKey, getDeviceKeys, ingestTelemetry, revokeKey } from './service.ts';

/** Telemetry from home gateways, signed with their device key. */
export const telemetryRoutes = operationRoutes(
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

/** The device keys of home gateways: issued by an admin, shown once, revocable. */
export const deviceKeyRoutes = operationRoutes(deviceKeyOperations, ({ database: { db } }) => ({
  list: async ({ params }) => {
    const keys = await getDeviceKeys(db, params.id);
    return success('DEVICE_KEYS', `${countOf(keys.length, 'device key')}.`, { device_keys: keys });
  },
  create: async (request) => {
    const { key, deviceKey } = await createDeviceKey(
      db,
      actorIdOf(request),
      request.params.id,
      request.body.label,
    );
    return success(
      'DEVICE_KEY_CREATED',
      'The device key has been created. Copy it now: it is not shown again.',
      { device_key: deviceKey, key },
    );
  },
  revoke: async (request) => {
    const deviceKey = await revokeKey(db, actorIdOf(request), request.params.id);
    return success('DEVICE_KEY_REVOKED', 'The device key has been revoked.', { device_key: deviceKey });
  },
}));
