import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { t } from '../messages/index.ts';
import { errorEnvelopeOf, sendError } from '../plugins/error-handler.ts';

/** The longest path parameter the router takes; no id, status or name of the API comes near it. */
export const MAX_PARAM_LENGTH = 100;

/**
 * Fastify's answers to a request it cannot route (a malformed percent-encoding, a path parameter too long),
 * as the envelope every other answer is.
 */
export function routingErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  switch (error.code) {
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return sendError(reply, new AppError('URI_TOO_LONG', t('paramTooLong', { max: MAX_PARAM_LENGTH })));
    case 'FST_ERR_BAD_URL':
      return sendError(reply, new AppError('VALIDATION_ERROR', t('badPercentEncoding')));
    default:
      return sendError(reply, new AppError('VALIDATION_ERROR', t('notUnderstood')));
  }
}

/**
 * An error Node's HTTP parser meets before Fastify sees a request: headers too large, a malformed request. Its
 * headers are not read, so the answer is in English.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const known =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? new AppError('HEADERS_TOO_LARGE', t('headersTooLarge'))
      : new AppError('VALIDATION_ERROR', t('notUnderstood'));
  if (socket.writable) {
    const body = JSON.stringify(errorEnvelopeOf(known));
    socket.write(
      `HTTP/1.1 ${known.status} ${STATUS_CODES[known.status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
