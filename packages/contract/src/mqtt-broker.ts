import { z } from 'zod';
import { defineOperations } from './operation.ts';

// A clustered broker (EMQX 5) asks Radiant who may sign in and what each may do, with its HTTP authenticator and
// authorizer. The shapes are EMQX's: its requests carry more fields (peerhost, qos…), which are left aside.

/** The header with the secret the broker and Radiant share (MQTT_BROKER_SECRET). */
export const BROKER_SECRET_HEADER = 'x-radiant-broker-secret';

const ZAuthRequest = z.object({
  username: z.string().max(200).default(''),
  password: z.string().max(200).default(''),
  clientid: z.string().max(200).optional(),
});

const ZAclRequest = z.object({
  username: z.string().max(200).default(''),
  topic: z.string().max(1000),
  action: z.enum(['publish', 'subscribe', 'all']),
  clientid: z.string().max(200).optional(),
});

export const mqttBrokerOperations = defineOperations('mqttBroker', 'MQTT broker', {
  authenticate: {
    method: 'POST',
    path: '/v1/mqtt/auth',
    summary:
      "EMQX's HTTP authenticator: a gateway signs in with its key's account (`gateway-{key id}`, the key as password), Radiant with its own",
    access: 'broker',
    body: ZAuthRequest,
    answer: z.object({ result: z.enum(['allow', 'deny']), is_superuser: z.boolean() }),
  },
  authorize: {
    method: 'POST',
    path: '/v1/mqtt/acl',
    summary:
      "EMQX's HTTP authorizer: a gateway may publish its home's telemetry and confirmations and subscribe to its commands, nothing else",
    access: 'broker',
    body: ZAclRequest,
    answer: z.object({ result: z.enum(['allow', 'deny']) }),
  },
});
