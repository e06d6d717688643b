import {
  type ErrorEnvelope,
  type Operation,
  type OperationData,
  type OperationInput,
  type SuccessEnvelope,
  urlOf,
} from '@radiant/contract';
import { acceptLanguage } from './accept-language';
import { ApiError } from './api-error';
import { endSession, getAccessToken, setMfaSetupRequired } from './session';

/** Upload progress from 0 to 100. */
export type OnProgress = (percent: number) => void;
type CallOptions = { onProgress?: OnProgress };
type Answer<O extends Operation> = SuccessEnvelope<OperationData<O>>;
type Arguments<O extends Operation> =
  Partial<OperationInput<O>> extends OperationInput<O>
    ? [input?: OperationInput<O>, options?: CallOptions]
    : [input: OperationInput<O>, options?: CallOptions];

/**
 * A successful envelope, or an `ApiError`; an expired or revoked token on a signed-in call ends the session,
 * and a second factor an owner requires marks it.
 */
function settle<T>(status: number, body: unknown, signedIn: boolean): T {
  if (status >= 200 && status < 300) return body as T;
  // The route guard then sends the admin to the login.
  if (status === 401 && signedIn) endSession();
  const error = new ApiError(status, (body ?? {}) as Partial<ErrorEnvelope>);
  // An owner requires a second factor this admin has not set up: the route guard sends them to Settings.
  if (error.code === 'MFA_SETUP_REQUIRED' && signedIn) void setMfaSetupRequired(true);
  throw error;
}

/** A multipart body: text fields as strings, files as they are; absent fields are left out. */
function formOf(body: object): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value instanceof Blob) form.set(name, value);
    else if (value !== undefined && value !== null) form.set(name, String(value));
  }
  return form;
}

/** Sends a form with XMLHttpRequest, because `fetch` reports no upload progress. */
function sendForm(
  method: string,
  url: string,
  headers: Record<string, string>,
  form: FormData,
  options: CallOptions,
) {
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    request.responseType = 'json';
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener('load', () => resolve({ status: request.status, body: request.response }));
    // Like a failed fetch: no answer at all, which the toast words as an unreachable server.
    request.addEventListener('error', () => reject(new TypeError('The upload did not reach the server.')));
    request.send(form);
  });
}

/**
 * Calls a contract operation: its path, query and body are built from the definition, and the answer's type
 * is the one the contract gives (the server checks every answer against it before sending).
 */
export async function callApi<O extends Operation>(operation: O, ...[input, options = {}]: Arguments<O>) {
  const { params, query, body } = (input ?? {}) as { params?: object; query?: object; body?: object };
  const url = urlOf(operation, { params: { ...params }, query: { ...query } });
  const token = operation.access === 'public' ? undefined : getAccessToken();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...acceptLanguage(),
    ...(token && { Authorization: token }),
  };
  let answer: { status: number; body: unknown };
  if (operation.form) {
    answer = await sendForm(operation.method, url, headers, formOf(body ?? {}), options);
  } else {
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(url, {
      method: operation.method,
      headers,
      body: body && JSON.stringify(body),
    });
    answer = { status: response.status, body: await response.json().catch(() => ({})) };
  }
  return settle<Answer<O>>(answer.status, answer.body, token !== undefined);
}
