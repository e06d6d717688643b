import fp from 'fastify-plugin';
import helmet from 'helmet';

export const isApiPath = (url: string) => /^\/(v\d+|healthz|openapi\.json)(\/|\?|$)/.test(url);

/**
 * Security headers on every answer; API answers are never cached. Helmet's middleware is built once here:
 * @fastify/helmet rebuilt it, CSP parsing included, on every request.
 */
export const securityPlugin = fp(async (app) => {
  const secureHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes its CSS variables into <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => secureHeaders(request.raw, reply.raw, () => done()));
  app.addHook('onSend', async (request, reply) => {
    if (isApiPath(request.url) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });
});
