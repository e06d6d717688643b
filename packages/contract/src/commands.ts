import { z } from 'zod';
import { defineOperations } from './operation.ts';
import { idParam, ZCursorPagination, ZCursorParam, ZRecordId, ZRecordIdParam } from './pagination.ts';
import { DAY_MS } from './time.ts';

// Remote control: what an admin asks radiators to do, and what their gateways say they did.

/**
 * How a radiator heats: to the comfort or eco setpoint, just enough to keep frost away, not at all, or by the
 * resident's own schedule (the gateway's programme, as before any command).
 */
export const HEATING_MODES = ['comfort', 'eco', 'frost', 'off', 'schedule'] as const;
export type HeatingMode = (typeof HEATING_MODES)[number];

/** The setpoint of each mode that has one, when the command names none. */
export const MODE_SETPOINTS_C = { comfort: 21, eco: 17, frost: 7 } as const satisfies Partial<
  Record<HeatingMode, number>
>;
/** The modes whose setpoint a command may set; frost's is fixed, off and schedule have none. */
export const MODES_WITH_SETPOINT = ['comfort', 'eco'] as const satisfies readonly HeatingMode[];

/** A change not confirmed within this long (or by its `until`) expires. */
export const COMMAND_LIFETIME_DAYS = 7;
/** How long a gateway's request for its changes waits for one, at most. */
export const GATEWAY_WAIT_MAX_S = 30;
/**
 * MQTT topics under `radiant/homes/{home_id}/`: gateways publish their batches and confirmations (each with the
 * home's device key, see `GATEWAY_KEY_PROPERTY`), and receive `{ commands }` on `commands`.
 */
export const gatewayMqttTopics = {
  telemetry: (homeId: number | '+') => `radiant/homes/${homeId}/telemetry`,
  commands: (homeId: number) => `radiant/homes/${homeId}/commands`,
  ack: (homeId: number | '+') => `radiant/homes/${homeId}/commands/ack`,
};
/**
 * The MQTT 5 user property a gateway's message carries its device key in: Radiant checks it before reading the
 * body. A message without it (MQTT 3.1.1) carries the key as the body's `device_key`.
 */
export const GATEWAY_KEY_PROPERTY = 'device_key';
/** The broker account of a device key's gateway (its password is the key): one per key, named by its id. */
export const gatewayMqttUsername = (keyId: number) => `gateway-${keyId}`;
/** The key id of a gateway's broker account, or undefined for any other username. */
export const gatewayKeyIdOf = (username: string): number | undefined => {
  const id = /^gateway-([1-9][0-9]{0,9})$/.exec(username)?.[1];
  return id === undefined ? undefined : Number(id);
};
/** What a home's gateway may do on the broker, and nothing else. */
export const gatewayMqttAccess = (homeId: number) => ({
  publish: [gatewayMqttTopics.telemetry(homeId), gatewayMqttTopics.ack(homeId)],
  subscribe: [gatewayMqttTopics.commands(homeId)],
});
/** Ids one command may name in one of its lists; a client's or many homes' radiators go by larger targets. */
export const COMMAND_TARGET_MAX_IDS = 10_000;

/**
 * Each radiator's part of a command: waiting for its gateway, sent to it, confirmed as applied or rejected (with
 * the gateway's reason), expired unconfirmed, or replaced by a newer command before it was confirmed.
 */
export const COMMAND_STATUSES = [
  'pending',
  'delivered',
  'applied',
  'rejected',
  'expired',
  'superseded',
] as const;
export type CommandStatus = (typeof COMMAND_STATUSES)[number];

const ZMode = z.enum(HEATING_MODES, { error: `One of ${HEATING_MODES.join(', ')}.` });

const ZFutureInstant = z.iso
  .datetime({ offset: true, error: 'Use an ISO 8601 instant, e.g. 2026-11-24T07:05:00Z.' })
  .refine((value) => Date.parse(value) > Date.now(), { error: 'This instant has passed.' })
  .refine((value) => Date.parse(value) <= Date.now() + 366 * DAY_MS, { error: 'At most a year ahead.' });

/** What a command changes: the mode, a setpoint for comfort or eco, and until when (then the schedule again). */
export const ZHeatingChange = z
  .strictObject({
    mode: ZMode,
    setpoint_c: z
      .number({ error: 'A temperature in °C.' })
      .min(5, { error: 'At least 5 °C.' })
      .max(30, { error: 'At most 30 °C.' })
      .multipleOf(0.5, { error: 'In steps of 0.5 °C.' })
      .optional(),
    until: ZFutureInstant.optional(),
  })
  .refine(
    (change) =>
      change.setpoint_c === undefined || (MODES_WITH_SETPOINT as readonly string[]).includes(change.mode),
    {
      path: ['setpoint_c'],
      error: 'A setpoint goes with comfort or eco; frost, off and schedule set their own.',
    },
  )
  .refine((change) => change.mode !== 'schedule' || change.until === undefined, {
    path: ['until'],
    error: 'Back to the schedule has no end: leave `until` out.',
  });
export type HeatingChange = z.output<typeof ZHeatingChange>;

const ids = (name: string) =>
  z
    .array(ZRecordId, { error: `A list of ${name} ids.` })
    .min(1, { error: `Name at least one ${name}.` })
    .max(COMMAND_TARGET_MAX_IDS, { error: `At most ${COMMAND_TARGET_MAX_IDS.toLocaleString('en')} ids.` });

const TARGET_KINDS = ['radiator_ids', 'room_ids', 'home_ids', 'user_ids', 'client_id'] as const;

/** Whose radiators: listed ones, or those of rooms, homes, residential users or one commercial client. */
export const ZCommandTarget = z
  .strictObject({
    radiator_ids: ids('radiator').optional(),
    room_ids: ids('room').optional(),
    home_ids: ids('home').optional(),
    user_ids: ids('residential user').optional(),
    client_id: ZRecordId.optional(),
  })
  .refine((target) => TARGET_KINDS.filter((kind) => target[kind] !== undefined).length === 1, {
    error: `Name exactly one of ${TARGET_KINDS.join(', ')}.`,
  });
export type CommandTarget = z.output<typeof ZCommandTarget>;

export const ZCommandRequest = z.strictObject({ target: ZCommandTarget, change: ZHeatingChange });
export type CommandRequest = z.input<typeof ZCommandRequest>;

/** A week's heating of the radiators a command reaches, as they heat now and as they would with the change. */
export const ZCommandEstimate = z
  .object({
    days: z.number(),
    kwh_now: z.number(),
    kwh_with_change: z.number(),
    kwh_change: z.number(),
    cost_change_gbp: z.number(),
    price_per_kwh: z.number(),
    /** Radiators whose homes have too little history (or no weather) to be estimated; counted as unchanged. */
    radiators_not_estimated: z.number(),
    /** How the figures are worked out, in words. */
    assumptions: z.array(z.string()),
  })
  .meta({ id: 'CommandEstimate' });
export type CommandEstimate = z.output<typeof ZCommandEstimate>;

const ZNamed = z.object({ id: z.number(), name: z.string() });

/** A home the command reaches, with its share of the estimate. */
export const ZCommandHome = z.object({
  home: ZNamed,
  resident: ZNamed,
  radiators: z.number(),
  kwh_change: z.number().nullable(),
});

export const ZCommandPreview = z
  .object({
    radiators: z.number(),
    homes: z.number(),
    /** The homes most changed first, at most 100. */
    home_list: z.array(ZCommandHome),
    estimate: ZCommandEstimate,
  })
  .meta({ id: 'CommandPreview' });
export type CommandPreview = z.output<typeof ZCommandPreview>;

export const ZCommandCounts = z
  .object(
    Object.fromEntries(COMMAND_STATUSES.map((status) => [status, z.number()])) as {
      [S in CommandStatus]: z.ZodNumber;
    },
  )
  .meta({ id: 'CommandCounts' });
export type CommandCounts = z.output<typeof ZCommandCounts>;

export const ZCommand = z
  .object({
    id: z.number(),
    created_at: z.iso.datetime(),
    created_by: ZNamed.nullable(),
    target: ZCommandTarget,
    change: z.object({ mode: ZMode, setpoint_c: z.number().nullable(), until: z.iso.datetime().nullable() }),
    /** Changes not confirmed by then expire. */
    expires_at: z.iso.datetime(),
    radiators: z.number(),
    homes: z.number(),
    estimate: ZCommandEstimate,
    counts: ZCommandCounts,
  })
  .meta({ id: 'Command' });
export type Command = z.output<typeof ZCommand>;

/** One radiator's part of a command. */
export const ZCommandRadiator = z.object({
  radiator_id: z.number(),
  room: ZNamed,
  home: ZNamed,
  status: z.enum(COMMAND_STATUSES),
  /** The gateway's reason for a rejection. */
  reason: z.string().nullable(),
  updated_at: z.iso.datetime(),
});

export const ZCommandWithRadiators = ZCommand.extend({
  /** Rejected and expired first, then by radiator; at most 500 (the counts hold them all). */
  radiator_list: z.array(ZCommandRadiator),
}).meta({ id: 'CommandWithRadiators' });
export type CommandWithRadiators = z.output<typeof ZCommandWithRadiators>;

const ZCommandId = z.object({ id: ZRecordIdParam });

export const commandOperations = defineOperations('command', 'Remote control', {
  preview: {
    method: 'POST',
    path: '/v1/commands/preview',
    summary:
      'The radiators and homes a command would reach and its estimated energy and cost change over the next 7 days; nothing is sent',
    access: 'admin',
    body: ZCommandRequest,
    maxBodyBytes: 512 * 1024,
    data: z.object({ preview: ZCommandPreview }),
    errors: [404],
  },
  create: {
    method: 'POST',
    path: '/v1/commands',
    summary:
      "Send a change to radiators' gateways: it replaces their older unconfirmed changes and waits for gateways offline now",
    idempotent: true,
    access: 'admin',
    body: ZCommandRequest,
    maxBodyBytes: 512 * 1024,
    data: z.object({ command: ZCommand }),
    errors: [404],
  },
  list: {
    method: 'GET',
    path: '/v1/commands',
    summary: 'Commands, newest first, paged by keyset (`after`), each with its counts',
    access: 'admin',
    query: z.object({
      limit: z.coerce.number().int().min(1).max(100).default(25),
      after: ZCursorParam.optional(),
    }),
    data: z.object({ commands: z.array(ZCommand), pagination: ZCursorPagination }),
  },
  get: {
    method: 'GET',
    path: '/v1/commands/:id',
    summary: "A command with its counts and each radiator's progress",
    access: 'admin',
    params: ZCommandId,
    data: z.object({ command: ZCommandWithRadiators }),
    errors: [404],
  },
});

/** What a radiator was asked to do, or reports doing, and since when. */
const ZHeatingState = z.object({
  mode: ZMode,
  setpoint_c: z.number().nullable(),
  until: z.iso.datetime().nullable(),
  at: z.iso.datetime(),
});

/** A radiator's desired state (the last command's) against its reported one (what its gateway confirmed). */
export const ZRadiatorControl = z
  .object({
    radiator_id: z.number(),
    room: ZNamed,
    home: ZNamed,
    /**
     * None before any command. `status` is how far that command got for this radiator, with the gateway's
     * `reason` when it was rejected.
     */
    desired: ZHeatingState.extend({
      command_id: z.number().nullable(),
      status: z.enum(COMMAND_STATUSES),
      reason: z.string().nullable(),
    }).nullable(),
    /** None before the gateway confirmed any change. */
    reported: ZHeatingState.nullable(),
    /** Whether a change waits for the gateway or its confirmation. */
    waiting: z.boolean(),
  })
  .meta({ id: 'RadiatorControl' });
export type RadiatorControl = z.output<typeof ZRadiatorControl>;

const scopeId = (name: string) => idParam(`Use the id of a ${name}: a whole number in digits.`).optional();
const SCOPES = ['roomId', 'homeId', 'userId', 'clientId'] as const;

export const radiatorControlOperations = defineOperations('radiatorControl', 'Remote control', {
  list: {
    method: 'GET',
    path: '/v1/radiator-controls',
    summary:
      'The radiators of a room, home, residential user or commercial client, each with its desired and reported state, and a summary of them all',
    access: 'admin',
    query: z
      .object({
        roomId: scopeId('room'),
        homeId: scopeId('home'),
        userId: scopeId('residential user'),
        clientId: scopeId('commercial client'),
      })
      .refine((query) => SCOPES.filter((scope) => query[scope] !== undefined).length === 1, {
        error: `Give exactly one of ${SCOPES.join(', ')}.`,
      }),
    data: z.object({
      /** At most 500, by home, room and radiator; the summary counts them all. */
      radiators: z.array(ZRadiatorControl),
      summary: z.object({
        radiators: z.number(),
        /** Radiators by desired mode; `none` were never sent a command. */
        desired: z.record(z.string(), z.number()),
        waiting: z.number(),
      }),
    }),
    errors: [404],
  },
});

/** A change as its gateway receives it. */
export const ZGatewayCommand = z.object({
  id: z.number(),
  radiator_id: z.number(),
  mode: ZMode,
  setpoint_c: z.number().nullable(),
  until: z.iso.datetime().nullable(),
});
export type GatewayCommand = z.output<typeof ZGatewayCommand>;

/** A gateway's word on one change: applied, or rejected with its reason. */
export const ZGatewayAck = z.strictObject({
  id: z.number({ error: 'The id of a change sent to this home.' }).int().positive(),
  applied: z.boolean({ error: 'true or false.' }),
  reason: z.string().trim().max(500, { error: 'At most 500 characters.' }).optional(),
});
export type GatewayAck = z.output<typeof ZGatewayAck>;

export const gatewayOperations = defineOperations('gateway', 'Remote control', {
  commands: {
    method: 'GET',
    path: '/v1/gateway/commands',
    summary:
      "The home's changes waiting for its gateway, with `Authorization: Device <key>`; waits up to `wait` seconds (30) for one when there are none",
    access: 'device',
    query: z.object({
      wait: z.coerce
        .number({ error: `Seconds to wait, 0 to ${GATEWAY_WAIT_MAX_S}.` })
        .int({ error: 'Whole seconds.' })
        .min(0, { error: 'At least 0 seconds.' })
        .max(GATEWAY_WAIT_MAX_S, { error: `At most ${GATEWAY_WAIT_MAX_S} seconds.` })
        .default(GATEWAY_WAIT_MAX_S),
    }),
    data: z.object({ commands: z.array(ZGatewayCommand) }),
  },
  ack: {
    method: 'POST',
    path: '/v1/gateway/commands/ack',
    summary:
      'Confirm changes as applied or rejected (with a reason); a confirmation sent again changes nothing',
    access: 'device',
    body: z.array(ZGatewayAck).min(1, { error: 'Confirm at least one change.' }).max(5000),
    data: z.object({ applied: z.number(), rejected: z.number(), unchanged: z.number() }),
  },
});
