// Where the end-to-end suite runs the real server: its own database on the test PostgreSQL server.
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const databaseUrl = new URL(serverUrl);
databaseUrl.pathname = '/radiant_e2e';

export const E2E = {
  port: 8181,
  baseUrl: 'http://127.0.0.1:8181',
  serverUrl,
  databaseUrl: databaseUrl.href,
  admin: { email: 'admin@radiant.test', password: 'e2e-admin-password' },
};
