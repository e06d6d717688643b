import { z } from 'zod';
import { envelope, ZErrorEnvelope } from './envelope.ts';
import { HOUR_MS } from './time.ts';

/**
 * The header a creating request may carry so that a retry after a lost answer creates nothing twice: the same
 * key and request answer the first answer again, for this long, per admin.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * HOUR_MS;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

/** The headers an idempotent operation reads; every other header passes through untouched. */
export const ZIdempotencyHeaders = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .min(1)
    .max(IDEMPOTENCY_KEY_MAX_LENGTH, {
      error: `An ${IDEMPOTENCY_KEY_HEADER} has at most ${IDEMPOTENCY_KEY_MAX_LENGTH} characters.`,
    })
    .optional()
    .meta({
      description:
        'Any unique text (a UUID, say): a retry with the same key and body answers the first answer and creates nothing twice; the same key with another body is a 422. Kept 24 hours per admin.',
    }),
});

/**
 * Who may call an operation: anyone, any signed-in account (for itself), admins (owners too), owners only,
 * a home's gateway with its device key, or the MQTT broker with the secret it shares with Radiant.
 */
export type Access = 'public' | 'account' | 'admin' | 'owner' | 'device' | 'broker';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One API operation, defined once: the server registers its route and OpenAPI entry from it, the console's
 * client and the tests build their calls from it. `path` uses `:name` segments, each a key of `params`.
 */
export interface Operation {
  /**
   * Unique across the API, the name generated clients give the call: the group's name and the operation's
   * key, `planSetStatus` for `planOperations.setStatus`.
   */
  operationId: string;
  method: HttpMethod;
  path: string;
  summary: string;
  tag: string;
  access: Access;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** The body is a multipart form whose files may be this large; JSON otherwise. */
  form?: { maxFileBytes: number };
  /** A JSON body larger than the server's default limit (a small form's) that this operation takes. */
  maxBodyBytes?: number;
  /** The `data` of a success envelope; none for an answer that is not JSON (an image). */
  data?: z.ZodType;
  /** A JSON success answer whose shape its caller fixes (the MQTT broker's hooks): sent as it is, no envelope. */
  answer?: z.ZodType;
  /** An answer of server-sent events (`text/event-stream`): each event's name and its data, JSON on one line. */
  events?: Record<string, z.ZodType>;
  /** The media type of a success answer that is neither JSON nor events: an image's, a CSV file's. */
  mediaType?: string;
  /** Error statuses of its own; bad input, no session and wrong level are added from the rest. */
  errors?: readonly number[];
  /** A creating request that takes an `Idempotency-Key` header (see IDEMPOTENCY_KEY_HEADER). */
  idempotent?: true;
}

/**
 * The operations of one resource, named after it (`plan` for `planOperations`) and listed under one OpenAPI
 * tag; several resources may share a tag.
 */
export const defineOperations = <const G extends Record<string, Omit<Operation, 'operationId' | 'tag'>>>(
  name: string,
  tag: string,
  operations: G,
): { [K in keyof G]: G[K] & { operationId: string; tag: string } } =>
  Object.fromEntries(
    Object.entries(operations).map(([key, operation]) => [
      key,
      { ...operation, operationId: `${name}${key.charAt(0).toUpperCase()}${key.slice(1)}`, tag },
    ]),
  ) as never;

/** The statuses an operation may answer with an error envelope. */
export function errorStatusesOf(operation: Operation): number[] {
  const statuses = new Set<number>(operation.errors ?? []);
  if (operation.params || operation.query || operation.body) statuses.add(400);
  if (operation.access !== 'public') statuses.add(401);
  if (operation.access === 'admin' || operation.access === 'owner') statuses.add(403);
  // A key still in use by its first request, and a key used before for another request.
  if (operation.idempotent) for (const status of [409, 422]) statuses.add(status);
  return [...statuses].sort((a, b) => a - b);
}

/** The answer per status: the success envelope around `data`, the error envelope for each error status. */
export function responsesOf(operation: Operation): Record<number, z.ZodType> {
  const errors = errorStatusesOf(operation).map((status) => [status, ZErrorEnvelope] as const);
  if (operation.answer) return Object.fromEntries([[200, operation.answer], ...errors]);
  return Object.fromEntries(operation.data ? [[200, envelope(operation.data)], ...errors] : errors);
}

type Schema<O, K extends keyof Operation> = O extends { [P in K]: infer S extends z.ZodType } ? S : never;

/** Query values as the server reads them; one it reads into an object (an ISO week date) may be sent as text. */
type QueryValues<T> = { [K in keyof T]?: T[K] | (NonNullable<T[K]> extends object ? string : never) };

/** What a caller sends: path values as the server reads them, any subset of the query, the body as typed. */
export type OperationInput<O extends Operation> = ([Schema<O, 'params'>] extends [never]
  ? { params?: never }
  : { params: z.output<Schema<O, 'params'>> }) &
  ([Schema<O, 'query'>] extends [never]
    ? { query?: never }
    : { query?: QueryValues<z.output<Schema<O, 'query'>>> }) &
  ([Schema<O, 'body'>] extends [never] ? { body?: never } : { body: z.input<Schema<O, 'body'>> });

/** The `data` of the success envelope: the server checks each answer against the schema before sending. */
export type OperationData<O extends Operation> = z.output<Schema<O, 'data'>>;

export type SuccessEnvelope<T> = { code: number; message: string; description: string; data: T };

/** The path of an operation with its `:name` segments filled in. */
export function pathOf(operation: Pick<Operation, 'path'>, params: Record<string, unknown> = {}): string {
  return operation.path.replace(/:(\w+)/g, (_segment, name: string) => {
    if (!(name in params)) throw new Error(`${operation.path} needs the "${name}" parameter.`);
    return encodeURIComponent(String(params[name]));
  });
}

/** The path and query string of a call; empty query values are left out. */
export function urlOf(
  operation: Pick<Operation, 'path'>,
  input: { params?: Record<string, unknown>; query?: Record<string, unknown> } = {},
): string {
  const entries = Object.entries(input.query ?? {}).filter(
    ([, value]) => value !== undefined && value !== '',
  );
  const query = new URLSearchParams(
    entries.map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();
  const path = pathOf(operation, input.params);
  return query ? `${path}?${query}` : path;
}

export const ZUpload = z.custom<Uint8Array | Blob>(
  (value) => value instanceof Uint8Array || (typeof Blob !== 'undefined' && value instanceof Blob),
  { error: 'Attach the file as a file, not as text.' },
);
