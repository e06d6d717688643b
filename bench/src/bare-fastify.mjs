// The baseline: a bare Fastify route with no database, no auth and no plugins.
import Fastify from 'fastify';

const app = Fastify();
app.get('/healthz', async () => ({ ok: true }));
app.get('/hello', async () => ({ code: 200, message: 'HELLO', description: 'Hello.', data: {} }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
