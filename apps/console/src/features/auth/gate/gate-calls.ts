import type { ErrorEnvelope, FieldError } from '@radiant/contract';

/** A refused call: its status and the server's words (in the language asked for), with any field's own. */
export class GateCallError extends Error {
  constructor(
    readonly status: number,
    body: Partial<ErrorEnvelope>,
    fallback: string,
  ) {
    super(body.description ?? fallback);
    this.errors = body.errors ?? [];
  }
  readonly errors: FieldError[];
}

/**
 * Posts `body` as JSON to a public call and answers its `data`; a refusal throws a `GateCallError`, no answer
 * at all a `TypeError` (as `fetch` does). Only the two sign-in calls use it, without the console's client.
 */
export async function postPublic<T>(
  path: string,
  body: object,
  { language, statusText }: { language: string; statusText: (status: number) => string },
): Promise<T> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Accept-Language': language, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) throw new GateCallError(response.status, answer, statusText(response.status));
  return (answer as { data: T }).data;
}
