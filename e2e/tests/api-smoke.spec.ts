import { expect, test } from '@playwright/test';
import { authOperations } from '@radiant/contract';
import { ADMIN } from '../support/accounts.ts';
import { callOperation } from '../support/api.ts';

test('the server answers the console at / and the API beside it', async ({ request }) => {
  const page = await request.get('/');
  expect(page.headers()['content-type']).toContain('text/html');
  const login = await callOperation(request, authOperations.login, { body: ADMIN });
  expect(login.status()).toBe(200);
  expect((await login.json()).data.user.level).toBe(1001);
});

test('console routes get the page; a missing script or file gets a 404, never the page', async ({
  request,
}) => {
  for (const route of ['/subscriptions', '/residential-users_details?id=4', '/no-such-screen']) {
    const page = await request.get(route);
    expect(page.status()).toBe(200);
    expect(page.headers()['content-type']).toContain('text/html');
  }
  for (const file of ['/assets/index-00000000.js', '/favicon-missing.png']) {
    const missing = await request.get(file);
    expect(missing.status()).toBe(404);
    expect(missing.headers()['content-type']).toContain('application/json');
  }
});
