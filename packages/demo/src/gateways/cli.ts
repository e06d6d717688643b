// `npm run gateways -- --url URL [--mqtt URL] [--homes N] [--speed X] [--backlog-hours H]`: simulated gateways for
// the first N homes with radiators of any Radiant server, for demos and load. It signs in as an admin
// (RADIANT_EMAIL and RADIANT_PASSWORD, else ADMIN_EMAIL and ADMIN_PASSWORD), gives each home a device key, and
// revokes those keys when stopped (Ctrl-C).
import { parseArgs } from 'node:util';
import {
  authOperations,
  type DeviceKey,
  deviceKeyOperations,
  type GatewayMqttAccount,
  HOUR_MS,
  type KeysetPagination,
  MAX_PAGE_SIZE,
  type Operation,
  type ResidentialUser,
  type ResidentialUserDetails,
  type Room,
  residentialUserOperations,
  urlOf,
} from '@radiant/contract';
import { SimulatedClock } from './clock.ts';
import { startGateways } from './fleet.ts';
import { type GatewayHome, roomTypeOf } from './home.ts';
import { HttpLink } from './http-link.ts';
import { MqttLink } from './mqtt-link.ts';

const USAGE = `npm run gateways -- --url URL [--mqtt URL] [--homes N] [--speed X] [--backlog-hours H]
  --url            the Radiant server, e.g. http://localhost:8080
  --mqtt           send through this MQTT broker instead of HTTP, e.g. mqtt://127.0.0.1:1883 (each gateway
                   signs in with its new key's account)
  --homes          how many homes (those with radiators, in the residents' list order); default 10
  --speed          simulated minutes per real minute; default 1 (real time)
  --backlog-hours  start this far in the past and catch up at --speed; default 0 at speed 1, else 24
Signs in with RADIANT_EMAIL and RADIANT_PASSWORD (else ADMIN_EMAIL and ADMIN_PASSWORD).`;

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    mqtt: { type: 'string' },
    homes: { type: 'string', default: '10' },
    speed: { type: 'string', default: '1' },
    'backlog-hours': { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
const homeCount = Number(values.homes);
const speed = Number(values.speed);
const backlogHours = Number(values['backlog-hours'] ?? (speed > 1 ? 24 : 0));
const email = process.env.RADIANT_EMAIL ?? process.env.ADMIN_EMAIL;
const password = process.env.RADIANT_PASSWORD ?? process.env.ADMIN_PASSWORD;
if (
  values.help ||
  !values.url ||
  !(Number.isInteger(homeCount) && homeCount > 0) ||
  !(speed >= 1) ||
  !(backlogHours >= 0) ||
  !email ||
  !password
) {
  process.stderr.write(`${USAGE}\n`);
  process.exit(values.help ? 0 : 2);
}
const baseUrl = values.url.replace(/\/+$/, '');

interface Answer<T> {
  data: T;
  message: string;
  description?: string;
}

/** Calls an operation of the server as the signed-in admin; throws with the server's message on a refusal. */
async function call<T>(
  operation: Operation,
  input: { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown },
  token?: string,
): Promise<T> {
  const response = await fetch(`${baseUrl}${urlOf(operation, input)}`, {
    method: operation.method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(input.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: input.body === undefined ? undefined : JSON.stringify(input.body),
  });
  const answer = (await response.json()) as Answer<T>;
  if (!response.ok)
    throw new Error(`${operation.method} ${operation.path}: ${answer.description ?? answer.message}`);
  return answer.data;
}

/** The first `count` homes with radiators in service, residents in the list's order, with their rooms. */
async function findHomes(token: string, count: number) {
  const found: Omit<GatewayHome, 'key'>[] = [];
  let after: string | undefined;
  do {
    const page = await call<{ users: ResidentialUser[]; pagination: KeysetPagination }>(
      residentialUserOperations.list,
      { query: { limit: MAX_PAGE_SIZE, after } },
      token,
    );
    for (const listed of page.users) {
      const { user } = await call<{ user: ResidentialUserDetails }>(
        residentialUserOperations.get,
        { params: { id: listed.id } },
        token,
      );
      for (const home of user.homes) {
        const heated = home.rooms.filter((room) => room.radiators > 0);
        const rooms = await Promise.all(
          heated.map(async ({ id }) => {
            const { room } = await call<{ room: Room }>(
              residentialUserOperations.room,
              { params: { id } },
              token,
            );
            const inService = room.radiators.filter((radiator) => radiator.removed_at === null);
            return {
              type: roomTypeOf(room.name),
              areaM2: room.area_m2,
              radiators: inService.map((radiator) => ({
                id: radiator.id,
                ratedPowerW: radiator.rated_power_w,
              })),
            };
          }),
        );
        if (rooms.some((room) => room.radiators.length > 0))
          found.push({ id: home.id, town: home.city, rooms });
        if (found.length >= count) return found;
      }
    }
    after = page.pagination.next ?? undefined;
  } while (after);
  return found;
}

const { user } = await call<{ user: { access_token: string } }>(authOperations.login, {
  body: { email, password },
});
const token = user.access_token;
const described = await findHomes(token, homeCount);
const issued = await Promise.all(
  described.map(async (home) => {
    const created = await call<{ key: string; device_key: DeviceKey; mqtt: GatewayMqttAccount }>(
      deviceKeyOperations.create,
      { params: { id: home.id }, body: { label: 'npm run gateways' } },
      token,
    );
    return {
      home: { ...home, key: created.key },
      keyId: created.device_key.id,
      username: created.mqtt.username,
    };
  }),
);
const homes = issued.map(({ home }) => home);
const usernames = new Map(issued.map(({ home, username }) => [home.id, username]));
const clock = new SimulatedClock({ speed, backlogMs: backlogHours * HOUR_MS });
const failures = new Map<number, string>();
const fleet = startGateways(
  homes,
  (home) =>
    values.mqtt
      ? new MqttLink(values.mqtt, home.id, home.key, usernames.get(home.id) ?? '')
      : new HttpLink(baseUrl, home.key),
  clock,
  (home, error) => failures.set(home.id, error instanceof Error ? error.message : String(error)),
);
const radiators = homes.reduce((sum, home) => sum + home.rooms.flatMap((room) => room.radiators).length, 0);
process.stdout.write(
  `${homes.length} gateways (${radiators} radiators) reporting to ${values.mqtt ?? baseUrl} at ${speed}× ` +
    `from ${new Date(clock.start).toISOString()}; Ctrl-C stops them and revokes their keys.\n`,
);
const report = setInterval(() => {
  if (failures.size === 0) return;
  const [first] = failures.values();
  process.stdout.write(
    `${failures.size} gateways could not send their last batch (kept for later): ${first}\n`,
  );
  failures.clear();
}, 60_000);

async function stop() {
  clearInterval(report);
  await fleet.stop();
  await Promise.all(
    issued.map(({ keyId }) =>
      call(deviceKeyOperations.revoke, { params: { id: keyId } }, token).catch(() => {}),
    ),
  );
  process.stdout.write(`Stopped; ${issued.length} device keys revoked.\n`);
  process.exit(0);
}
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
