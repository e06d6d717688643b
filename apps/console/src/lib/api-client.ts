import type { ErrorEnvelope, FieldError } from '@radiant/contract';
import { endSession, getAccessToken } from './session';

export type Envelope<T> = Omit<ErrorEnvelope, 'errors'> & { data: T };

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: FieldError[];

  constructor(status: number, body: Partial<ErrorEnvelope>) {
    super(body.description ?? `The server answered with status ${status}.`);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.message ?? 'UNKNOWN_ERROR';
    this.errors = body.errors ?? [];
  }
}

type RequestOptions = { body?: unknown; anonymous?: boolean };

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = options.anonymous ? undefined : getAccessToken();
  if (token) headers.Authorization = token;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(path, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const body = await response.json().catch(() => ({}));
  if (response.ok) return body as Envelope<T>;
  // An expired or revoked token ends the session; the route guard then sends the admin to the login.
  if (response.status === 401 && !options.anonymous) endSession();
  throw new ApiError(response.status, body);
}

export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('POST', path, { ...options, body }),
};
