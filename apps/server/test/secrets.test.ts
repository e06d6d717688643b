import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { authOperations, LEVEL, mfaOperations, TOTP, webhookOperations } from '@radiant/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { codeAt } from '../src/modules/mfa/totp.ts';
import { verifySignature } from '../src/modules/webhooks/signature.ts';
import { keyIdOf } from '../src/secrets/secret-box.ts';
import { createAccount } from './support/accounts.ts';
import { callerAs, callOperation, logInAs, startApp, type TestApp } from './support/test-app.ts';
import { createTestDatabase } from './support/test-database.ts';

// One database that apps with different keys start on in turn, as a server restarted with a new key.
const { database, drop } = await createTestDatabase();
afterAll(drop);

const [A, B, C] = [randomBytes(32), randomBytes(32), randomBytes(32)];
const PERIOD_MS = TOTP.periodSeconds * 1000;
let now = Date.UTC(2026, 10, 26, 9, 0, 0);

/** An app on the shared database with these keys (base64), closed when the file ends. */
async function startWithKeys(current: Buffer, ...previous: Buffer[]) {
  const app = await startApp(
    database,
    {
      WEBHOOK_ALLOW_PRIVATE: '1',
      SECRETS_KEY: current.toString('base64'),
      ...(previous.length > 0 && {
        SECRETS_KEY_PREVIOUS: previous.map((key) => key.toString('hex')).join(','),
      }),
    },
    { clock: () => now },
  );
  afterAll(() => app.close());
  return app;
}

const raw = <Row>(statement: string, params: unknown[] = []) =>
  database.rawTransaction((sql) => sql.query<Row>(statement, params));

/** Every row of the two tables that hold secrets, as a dump would have them. */
const dump = async () =>
  JSON.stringify([await raw('SELECT * FROM admin_mfa'), await raw('SELECT * FROM webhooks')]);

const storedSecrets = async () => [
  ...(await raw<{ secret: string }>('SELECT secret FROM admin_mfa')),
  ...(await raw<{ secret: string }>('SELECT secret FROM webhooks')),
];

/** A receiver on 127.0.0.1 that keeps each delivery's signature and body. */
const received: { signature: string; body: string }[] = [];
const receiver = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => {
    body += chunk;
  });
  request.on('end', () => {
    received.push({ signature: String(request.headers['radiant-signature']), body });
    response.writeHead(204).end();
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise((resolve) => receiver.close(resolve)));
const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/radiant`;

const owner = await createAccount(database, { level: LEVEL.OWNER });
const admin = { account: await createAccount(database, { level: LEVEL.ADMIN }), secret: '' };
const webhook = { id: 0, secret: '' };

/** Signs the admin in with a code of its app, a new one each time (the clock moves two steps on). */
async function signInWithCode(app: TestApp) {
  now += 2 * PERIOD_MS;
  const { email, password } = admin.account;
  const login = await callOperation(app, authOperations.login, { body: { email, password } });
  const challenge = login.json().data.challenge;
  expect(challenge, login.body).toEqual(expect.any(String));
  const code = codeAt(admin.secret, now);
  return callOperation(app, mfaOperations.verify, { body: { challenge, code } });
}

/** Sends a webhook a test event: whether the receiver can verify it with `secret`. */
async function signedWith(app: TestApp, id: number, secret: string) {
  const asOwner = callerAs(app, await logInAs(app, owner));
  const sent = await asOwner(webhookOperations.test, { params: { id } });
  expect(sent.json().data.delivery.status, sent.body).toBe('delivered');
  const last = received.at(-1);
  return verifySignature(secret, last?.signature, last?.body ?? '');
}

describe('secrets stored sealed', () => {
  it('keeps the authenticator and webhook secrets out of a dump, while codes and signatures still work', async () => {
    const app = await startWithKeys(A);
    const asAdmin = callerAs(app, await logInAs(app, admin.account));
    admin.secret = (await asAdmin(mfaOperations.setup)).json().data.secret;
    const enabled = await asAdmin(mfaOperations.enable, { body: { code: codeAt(admin.secret, now) } });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const asOwner = callerAs(app, await logInAs(app, owner));
    const created = await asOwner(webhookOperations.create, {
      body: { url: receiverUrl, events: ['raised'] },
    });
    Object.assign(webhook, { id: created.json().data.webhook.id, secret: created.json().data.secret });

    const dumped = await dump();
    expect(dumped).not.toContain(admin.secret);
    expect(dumped).not.toContain(webhook.secret);
    for (const { secret } of await storedSecrets()) expect(secret).toMatch(`enc:v1:${keyIdOf(A)}:`);

    expect((await signInWithCode(app)).json().data.user.access_token).toEqual(expect.any(String));
    expect(await signedWith(app, webhook.id, webhook.secret)).toBe(true);
  });

  it('seals plain rows from before, and everything under a new key once it starts with the old as previous', async () => {
    const [legacy] = await raw<{ id: number }>(
      `INSERT INTO webhooks (url, events, min_severity, secret)
         VALUES ($1, '{raised}', 'warning', 'whsec_from_before') RETURNING id`,
      [receiverUrl],
    );
    const rotated = await startWithKeys(B, A);
    const stored = await storedSecrets();
    expect(stored).toHaveLength(3);
    for (const { secret } of stored) expect(secret).toMatch(`enc:v1:${keyIdOf(B)}:`);
    expect(await dump()).not.toContain('whsec_from_before');
    expect((await signInWithCode(rotated)).statusCode).toBe(200);
    expect(await signedWith(rotated, webhook.id, webhook.secret)).toBe(true);
    expect(await signedWith(rotated, legacy?.id ?? 0, 'whsec_from_before')).toBe(true);

    // The previous key can go now: nothing is sealed under it any more, and a start changes nothing.
    const alone = await startWithKeys(B);
    expect(await storedSecrets()).toEqual(stored);
    expect((await signInWithCode(alone)).statusCode).toBe(200);
    expect(await signedWith(alone, webhook.id, webhook.secret)).toBe(true);
  });

  it('does not start with a key that opens none of the stored secrets, naming the key they need', async () => {
    await expect(startWithKeys(C)).rejects.toThrow(`sealed under key ${keyIdOf(B)}, which is neither`);
  });
});
