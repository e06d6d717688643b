import { gatewayKeyIdOf, gatewayMqttAccess, gatewayMqttTopics, gatewayMqttUsername } from '@radiant/contract';
import type { Dynsec, DynsecCommand } from './dynsec.ts';

// The accounts and roles Radiant keeps in Mosquitto's dynamic-security plugin (see gateway-accounts.ts).

/** Every instance subscribes in this group: the broker hands each message to one of them. */
export const SHARE_GROUP = 'radiant';

/** Radiant's own role: every home's telemetry and confirmations, through its shared group, and commands. */
const SERVICE_ROLE = 'radiant-service';
export const homeRole = (homeId: number) => `radiant-home-${homeId}`;
/** Roles and their ACLs are made when first needed: finding them made already is fine. */
const ENSURED = new Set(['createRole', 'addRoleACL', 'addClientRole']);

type Acl = { acltype: string; topic: string };

/** A role with its ACLs, made or completed: each command may find it made already, which is fine. */
const roleCommands = (rolename: string, acls: Acl[]): DynsecCommand[] => [
  { command: 'createRole', rolename },
  ...acls.map((acl) => ({ command: 'addRoleACL', rolename, ...acl, allow: true })),
];

const serviceAcls: Acl[] = [
  ...[gatewayMqttTopics.telemetry('+'), gatewayMqttTopics.ack('+')].map((topic) => ({
    acltype: 'subscribePattern',
    topic: `$share/${SHARE_GROUP}/${topic}`,
  })),
  { acltype: 'publishClientSend', topic: 'radiant/homes/+/commands' },
];

export const homeAcls = (homeId: number): Acl[] => {
  const access = gatewayMqttAccess(homeId);
  return [
    ...access.publish.map((topic) => ({ acltype: 'publishClientSend', topic })),
    ...access.subscribe.map((topic) => ({ acltype: 'subscribeLiteral', topic })),
  ];
};

/** Runs commands and throws on any error but a role or ACL made already, or a client deleted already. */
async function runAll(dynsec: Dynsec, commands: DynsecCommand[]) {
  const answers = await dynsec.run(commands);
  const failed = answers.find(
    (answer) =>
      answer.error &&
      !(ENSURED.has(answer.command) && /already/i.test(answer.error)) &&
      !(answer.command === 'deleteClient' && /not found/i.test(answer.error)),
  );
  if (failed) throw new Error(`The broker refused ${failed.command}: ${failed.error}`);
}

export interface GatewayKey {
  keyId: number;
  homeId: number;
  key: string;
}

/**
 * Makes the broker accounts of device keys' gateways, each in its home's role (made or completed as needed),
 * in one message: the broker rewrites its file of accounts once.
 */
export async function addGatewayAccounts(dynsec: Dynsec, keys: GatewayKey[]) {
  await runAll(
    dynsec,
    keys.flatMap(({ keyId, homeId, key }) => {
      const rolename = homeRole(homeId);
      return [
        ...roleCommands(rolename, homeAcls(homeId)),
        {
          command: 'createClient',
          username: gatewayMqttUsername(keyId),
          password: key,
          roles: [{ rolename }],
        },
      ];
    }),
  );
}

/** Deletes gateways' accounts (gone already is fine): the broker disconnects their gateways at once. */
export const deleteGatewayAccounts = (dynsec: Dynsec, keyIds: number[]) =>
  runAll(
    dynsec,
    keyIds.map((id) => ({ command: 'deleteClient', username: gatewayMqttUsername(id) })),
  );

/** The key ids of the gateways' accounts the broker holds. */
export async function listGatewayAccounts(dynsec: Dynsec): Promise<number[]> {
  const [listed] = await dynsec.run([{ command: 'listClients', verbose: false, count: -1, offset: 0 }]);
  const usernames = (listed?.data as { clients?: string[] } | undefined)?.clients ?? [];
  return usernames.flatMap((username) => gatewayKeyIdOf(username) ?? []);
}

/**
 * Gives Radiant's own account (the one `dynsec init` made) its role. The broker drops an account's connections
 * when its roles change, so it is given only once.
 */
export async function ensureServiceRole(dynsec: Dynsec, username: string) {
  await runAll(dynsec, roleCommands(SERVICE_ROLE, serviceAcls));
  const [own] = await dynsec.run([{ command: 'getClient', username }]);
  const roles = (own?.data as { client?: { roles?: { rolename: string }[] } } | undefined)?.client?.roles;
  if (!roles?.some((role) => role.rolename === SERVICE_ROLE))
    await dynsec.runDisconnecting([{ command: 'addClientRole', username, rolename: SERVICE_ROLE }]);
}
