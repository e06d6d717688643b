import { z } from 'zod';

/** Every answer of the API, success or error, starts with these three fields. */
const envelopeHead = {
  code: z.number().int().meta({ description: 'The HTTP status, repeated.' }),
  message: z.string().meta({ description: 'A machine-readable code such as LOGIN_SUCCESS.' }),
  description: z.string().meta({ description: 'A sentence for a person; the console shows it in toasts.' }),
};

export const envelope = <T extends z.ZodType>(data: T) => z.object({ ...envelopeHead, data });

export const ZFieldError = z.object({ path: z.string(), message: z.string() });

export const ZErrorEnvelope = z
  .object({ ...envelopeHead, errors: z.array(ZFieldError).optional() })
  .meta({ id: 'Error' });

export type ErrorEnvelope = z.infer<typeof ZErrorEnvelope>;
export type FieldError = z.infer<typeof ZFieldError>;

export const ZEmptyData = z.object({});

/** Machine codes of the errors the API answers; each has one HTTP status. */
export const errorCodes = {
  VALIDATION_ERROR: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  /** Owners require a second factor, and this admin has yet to set one up (in Settings). */
  MFA_SETUP_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** The record changed since the copy the edit was made from; reload it and edit again. */
  STALE_VERSION: 409,
  /** A link that worked once (an invitation) has been used or has expired. */
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** An `Idempotency-Key` used before, for another request. */
  IDEMPOTENCY_KEY_REUSED: 422,
  TOO_MANY_REQUESTS: 429,
  HEADERS_TOO_LARGE: 431,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorCodes;
