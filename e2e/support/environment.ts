// Where the end-to-end suite runs the real server: its own database on the test PostgreSQL server. The port and
// the database name can be changed so that two checkouts on one machine can run their suites at the same time.
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const port = Number(process.env.E2E_PORT ?? 8181);
const database = process.env.E2E_DATABASE ?? 'radiant_e2e';

if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  throw new Error(`E2E_PORT must be a port number, not "${process.env.E2E_PORT}"`);
}
// The name goes into DROP/CREATE DATABASE unquoted.
if (!/^[a-z_][a-z0-9_]*$/.test(database)) {
  throw new Error(`E2E_DATABASE must be a plain lower-case identifier, not "${database}"`);
}

const databaseUrl = new URL(serverUrl);
databaseUrl.pathname = `/${database}`;

export const E2E = {
  port,
  baseUrl: `http://127.0.0.1:${port}`,
  serverUrl,
  database,
  databaseUrl: databaseUrl.href,
  admin: { email: 'admin@radiant.test', password: 'e2e-admin-password' },
};
