// The alarms' figures on the large data set: the silence sweep over every radiator, the alarm list with a
// million alarms in its history, and how soon a raised alarm reaches a webhook and the console's count.
import { createServer, get, type IncomingMessage } from 'node:http';
import {
  type AlarmCounts,
  alarmOperations,
  MINUTE_MS,
  telemetryOperations,
  urlOf,
  WEBHOOK_SIGNATURE_HEADER,
  webhookOperations,
} from '@radiant/contract';
import type pg from 'pg';
import { postgresDatabase, postgresPool } from '../../../apps/server/src/db/database.ts';
import { sweepSilentRadiators } from '../../../apps/server/src/modules/alarms/sweep.ts';
import { latencyOf, load, percentile, rateOf, round } from '../load.ts';
import { createGateways } from './ingest.ts';

const HISTORY_ALARMS = 1_000_000;
const SWEEPS = 7;
const RAISES = 20;

const step = (text: string) => process.stderr.write(`${text}\n`);

/** Every home gets a gateway key, so that every silent radiator counts: the sweep's worst case. */
async function keyEveryHome(client: pg.Client) {
  await client.query(
    `INSERT INTO device_keys (home_id, label, key_hash)
      SELECT h.id, 'bench', md5(random()::text || h.id) FROM homes AS h
      WHERE NOT EXISTS (SELECT 1 FROM device_keys AS k WHERE k.home_id = h.id)`,
  );
}

/** The first sweep (raising an alarm per silent radiator), then the sweeps after it: nothing new to raise. */
async function measureSweeps(databaseUrl: string) {
  const database = postgresDatabase(postgresPool(databaseUrl, 2));
  try {
    let started = performance.now();
    const raised = await sweepSilentRadiators(database.db);
    const firstMs = performance.now() - started;
    const steady: number[] = [];
    for (let sweep = 0; sweep < SWEEPS; sweep += 1) {
      started = performance.now();
      await sweepSilentRadiators(database.db);
      steady.push(performance.now() - started);
    }
    return {
      raised,
      firstMs: round(firstMs),
      steadyMedianMs: round(percentile(steady, 0.5), 1),
      steadyMaxMs: round(Math.max(...steady), 1),
    };
  } finally {
    await database.close();
  }
}

/** A year of cleared alarms over the fleet's radiators, newest last. */
async function fillAlarmHistory(client: pg.Client) {
  await client.query(
    `WITH fitted AS (
      SELECT row_number() OVER (ORDER BY r.id) AS n, r.id AS radiator_id, ro.id AS room_id, h.id AS home_id,
        u.id AS user_id, u.commercial_client_id AS client_id,
        lower(u.first_name || ' ' || u.last_name || ' ' || u.email || ' ' || h.name || ' ' || ro.name) AS search_text
      FROM radiators AS r JOIN rooms AS ro ON ro.id = r.room_id JOIN homes AS h ON h.id = ro.home_id
        JOIN users AS u ON u.id = h.user_id
    ), counted AS (SELECT count(*) AS radiators FROM fitted)
    INSERT INTO alarms (rule, severity, status, radiator_id, room_id, home_id, user_id, client_id, room_c,
        setpoint_c, since, raised_at, cleared_at, search_text)
      SELECT (ARRAY['frost_risk','cold_home','not_reaching_setpoint','window_open','overheating'])[1 + i % 5],
        (ARRAY['critical','major','minor','warning'])[1 + i % 4], 'cleared', f.radiator_id, f.room_id, f.home_id,
        f.user_id, f.client_id, 15, 20, at - interval '1 hour', at, at + interval '2 hours', f.search_text
      FROM generate_series(1, $1::int) AS i
        CROSS JOIN counted
        JOIN fitted AS f ON f.n = 1 + (i::int8 * 7919) % counted.radiators
        CROSS JOIN LATERAL (SELECT now() - interval '400 days' + i * (interval '365 days' / $1::int) AS at) AS t`,
    [HISTORY_ALARMS],
  );
  await client.query('ANALYZE alarms');
}

/** Opens the live alarms as the console does, and answers each `counts` event as it comes. */
async function watchCounts(
  url: string,
  auth: Record<string, string>,
  onCounts: (counts: AlarmCounts) => void,
) {
  const request = get(`${url}${alarmOperations.live.path}`, { agent: false, headers: auth });
  const response = await new Promise<IncomingMessage>((resolve, reject) =>
    request.once('response', resolve).once('error', reject),
  );
  let buffer = '';
  response.setEncoding('utf8').on('data', (chunk: string) => {
    buffer += chunk;
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (!block.startsWith('event: counts')) continue;
      const data = block.split('\n').find((line) => line.startsWith('data: '));
      if (data) onCounts(JSON.parse(data.slice(6)));
    }
  });
  return () => request.destroy();
}

/** Frost in one radiator of each of `RAISES` homes, one at a time: from the answer to the webhook and the count. */
async function measureRaises(url: string, auth: Record<string, string>, client: pg.Client) {
  const received = new Map<number, number>();
  const receiver = createServer((request, response) => {
    let body = '';
    request
      .on('data', (chunk) => (body += chunk))
      .on('end', () => {
        const payload = JSON.parse(body) as { alarm?: { radiator_id: number } };
        if (payload.alarm && request.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()]) {
          received.set(payload.alarm.radiator_id, performance.now());
        }
        response.end('ok');
      });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const address = receiver.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const created = await fetch(`${url}${webhookOperations.create.path}`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      url: `http://127.0.0.1:${port}/radiant`,
      events: ['raised'],
      min_severity: 'critical',
    }),
  });
  if (!created.ok) throw new Error(`No webhook: ${created.status} ${await created.text()}`);
  let critical = 0;
  let counted: (() => void) | undefined;
  const stopWatching = await watchCounts(url, auth, (counts) => {
    critical = counts.active.critical;
    counted?.();
  });
  const { rows } = await client.query<{ id: number }>('SELECT id FROM homes ORDER BY id LIMIT $1', [RAISES]);
  const gateways = await createGateways(
    url,
    auth,
    client,
    rows.map((row) => row.id),
  );
  // Each radiator last reported an hour ago, before the frost below began: a reading older than its radiator's
  // last report decides nothing, and the generator's history may end within the frost's 35 minutes.
  await client.query(
    `UPDATE radiators SET last_seen_at = now() - interval '1 hour' WHERE id = ANY($1::int[])`,
    [gateways.map((gateway) => gateway.radiatorIds[0] ?? 0)],
  );
  const toWebhook: number[] = [];
  const toCount: number[] = [];
  for (const gateway of gateways) {
    const radiatorId = gateway.radiatorIds[0];
    if (radiatorId === undefined) continue;
    const end = Date.now() - MINUTE_MS;
    const readings = Array.from({ length: 8 }, (_, index) => ({
      radiator_id: radiatorId,
      at: new Date(end - (7 - index) * 5 * MINUTE_MS).toISOString(),
      interval_s: 300,
      room_c: 5,
      setpoint_c: 20,
      output_pct: 60,
      energy_wh: 70,
    }));
    const before = critical;
    const countSeen = new Promise<number>((resolve) => {
      counted = () => {
        if (critical > before) resolve(performance.now());
      };
    });
    const response = await fetch(`${url}${telemetryOperations.ingest.path}`, {
      method: 'POST',
      headers: { authorization: `Device ${gateway.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ readings }),
    });
    if (!response.ok) throw new Error(`Telemetry refused: ${response.status}`);
    const answered = performance.now();
    toCount.push((await countSeen) - answered);
    while (!received.has(radiatorId)) await new Promise((resolve) => setTimeout(resolve, 5));
    toWebhook.push((received.get(radiatorId) ?? answered) - answered);
  }
  stopWatching();
  receiver.close();
  return {
    raised: toWebhook.length,
    'to webhook p50 ms': round(percentile(toWebhook, 0.5)),
    'to webhook p95 ms': round(percentile(toWebhook, 0.95)),
    'to header count p50 ms': round(percentile(toCount, 0.5)),
    'to header count p95 ms': round(percentile(toCount, 0.95)),
  };
}

/** The alarm list's reads with a million alarms in history. */
async function measureList(url: string, auth: Record<string, string>, client: pg.Client, seconds: number) {
  const { rows } = await client.query<{ home_id: number; email: string }>(
    `SELECT a.home_id, u.email FROM alarms AS a JOIN users AS u ON u.id = a.user_id ORDER BY a.id LIMIT 1`,
  );
  const sample = rows[0];
  const paths: Record<string, string> = {
    'first page': urlOf(alarmOperations.list, {}),
    'open alarms': urlOf(alarmOperations.list, { query: { status: 'active,acknowledged' } }),
    'one home': urlOf(alarmOperations.list, { query: { home: sample?.home_id } }),
    'critical, frost': urlOf(alarmOperations.list, { query: { severity: 'critical', rule: 'frost_risk' } }),
    'search by email': urlOf(alarmOperations.list, { query: { search: sample?.email } }),
  };
  const figures: Record<string, unknown> = {};
  for (const [name, path] of Object.entries(paths)) {
    step(`measuring the alarm list: ${name}`);
    const result = await load(`${url}${path}`, auth, 10, seconds);
    const alone = await load(`${url}${path}`, auth, 1, Math.max(2, seconds / 2));
    figures[name] = { ...latencyOf(result), 'req/s': rateOf([result]), 'p95 1 conn': latencyOf(alone).p95 };
    step(`  ${JSON.stringify(figures[name])}`);
  }
  return figures;
}

/** Every alarm figure, on Radiant at `url` over the database at `databaseUrl`. */
export async function measureAlarms(
  url: string,
  auth: Record<string, string>,
  client: pg.Client,
  databaseUrl: string,
  seconds: number,
) {
  step('alarms: a gateway key for every home, then the silence sweep');
  await keyEveryHome(client);
  const sweep = await measureSweeps(databaseUrl);
  step(`  ${JSON.stringify(sweep)}`);
  step(`alarms: ${HISTORY_ALARMS} alarms of history`);
  await fillAlarmHistory(client);
  const list = await measureList(url, auth, client, seconds);
  step('alarms: raised to webhook and to the live count');
  const raises = await measureRaises(url, auth, client);
  step(`  ${JSON.stringify(raises)}`);
  return { sweep, list, raises };
}
