import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { listLiveDeviceKeyIds } from '../telemetry/device-keys-repository.ts';
import {
  addGatewayAccounts,
  deleteGatewayAccounts,
  ensureServiceRole,
  listGatewayAccounts,
} from './broker-accounts.ts';
import { connectDynsec, type Dynsec } from './dynsec.ts';

/** Changes to device keys come in runs (a fleet's keys revoked together): one reconciliation after each run. */
const RECONCILE_AFTER_MS = 1000;

/**
 * Gateways' accounts in Mosquitto's dynamic-security plugin: one per device key (`gateway-{key id}`, its key as
 * password), in its home's role, which may publish the home's telemetry and confirmations and subscribe to
 * its commands, nothing else. The key's issue and revocation change the broker at once; every instance
 * reconciles at start and when any instance changes keys. A live key missing from the broker cannot be put
 * back (only its hash is stored): it is counted and logged, to be re-issued.
 */
function createGatewayAccounts(app: FastifyInstance, dynsec: Dynsec) {
  const { log } = app;
  const state = { deleted: 0, missing: 0 };

  // The broker's list is read before the keys: a key's account is made only once the key is committed, so a
  // new key's account is never taken for a stale one.
  async function reconcile() {
    const inBroker = new Set(await listGatewayAccounts(dynsec));
    const live = new Set(await listLiveDeviceKeyIds(app.database.db));
    const stale = [...inBroker].filter((id) => !live.has(id));
    if (stale.length > 0) await remove(stale);
    state.deleted += stale.length;
    state.missing = [...live].filter((id) => !inBroker.has(id)).length;
    if (stale.length > 0 || state.missing > 0)
      log.warn(
        { deleted: stale.length, missing: state.missing },
        'broker accounts reconciled with device keys: live keys without an account must be re-issued',
      );
  }

  const remove = (keyIds: number[]) => deleteGatewayAccounts(dynsec, keyIds);

  let pending: NodeJS.Timeout | undefined;
  const reconcileSoon = () => {
    clearTimeout(pending);
    pending = setTimeout(
      () =>
        void reconcile().catch((error) =>
          log.warn({ err: error }, 'could not reconcile broker accounts with device keys'),
        ),
      RECONCILE_AFTER_MS,
    );
    pending.unref();
  };

  return {
    state,
    /** Radiant's own account gets its role (the account itself is the one `dynsec init` made). */
    async start(username: string) {
      await ensureServiceRole(dynsec, username);
      await reconcile();
      app.changes.onChange((change) => {
        if (change === 'device_keys' || change === 'homes' || change === 'everything') reconcileSoon();
      });
    },
    /** The account of a new key, once the key is committed. */
    add: (keyId: number, homeId: number, key: string) => addGatewayAccounts(dynsec, [{ keyId, homeId, key }]),
    /** Deletes a revoked key's account: the broker disconnects its gateway at once. */
    remove,
    reconcile,
    async stop() {
      clearTimeout(pending);
      await dynsec.close();
    },
  };
}

type GatewayAccounts = ReturnType<typeof createGatewayAccounts>;

declare module 'fastify' {
  interface FastifyInstance {
    gatewayAccounts: GatewayAccounts | undefined;
  }
}

/** With MQTT_DYNSEC set, the broker's gateway accounts follow the device keys. */
export const gatewayAccountsPlugin = fp(async (app) => {
  const url = app.config.mqttDynsec ? app.config.mqttUrl : undefined;
  if (!url) {
    app.decorate('gatewayAccounts', undefined);
    return;
  }
  // Decorated now, connected once the server is ready: routes hold the object, the bridge waits for its role.
  let accounts: GatewayAccounts | undefined;
  app.decorate('gatewayAccounts', {
    getter: () => accounts,
  });
  app.addHook('onReady', async () => {
    accounts = createGatewayAccounts(app, await connectDynsec(url, app.log));
    await accounts.start(decodeURIComponent(new URL(url).username));
  });
  app.addHook('onClose', () => accounts?.stop());
});
