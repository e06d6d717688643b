import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** OpenAPI 3.1 generated from the contract's schemas, and an interactive reference at /docs. */
export const docsPlugin = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Radiant API',
        version: '1.0.0',
        description:
          'The API behind the Radiant administration console. Every answer is the envelope ' +
          '{ code, message, description, data }. Send the access token as the Authorization header, bare or as Bearer.',
      },
      components: {
        securitySchemes: { accessToken: { type: 'apiKey', in: 'header', name: 'Authorization' } },
      },
      security: [{ accessToken: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    // Swagger UI's own policy, made as strict as the console's: never framed, never upgraded to https.
    transformStaticCSP: (header) =>
      header
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
        .replace(' upgrade-insecure-requests;', ''),
  });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});
