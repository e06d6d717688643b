import { expect, test } from '@playwright/test';
import { ADMIN } from '../support/accounts.ts';

test('the server answers the console at / and the API beside it', async ({ request }) => {
  const page = await request.get('/');
  expect(page.headers()['content-type']).toContain('text/html');
  const login = await request.post('/v1/auth/login', { data: ADMIN });
  expect(login.status()).toBe(200);
  expect((await login.json()).data.user.level).toBe(1001);
});
