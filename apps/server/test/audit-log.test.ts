import { randomBytes } from 'node:crypto';
import {
  AUDIT_EXPORT_COLUMNS,
  type AuditLogEntry,
  auditLogOperations,
  authOperations,
  commandOperations,
  commercialClientOperations,
  deviceKeyOperations,
  featureOperations,
  LEVEL,
  type OperationInput,
  planOperations,
  webhookOperations,
} from '@radiant/contract';
import { describe, expect, it } from 'vitest';
import { createAccount, createCommercialClient } from './support/accounts.ts';
import { createFurnishedHome } from './support/homes.ts';
import { callerAs, callOperation, createLoggedInAccount, createTestApp } from './support/test-app.ts';
import { unique } from './support/unique.ts';

// Webhooks to 127.0.0.1 are allowed here: none is ever delivered in these tests.
const { app, database } = await createTestApp({ WEBHOOK_ALLOW_PRIVATE: '1' });
const { account: owner, token } = await createLoggedInAccount(app, database, { level: LEVEL.OWNER });
const send = callerAs(app, token);

type Query = NonNullable<OperationInput<typeof auditLogOperations.list>['query']>;

const secretWord = () => `Secret-${randomBytes(12).toString('base64url')}-passphrase`;

async function pageOf(query: Query = {}) {
  const response = await send(auditLogOperations.list, { query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { entries: AuditLogEntry[]; pagination: { next: string | null } };
}

/** Every entry that matches, page after page, and the raw answers they came in. */
async function everyEntry(query: Query = {}) {
  const entries: AuditLogEntry[] = [];
  const bodies: string[] = [];
  let after: string | undefined;
  do {
    const response = await send(auditLogOperations.list, { query: { ...query, limit: 100, after } });
    expect(response.statusCode, response.body).toBe(200);
    bodies.push(response.body);
    const { data } = response.json();
    entries.push(...data.entries);
    after = data.pagination.next ?? undefined;
  } while (after);
  return { entries, bodies };
}

async function csvOf(query: Omit<Query, 'limit' | 'after'> = {}) {
  const response = await send(auditLogOperations.export, { query });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/csv/);
  expect(response.headers['content-disposition']).toMatch(/^attachment; filename="audit-log-/);
  const [header, ...rows] = response.body.split('\r\n').filter(Boolean);
  return { body: response.body, header, ids: rows.map((row) => Number(row.split(',')[0])) };
}

const idsOf = (entries: AuditLogEntry[]) => entries.map((entry) => entry.id);

/** An owner other than the one reading the log, who makes a few changes of their own. */
async function busyOwner() {
  const { account, token: itsToken } = await createLoggedInAccount(app, database, { level: LEVEL.OWNER });
  const call = callerAs(app, itsToken);
  const create = async (title: string) =>
    (await call(featureOperations.create, { body: { title, description: 'Stops heating.' } })).json().data
      .feature as { id: number; title: string };
  const kept = await create(unique('Open-window detection'));
  const renamed = unique('Window detection');
  await call(featureOperations.update, {
    params: { id: kept.id },
    body: { title: renamed, description: 'Stops heating.' },
  });
  const dropped = await create(unique('Boost'));
  expect((await call(featureOperations.remove, { params: { id: dropped.id } })).statusCode).toBe(200);
  return { account, kept, renamed, dropped };
}

describe('GET /v1/audit-log', () => {
  it('filters by actor, action, entity and id; each entry names its actor', async () => {
    const { account, kept, renamed, dropped } = await busyOwner();

    const mine = await pageOf({ actor_id: account.id });
    expect(mine.entries.map(({ action, entity }) => `${action} ${entity}`)).toEqual([
      'delete plan_feature',
      'create plan_feature',
      'update plan_feature',
      'create plan_feature',
      'sign_in user',
    ]);
    const name = `${account.firstName} ${account.lastName}`;
    for (const entry of mine.entries) {
      expect(entry.actor).toEqual({ id: account.id, name, email: account.email });
    }

    const created = await pageOf({ actor_id: account.id, action: 'create' });
    expect(created.entries.map((entry) => entry.entity_id)).toEqual([String(dropped.id), String(kept.id)]);

    const ofOne = await pageOf({ entity: 'plan_feature', entity_id: String(kept.id) });
    expect(ofOne.entries).toMatchObject([
      { action: 'update', before: { title: kept.title }, after: { title: renamed } },
      { action: 'create', before: null, after: { title: kept.title, description: 'Stops heating.' } },
    ]);
    const [deleted] = (
      await pageOf({ entity: 'plan_feature', entity_id: String(dropped.id), action: 'delete' })
    ).entries;
    expect(deleted?.before).toMatchObject({ id: dropped.id, title: dropped.title });
  });

  it('filters by time: from included, to not', async () => {
    const { account } = await busyOwner();
    const { entries } = await pageOf({ actor_id: account.id });
    const oldest = entries.at(-1);
    const [newest] = entries;
    if (!oldest || !newest) throw new Error('No entries.');
    const from = entries[3]?.at ?? oldest.at;
    const to = entries[1]?.at ?? newest.at;
    // Instants come to the millisecond; the database holds microseconds, which compare the same way with them.
    const expected = entries.filter(
      (entry) => Date.parse(entry.at) >= Date.parse(from) && Date.parse(entry.at) < Date.parse(to),
    );
    const inRange = await pageOf({ actor_id: account.id, from, to });
    expect(idsOf(inRange.entries)).toEqual(idsOf(expected));
    expect(idsOf(inRange.entries)).toContain(entries[3]?.id);
    expect(idsOf(inRange.entries)).not.toContain(entries[1]?.id);
    expect(idsOf((await pageOf({ actor_id: account.id, from: newest.at })).entries)).toContain(newest.id);
    expect(idsOf((await pageOf({ actor_id: account.id, to: oldest.at })).entries)).toEqual([]);

    const backwards = await send(auditLogOperations.list, { query: { from: to, to: from } });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors[0].path).toBe('to');
  });

  it('pages newest first by keyset, never showing an entry twice', async () => {
    const { account } = await busyOwner();
    const whole = await pageOf({ actor_id: account.id });
    const paged: AuditLogEntry[] = [];
    let after: string | undefined;
    let pages = 0;
    do {
      const page = await pageOf({ actor_id: account.id, limit: 2, after });
      expect(page.entries.length).toBeLessThanOrEqual(2);
      paged.push(...page.entries);
      after = page.pagination.next ?? undefined;
      pages += 1;
    } while (after);
    expect(pages).toBe(3);
    expect(idsOf(paged)).toEqual(idsOf(whole.entries));
    expect(new Set(idsOf(paged)).size).toBe(paged.length);
    expect(idsOf(paged)).toEqual([...idsOf(paged)].sort((a, b) => b - a));

    const everything = await pageOf({ limit: 3 });
    const next = await pageOf({ limit: 3, after: everything.pagination.next ?? '' });
    expect(Math.min(...idsOf(everything.entries))).toBeGreaterThan(Math.max(...idsOf(next.entries)));
  });

  it('refuses unknown actions and entity types, and an id without its type', async () => {
    for (const [query, path] of [
      [{ action: 'hack' }, 'action'],
      [{ entity: 'table' }, 'entity'],
      [{ entity_id: '7' }, 'entity_id'],
      [{ actor_id: '0x1' }, 'actor_id'],
      [{ from: 'yesterday' }, 'from'],
      [{ after: 'abc' }, 'after'],
    ] as const) {
      const response = await send(auditLogOperations.list, { query });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().errors[0].path).toBe(path);
    }
  });

  it('is for owners alone: an admin gets a 403 from the list and the export', async () => {
    const { token: adminToken } = await createLoggedInAccount(app, database, { level: LEVEL.ADMIN });
    for (const operation of [auditLogOperations.list, auditLogOperations.export]) {
      const response = await callOperation(app, operation, {}, adminToken);
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('GET /v1/audit-log/export', () => {
  it('streams the entries the same filters select, newest first, as CSV', async () => {
    const { account } = await busyOwner();
    const listed = await pageOf({ actor_id: account.id });
    const csv = await csvOf({ actor_id: account.id });
    expect(csv.header).toBe(AUDIT_EXPORT_COLUMNS.join(','));
    expect(csv.ids).toEqual(idsOf(listed.entries));
    expect(csv.body).toContain(account.email);

    const creations = await csvOf({ actor_id: account.id, action: 'create', entity: 'plan_feature' });
    expect(creations.ids).toEqual(idsOf(listed.entries.filter((entry) => entry.action === 'create')));
    expect((await csvOf({ actor_id: account.id, to: listed.entries.at(-1)?.at })).ids).toEqual([]);
  });
});

describe('what the audit log records', () => {
  it('sign-ins, refused sign-ins (an unknown email too) and sign-outs, with the address, never a password', async () => {
    const account = await createAccount(database, { password: secretWord() });
    const address = { remoteAddress: '203.0.113.7' };
    const logIn = (email: string, password: string) =>
      callOperation(app, authOperations.login, { body: { email, password }, ...address });

    const signedIn = await logIn(account.email, account.password);
    expect(signedIn.statusCode).toBe(200);
    const wrong = secretWord();
    expect((await logIn(account.email, wrong)).statusCode).toBe(401);
    const stranger = `${unique('nobody').replace(/\W+/g, '.')}@radiant.test`.toLowerCase();
    expect((await logIn(stranger, wrong)).statusCode).toBe(401);
    const sessionToken = signedIn.json().data.user.access_token;
    expect((await callOperation(app, authOperations.logout, {}, sessionToken)).statusCode).toBe(200);

    const { entries, bodies } = await everyEntry({ entity: 'user', entity_id: String(account.id) });
    const actor = { id: account.id, name: `${account.firstName} ${account.lastName}`, email: account.email };
    expect(entries).toMatchObject([
      { action: 'sign_out', actor },
      {
        action: 'sign_in_failed',
        actor: null,
        details: { email: account.email, reason: 'wrong_password', ip: '203.0.113.7' },
      },
      { action: 'sign_in', actor, details: { ip: '203.0.113.7' } },
    ]);
    const unknown = (await everyEntry({ action: 'sign_in_failed' })).entries.find(
      (entry) => entry.details.email === stranger,
    );
    expect(unknown).toMatchObject({ entity: 'user', entity_id: null, actor: null });
    expect(unknown?.details.reason).toBe('unknown_email');
    for (const body of bodies) {
      expect(body).not.toContain(account.password);
      expect(body).not.toContain(wrong);
      expect(body).not.toContain(sessionToken);
    }
  });

  it('a deactivated account signing in with its right password', async () => {
    const account = await createAccount(database, { status: 0 });
    const response = await callOperation(app, authOperations.login, {
      body: { email: account.email, password: account.password },
      remoteAddress: '203.0.113.8',
    });
    expect(response.statusCode).toBe(403);
    const { entries } = await pageOf({ entity: 'user', entity_id: String(account.id) });
    expect(entries).toMatchObject([{ action: 'sign_in_failed', details: { reason: 'deactivated' } }]);
  });

  it('the fields an update or a status change touched, before and after', async () => {
    const feature = (
      await send(featureOperations.create, { body: { title: unique('Geofencing'), description: '' } })
    ).json().data.feature;
    const plan = (
      await send(planOperations.create, {
        body: {
          title: unique('Family'),
          type: 2,
          cost: '4.99',
          yearly_discount: '10',
          subscription_plans_features: [feature.id],
        },
      })
    ).json().data.plan;
    const updated = await send(planOperations.update, {
      params: { planId: plan.id },
      body: {
        title: plan.title,
        type: 2,
        cost: '5.49',
        yearly_discount: '10',
        subscription_plans_features: [],
      },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    await send(planOperations.setStatus, { params: { planId: plan.id, status: 0 } });

    const { entries } = await pageOf({ entity: 'subscription_plan', entity_id: String(plan.id) });
    expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['set_status', { status: 1 }, { status: 0 }],
      [
        'update',
        { cost: 4.99, subscription_plans_features: [{ id: feature.id, title: feature.title }] },
        { cost: 5.49, subscription_plans_features: [] },
      ],
      ['create', null, expect.objectContaining({ title: plan.title, cost: 4.99 })],
    ]);

    const client = await createCommercialClient(database);
    const colours = {
      primary_color: '#1e6fd9',
      primary_dark_color: '#123456',
      secondary_color: '#123456',
      accent_color: '#123456',
      background_color: '#ffffff',
      title_text_color: '#123456',
      header_text_color: '#ffffff',
      button_text_color: '#ffffff',
    };
    const themed = await send(commercialClientOperations.updateTheme, {
      params: { id: client.id },
      body: colours,
    });
    expect(themed.statusCode, themed.body).toBe(200);
    const [theme] = (await pageOf({ entity: 'commercial_client', entity_id: String(client.id) })).entries;
    expect(theme).toMatchObject({
      action: 'update_theme',
      before: { primary_color: '#123456' },
      after: { primary_color: '#1e6fd9' },
    });
    expect(Object.keys(theme?.after ?? {})).toEqual(['primary_color']);
  });

  it('commands sent to radiators', async () => {
    const resident = await createAccount(database, { level: LEVEL.RESIDENTIAL });
    const { radiators } = await createFurnishedHome(database, resident.id, { inService: 2 });
    const target = { radiator_ids: radiators.map((radiator) => radiator.id) };
    const response = await send(commandOperations.create, { body: { target, change: { mode: 'frost' } } });
    expect(response.statusCode, response.body).toBe(200);
    const { command } = response.json().data;
    const { entries } = await pageOf({ entity: 'command', entity_id: String(command.id) });
    expect(entries).toMatchObject([
      {
        action: 'create',
        actor: { id: owner.id },
        details: { target, change: { mode: 'frost' }, radiators: 2 },
      },
    ]);
  });

  it('never a password, hash, token, device key or webhook secret, in the list or the CSV', async () => {
    const clientPassword = secretWord();
    const client = await send(commercialClientOperations.create, {
      body: {
        first_name: unique('Northfield'),
        last_name: 'Homes',
        email: `${unique('it').replace(/\W+/g, '.')}@northfield.test`.toLowerCase(),
        password: clientPassword,
        address_line1: '1 Mill Lane',
        town: 'Headingley',
        city: 'Leeds',
        post_code: 'LS6 1AA',
        is_same_address: 1,
        primary_color: '#1E6FD9',
        primary_dark_color: '#154F9C',
        secondary_color: '#4B5563',
        accent_color: '#B45309',
        background_color: '#FFFFFF',
        title_text_color: '#111827',
        header_text_color: '#FFFFFF',
        button_text_color: '#FFFFFF',
      },
    });
    expect(client.statusCode, client.body).toBe(200);

    const oldPassword = secretWord();
    const newPassword = secretWord();
    const { token: ownToken } = await createLoggedInAccount(app, database, { password: oldPassword });
    const changed = await callOperation(
      app,
      authOperations.changePassword,
      { body: { old_password: oldPassword, new_password: newPassword } },
      ownToken,
    );
    expect(changed.statusCode, changed.body).toBe(200);

    const resident = await createAccount(database, { level: LEVEL.RESIDENTIAL });
    const { home } = await createFurnishedHome(database, resident.id);
    const keyAnswer = await send(deviceKeyOperations.create, {
      params: { id: home.id },
      body: { label: 'Hall' },
    });
    expect(keyAnswer.statusCode, keyAnswer.body).toBe(200);
    const deviceKey: string = keyAnswer.json().data.key;

    const hook = await send(webhookOperations.create, {
      body: { url: 'http://127.0.0.1:9/radiant', events: ['raised'] },
    });
    expect(hook.statusCode, hook.body).toBe(200);
    const webhookSecret: string = hook.json().data.secret;

    // A writer that forgot the rule: the log still shows none of it.
    const leaked = secretWord();
    await database.rawTransaction((sql) =>
      sql.query(
        `INSERT INTO audit_log (actor_id, action, entity, entity_id, details)
          VALUES ($1, 'update', 'user', $2, $3)`,
        [
          owner.id,
          String(owner.id),
          JSON.stringify({
            password: leaked,
            nested: { apiKey: leaked, list: [{ token: leaked }] },
            stored: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
            note: webhookSecret,
            kept: 'visible',
          }),
        ],
      ),
    );

    const { entries, bodies } = await everyEntry();
    const seen = entries.map((entry) => `${entry.action} ${entry.entity}`);
    for (const written of [
      'create commercial_client',
      'change_password user',
      'create device_key',
      'create webhook',
    ]) {
      expect(seen).toContain(written);
    }
    expect(entries.find((entry) => entry.details.kept === 'visible')?.details).toEqual({
      nested: { list: [{}] },
      stored: '[redacted]',
      note: '[redacted]',
      kept: 'visible',
    });
    const csv = (await csvOf()).body;
    const secrets = [
      clientPassword,
      oldPassword,
      newPassword,
      deviceKey,
      webhookSecret,
      leaked,
      token,
      ownToken,
    ];
    for (const text of [...bodies, csv]) {
      for (const secret of secrets) expect(text).not.toContain(secret);
      expect(text).not.toContain('$argon2');
      expect(text).not.toContain('access_token');
    }
  });
});
