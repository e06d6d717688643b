import { gatewayKeyIdOf, gatewayMqttAccess, mqttBrokerOperations } from '@radiant/contract';
import { operationRoutes } from '../../http/operation-routes.ts';
import { sameSecret } from '../../plugins/authentication.ts';
import { findLiveKeyHome } from '../telemetry/device-keys-repository.ts';

/** Radiant's own broker account, from MQTT_URL: it alone reads every home's telemetry and sends commands. */
function ownAccountOf(url: string | undefined) {
  const parsed = url ? new URL(url) : undefined;
  if (!parsed?.username || !parsed.password) return undefined;
  return { username: decodeURIComponent(parsed.username), password: decodeURIComponent(parsed.password) };
}

const allow = { result: 'allow' } as const;
const deny = { result: 'deny' } as const;

/**
 * A clustered broker's (EMQX's) questions: who may sign in, and what each may do. A gateway signs in as its
 * key's account with the key, and may use only its home's topics; Radiant signs in as MQTT_URL's account, a
 * superuser. Anything else is denied (EMQX takes a refused secret, a 401, as "ignore": see remote-control.md
 * for the settings that make that a denial too).
 */
export const mqttBrokerRoutes = operationRoutes(mqttBrokerOperations, (app) => {
  const own = ownAccountOf(app.config.mqttUrl);
  const isOwn = (username: string) => own !== undefined && username === own.username;
  return {
    authenticate: async ({ body: { username, password } }) => {
      if (isOwn(username))
        return { ...(own && sameSecret(password, own.password) ? allow : deny), is_superuser: true };
      const keyId = gatewayKeyIdOf(username);
      const device = keyId === undefined ? undefined : await app.findDevice(password);
      return { ...(device !== undefined && device.keyId === keyId ? allow : deny), is_superuser: false };
    },
    authorize: async ({ body: { username, topic, action } }) => {
      if (isOwn(username)) return allow;
      const keyId = gatewayKeyIdOf(username);
      const homeId = keyId === undefined ? undefined : await findLiveKeyHome(app.database.db, keyId);
      if (homeId === undefined) return deny;
      const access = gatewayMqttAccess(homeId);
      const topics = action === 'publish' ? access.publish : action === 'subscribe' ? access.subscribe : [];
      return topics.includes(topic) ? allow : deny;
    },
  };
});
