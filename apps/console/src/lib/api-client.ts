import type { ErrorEnvelope, FieldError } from '@radiant/contract';
import { i18n } from '@/config/i18n';
import { endSession, getAccessToken } from './session';

export type Envelope<T> = Omit<ErrorEnvelope, 'errors'> & { data: T };

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: FieldError[];

  constructor(status: number, body: Partial<ErrorEnvelope>) {
    super(body.description ?? i18n.t('error.status', { status }));
    this.name = 'ApiError';
    this.status = status;
    this.code = body.message ?? 'UNKNOWN_ERROR';
    this.errors = body.errors ?? [];
  }
}

type RequestOptions = { body?: unknown; anonymous?: boolean };
export type QueryParams = Record<string, string | number | undefined>;

/** The `Authorization` header of a signed-in request, or none. */
export const authHeaders = (anonymous = false): Record<string, string> => {
  const token = anonymous ? undefined : getAccessToken();
  return token ? { Authorization: token } : {};
};

/** A successful envelope, or an `ApiError`; an expired or revoked token also ends the session. */
export function settle<T>(status: number, body: unknown, anonymous = false): Envelope<T> {
  if (status >= 200 && status < 300) return body as Envelope<T>;
  // The route guard then sends the admin to the login.
  if (status === 401 && !anonymous) endSession();
  throw new ApiError(status, (body ?? {}) as Partial<ErrorEnvelope>);
}

/** A path with its query string; empty values are left out. */
export function withQuery(path: string, params: QueryParams = {}): string {
  const entries = Object.entries(params).filter(([, value]) => value !== undefined && value !== '');
  const query = new URLSearchParams(entries.map(([key, value]) => [key, String(value)])).toString();
  return query ? `${path}?${query}` : path;
}

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...authHeaders(options.anonymous) };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(path, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const body = await response.json().catch(() => ({}));
  return settle<T>(response.status, body, options.anonymous);
}

export const api = {
  get: <T>(path: string, params?: QueryParams) => request<T>('GET', withQuery(path, params)),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string) => request<T>('PUT', path),
  delete: <T>(path: string) => request<T>('DELETE', path),
};
