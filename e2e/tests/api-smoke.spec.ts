import { expect, test } from '@playwright/test';
import { authOperations, LEVEL } from '@radiant/contract';
import { ADMIN } from '../support/accounts.ts';
import { callOperation } from '../support/api.ts';

test('the server answers the console at / and the API beside it', async ({ request }) => {
  const page = await request.get('/');
  expect(page.headers()['content-type']).toContain('text/html');
  const login = await callOperation(request, authOperations.login, { body: ADMIN });
  expect(login.status()).toBe(200);
  expect((await login.json()).data.user.level).toBe(LEVEL.OWNER);
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

test('the console is sent compressed the way the browser accepts, and whole to one that accepts none', async ({
  request,
}) => {
  // The page itself is some 600 bytes, under the 1 KB past which the build writes compressed copies.
  const page = await request.get('/', { headers: { 'accept-encoding': 'br' } });
  const script = (await page.text()).match(/src="(\/assets\/index-[^"]+\.js)"/)?.[1] ?? '';
  expect(script).not.toBe('');
  const sizes: Record<string, number> = {};
  for (const encoding of ['br', 'gzip', 'identity']) {
    const response = await request.get(script, { headers: { 'accept-encoding': encoding } });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
    expect(response.headers().vary).toContain('accept-encoding');
    sizes[encoding] = Number(response.headers()['content-length']);
  }
  expect(sizes.br).toBeLessThan(sizes.gzip ?? 0);
  expect(sizes.gzip).toBeLessThan((sizes.identity ?? 0) / 2);
});
