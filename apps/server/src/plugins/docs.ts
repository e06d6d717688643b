import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

const SCHEMA_REF = '#/components/schemas/';

/** Adds to `names` the component schemas that `value` refers to directly. */
function addSchemaRefs(value: unknown, names: Set<string>) {
  if (typeof value !== 'object' || value === null) return;
  for (const [key, item] of Object.entries(value)) {
    if (key === '$ref' && typeof item === 'string' && item.startsWith(SCHEMA_REF)) {
      names.add(item.slice(SCHEMA_REF.length));
    } else {
      addSchemaRefs(item, names);
    }
  }
}

type Document = ReturnType<typeof jsonSchemaTransformObject>;

/**
 * Drops the component schemas that nothing in the document uses: the zod registry gives every named schema an
 * input and an output form, and most are only ever sent or only ever answered.
 */
function dropUnusedSchemas(document: Document): Document {
  if (!('components' in document) || !document.components?.schemas) return document;
  const { schemas, ...components } = document.components;
  const used = new Set<string>();
  addSchemaRefs({ ...document, components }, used);
  // A Set's iteration visits what is added during it: the schemas that used ones refer to, and so on.
  for (const name of used) addSchemaRefs(schemas[name], used);
  // `schemas` is built afresh for each document, so this changes nothing that anyone else holds.
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
  return document;
}

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
      // Relative: the API is wherever this document was read from (a deployment, a local server).
      servers: [{ url: '/', description: 'The server that serves this document' }],
    },
    transform: jsonSchemaTransform,
    transformObject: (document) => dropUnusedSchemas(jsonSchemaTransformObject(document)),
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
