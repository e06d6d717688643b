import type { APIRequestContext } from '@playwright/test';
import { type Operation, urlOf } from '@radiant/contract';

type ApiInput = {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  /** JSON, or the text fields of a multipart form. */
  body?: Record<string, unknown>;
};

/** Calls a contract operation through Playwright's request context, as `token` when given. */
export const callOperation = (
  request: APIRequestContext,
  operation: Operation,
  input: ApiInput = {},
  token?: string,
) =>
  request.fetch(urlOf(operation, input), {
    method: operation.method,
    headers: token ? { Authorization: token } : {},
    ...(input.body &&
      (operation.form ? { multipart: input.body as Record<string, string> } : { data: input.body })),
  });
