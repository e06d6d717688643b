import type { ErrorEnvelope, Language } from '@radiant/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseAppError } from '../db/database-error.ts';
import { AppError, invalidRequest, type RequestPart } from '../errors.ts';
import { t } from '../messages/index.ts';
import { type FinishedIssue, issueText } from '../messages/issues.ts';
import { languageOf } from '../messages/language.ts';

const parts: Record<string, RequestPart> = { body: 'body', querystring: 'query', params: 'path' };

function validationError(error: FastifyError): AppError {
  const errors = (error.validation ?? []).map((issue) => ({
    path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
    message: issueText({
      ...issue.params,
      code: issue.keyword,
      message: issue.message ?? '',
    } as FinishedIssue),
  }));
  return invalidRequest(parts[error.validationContext ?? 'body'] ?? 'request', errors);
}

/** Maps Fastify's own errors (body parsing, limits) to the envelope's codes and sentences. */
function frameworkError(error: FastifyError, request: FastifyRequest): AppError | undefined {
  switch (error.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', t('fileTooLarge'));
    case 'FST_FILES_LIMIT':
      return new AppError('VALIDATION_ERROR', t('oneFile'));
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new AppError('PAYLOAD_TOO_LARGE', t('tooManyFields'));
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError('UNSUPPORTED_MEDIA_TYPE', t('unsupportedMediaType'));
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('VALIDATION_ERROR', t('emptyJson'));
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new AppError('VALIDATION_ERROR', t('invalidJson'));
  }
  if (error instanceof SyntaxError && error.statusCode === 400) {
    return new AppError('VALIDATION_ERROR', t('invalidJson'));
  }
  if (error.statusCode === 413) return new AppError('PAYLOAD_TOO_LARGE', t('payloadTooLarge'));
  if (error.statusCode === 429) return new AppError('TOO_MANY_REQUESTS', t('tooManyRequests'));
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError('VALIDATION_ERROR', t('notUnderstood'));
  }
  // The multipart parser throws plain errors (no boundary, a part cut short) without a status.
  if (!error.statusCode && request.isMultipart?.())
    return new AppError('VALIDATION_ERROR', t('malformedForm'));
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
      const language = languageOf(request);
      return reply
        .code(500)
        .header('content-language', language)
        .send({
          code: 500,
          message: 'INTERNAL_ERROR',
          description: t('internalError')(language),
        });
    }
    return sendError(reply, known);
  });
});

/** Sends an error as the envelope, in the request's language. */
export function sendError(reply: FastifyReply, error: AppError) {
  const language = languageOf(reply.request);
  if (error.extra.retryAfterSeconds) reply.header('retry-after', String(error.extra.retryAfterSeconds));
  return reply.code(error.status).header('content-language', language).send(errorEnvelopeOf(error, language));
}

export const errorEnvelopeOf = (error: AppError, language: Language = 'en'): ErrorEnvelope => ({
  code: error.status,
  message: error.code,
  description: error.text(language),
  ...(error.extra.errors
    ? { errors: error.extra.errors.map(({ path, message }) => ({ path, message: message(language) })) }
    : {}),
});
