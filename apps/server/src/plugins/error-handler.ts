import type { ErrorEnvelope, FieldError } from '@radiant/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseAppError } from '../db/database-error.ts';
import { AppError, invalidRequest } from '../errors.ts';

const whereLabels: Record<string, string> = { body: 'request body', querystring: 'query', params: 'path' };

function validationError(error: FastifyError): AppError {
  const errors: FieldError[] = (error.validation ?? []).map((issue) => ({
    path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
    message: issue.message ?? 'is invalid',
  }));
  return invalidRequest(whereLabels[error.validationContext ?? 'body'] ?? 'request', errors);
}

/** Maps Fastify's own errors (body parsing, limits) to the envelope's codes and sentences. */
function frameworkError(error: FastifyError, request: FastifyRequest): AppError | undefined {
  switch (error.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(
        'PAYLOAD_TOO_LARGE',
        'The file is larger than this endpoint accepts (at most 2 MB).',
      );
    case 'FST_FILES_LIMIT':
      return new AppError('VALIDATION_ERROR', 'Send at most one file.');
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new AppError('PAYLOAD_TOO_LARGE', 'The form has more fields than this endpoint takes.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        'Send the request body as application/json or multipart/form-data.',
      );
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('VALIDATION_ERROR', 'The request body is empty; send a JSON object.');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new AppError('VALIDATION_ERROR', 'The request body is not valid JSON.');
  }
  if (error instanceof SyntaxError && error.statusCode === 400) {
    return new AppError('VALIDATION_ERROR', 'The request body is not valid JSON.');
  }
  if (error.statusCode === 413) {
    return new AppError('PAYLOAD_TOO_LARGE', 'The request is larger than this endpoint accepts.');
  }
  if (error.statusCode === 429) {
    return new AppError('TOO_MANY_REQUESTS', 'Too many requests. Please slow down and try again shortly.');
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError('VALIDATION_ERROR', 'The request could not be understood.');
  }
  // The multipart parser throws plain errors (no boundary, a part cut short) without a status.
  if (!error.statusCode && request.isMultipart?.()) {
    return new AppError('VALIDATION_ERROR', 'The form data is malformed or incomplete; send it again.');
  }
  return undefined;
}

/** One handler turns every error into the envelope; 5xx details go to the log only, with the request id. */
export const errorHandlerPlugin = fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const known =
      error instanceof AppError
        ? error
        : hasZodFastifySchemaValidationErrors(error)
          ? validationError(error)
          : (frameworkError(error, request) ?? databaseAppError(error));
    if (!known) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({
        code: 500,
        message: 'INTERNAL_ERROR',
        description: 'Something went wrong on our side. Please try again in a moment.',
      });
    }
    return sendError(reply, known);
  });
});

/** Sends an error as the envelope. */
export function sendError(reply: FastifyReply, error: AppError) {
  if (error.extra.retryAfterSeconds) reply.header('retry-after', String(error.extra.retryAfterSeconds));
  return reply.code(error.status).send(errorEnvelopeOf(error));
}

export const errorEnvelopeOf = (error: AppError): ErrorEnvelope => ({
  code: error.status,
  message: error.code,
  description: error.description,
  ...(error.extra.errors ? { errors: error.extra.errors } : {}),
});
