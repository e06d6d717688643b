import multipart from '@fastify/multipart';
import { type Operation, responsesOf, type SuccessEnvelope, ZIdempotencyHeaders } from '@radiant/contract';
import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  FastifySchemaCompiler,
} from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Output<O, K extends keyof Operation> = O extends { [P in K]: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;

/** A request as the operation's schemas have parsed it. */
type OperationRequest<O extends Operation> = Omit<FastifyRequest, 'params' | 'query' | 'body'> & {
  params: Output<O, 'params'>;
  query: Output<O, 'query'>;
  body: Output<O, 'body'>;
};

/** A JSON operation answers its envelope (or its fixed `answer`); one without either sends its own reply. */
type Answer<O extends Operation> = O extends { answer: z.ZodType }
  ? z.output<O['answer']>
  : O extends { data: z.ZodType }
    ? SuccessEnvelope<z.output<O['data']>>
    : FastifyReply;

type Handler<O extends Operation> = (request: OperationRequest<O>, reply: FastifyReply) => Promise<Answer<O>>;

/** A handler that reads its body itself: it gets the JSON as it came. */
type BodyReadingHandler<O extends Operation> = (
  request: Omit<OperationRequest<O>, 'body'> & { body: unknown },
  reply: FastifyReply,
) => Promise<Answer<O>>;

/** One handler per operation of the group: the compiler insists on each. */
export type Handlers<G extends Record<string, Operation>, ReadsBody extends keyof G = never> = {
  [K in keyof G]: K extends ReadsBody ? BodyReadingHandler<G[K]> : Handler<G[K]>;
};

/** Checks every part of a request by its schema but the body, which goes to the handler as it came. */
const bodyAsSent: FastifySchemaCompiler<unknown> = (route) =>
  route.httpPart === 'body'
    ? (data) => ({ value: data })
    : validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);

/**
 * The success answer of an operation that answers in another media type than JSON (an image, a CSV file,
 * server-sent events), for the OpenAPI document: Fastify sends such a body (text, bytes, a stream) as it is.
 */
function otherAnswerOf({ data, events, mediaType }: Operation) {
  if (events) mediaType = 'text/event-stream';
  if (data || !mediaType) return {};
  const description = events
    ? `Server-sent events (${Object.keys(events).join(', ')}), each with its data as JSON on one line`
    : `The answer as ${mediaType}`;
  const schema = mediaType.startsWith('text/') ? z.string() : z.string().meta({ format: 'binary' });
  return { 200: { description, content: { [mediaType]: { schema } } } };
}

const guardOf = (app: FastifyInstance, operation: Operation) =>
  ({
    public: undefined,
    account: app.authenticate,
    admin: app.requireAdmin,
    owner: app.requireOwner,
    device: app.authenticateDevice,
    broker: app.authenticateBroker,
  })[operation.access];

/**
 * The routes of a group of contract operations: method, path, schemas, OpenAPI entry and access check all
 * come from the contract; a module writes only the handlers.
 */
export function operationRoutes<G extends Record<string, Operation>, ReadsBody extends keyof G = never>(
  operations: G,
  handlers: (app: FastifyInstance) => Handlers<G, ReadsBody>,
  /**
   * Operations whose handler reads the body (a hot route with a faster check of its own): the route still
   * documents the body's schema, but does not apply it.
   */
  bodiesReadByHandler: readonly ReadsBody[] = [],
): FastifyPluginAsync {
  return async (app) => {
    const forms = Object.values(operations).flatMap((operation) => (operation.form ? [operation.form] : []));
    if (forms.length > 0) {
      await app.register(multipart, {
        attachFieldsToBody: 'keyValues',
        limits: {
          fileSize: Math.max(...forms.map((form) => form.maxFileBytes)),
          files: 1,
          fields: 10,
          fieldSize: 16 * 1024,
          parts: 12,
        },
      });
    }
    const implementations = handlers(app);
    for (const [name, operation] of Object.entries(operations)) {
      const handler = implementations[name] as (request: FastifyRequest, reply: FastifyReply) => unknown;
      app.route({
        method: operation.method,
        url: operation.path,
        onRequest: guardOf(app, operation),
        ...((bodiesReadByHandler as readonly string[]).includes(name) && { validatorCompiler: bodyAsSent }),
        ...(operation.maxBodyBytes && { bodyLimit: operation.maxBodyBytes }),
        ...(operation.idempotent && { config: { idempotent: true } }),
        schema: {
          operationId: operation.operationId,
          tags: [operation.tag],
          summary: operation.summary,
          // Only the parts it has: Fastify warns of a schema key left undefined.
          ...(operation.params && { params: operation.params }),
          ...(operation.query && { querystring: operation.query }),
          ...(operation.body && { body: operation.body }),
          ...(operation.idempotent && { headers: ZIdempotencyHeaders }),
          ...(operation.form && { consumes: ['multipart/form-data'] }),
          response: { ...otherAnswerOf(operation), ...responsesOf(operation) },
        },
        handler,
      });
    }
  };
}
