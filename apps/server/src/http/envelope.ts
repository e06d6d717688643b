import type { ErrorCode } from '@radiant/contract';
import { ZErrorEnvelope } from '@radiant/contract';

/** The success envelope; `message` is the machine code, `description` the sentence a person reads. */
export const success = <T>(message: string, description: string, data: T, code = 200) => ({
  code,
  message,
  description,
  data,
});

/** "1 plan", "3 plans": a count with its noun, for descriptions. */
export const countOf = (count: number, singular: string, plural = `${singular}s`) =>
  `${count} ${count === 1 ? singular : plural}`;

export const failure = (code: number, message: ErrorCode, description: string) => ({
  code,
  message,
  description,
});

/** The error answers a route may give, for its response schema (and so for the OpenAPI document). */
export const errorResponses = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, ZErrorEnvelope]));

/** What every admin endpoint may answer besides its own errors: bad input, no session, wrong level. */
export const adminErrors = (...more: number[]) => errorResponses(400, 401, 403, ...more);
