import { Agent, request } from 'node:http';
import { deviceKeyOperations, telemetryOperations, urlOf } from '@radiant/contract';

/** A home's gateway as the load plays it: its device key and its radiators. */
export interface LoadGateway {
  homeId: number;
  key: string;
  radiatorIds: number[];
  /** Whether this home's first report is an hour of frost (a gateway back online with its backlog). */
  frost: boolean;
}

/** What the gateways met: batches stored and refused, and each batch's answer time. */
export interface GatewayOutcome {
  batches: number;
  readings: number;
  latenciesMs: number[];
  failures: Record<string, number>;
}

const SLOT_MS = 300_000;
/** One home in this many comes back online with an hour below 7 °C: the frost rule's alarm, cleared after. */
const FROST_EVERY = 50;
/** The backlog a frost home sends first: 35 minutes below 7 °C, beyond the rule's 30. */
const FROST_SLOTS = 8;

/** A device key for each home, made through the API (a few at a time), as an installer's app would. */
export async function enrolGateways(
  url: string,
  auth: Record<string, string>,
  homes: { homeId: number; radiatorIds: number[] }[],
): Promise<LoadGateway[]> {
  const gateways: LoadGateway[] = [];
  let next = 0;
  const enrolNext = async (): Promise<void> => {
    const index = next++;
    const home = homes[index];
    if (!home) return;
    const response = await fetch(
      `${url}${urlOf(deviceKeyOperations.create, { params: { id: home.homeId } })}`,
      {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ label: 'load gateway' }),
      },
    );
    if (!response.ok) throw new Error(`No device key for home ${home.homeId}: ${response.status}`);
    const { data } = (await response.json()) as { data: { key: string } };
    gateways[index] = { ...home, key: data.key, frost: index % FROST_EVERY === 0 };
    return enrolNext();
  };
  await Promise.all(Array.from({ length: 8 }, enrolNext));
  return gateways;
}

/** A batch as columns, as Radiant's gateways send them: each radiator at each of `slots` instants. */
function batchOf(gateway: LoadGateway, slots: number[], roomC: number) {
  const at: string[] = [];
  const radiatorIds: number[] = [];
  for (const slot of slots) {
    const instant = new Date(slot).toISOString();
    for (const id of gateway.radiatorIds) {
      at.push(instant);
      radiatorIds.push(id);
    }
  }
  const output = radiatorIds.map((id, index) => (id * 37 + index * 11) % 101);
  return JSON.stringify({
    columns: {
      radiator_id: radiatorIds,
      at,
      interval_s: radiatorIds.map(() => 300),
      room_c: radiatorIds.map((id) => roomC + (id % 10) / 10),
      setpoint_c: radiatorIds.map(() => 20),
      output_pct: output,
      energy_wh: output.map((value) => Math.round(value * 12) / 10),
      window_open: radiatorIds.map(() => false),
      reached_setpoint: radiatorIds.map((_, index) => index % 3 === 0),
      humidity_pct: radiatorIds.map((id) => 45 + (id % 30)),
    },
  });
}

/**
 * Every gateway reports every `everyMs` until `untilMs` (performance.now()), spread evenly over the period, to
 * the instances in turn, over kept-alive connections: one reading a radiator, or first, for a frost home, its
 * backlog below 7 °C at 5-minute intervals.
 */
export async function runGateways(
  instances: string[],
  gateways: LoadGateway[],
  everyMs: number,
  untilMs: number,
): Promise<GatewayOutcome> {
  const outcome: GatewayOutcome = { batches: 0, readings: 0, latenciesMs: [], failures: {} };
  if (gateways.length === 0 || everyMs <= 0) return outcome;
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const started = performance.now();
  const report = async (gateway: LoadGateway, round: number, url: string) => {
    // The report's own second: a gateway's reports, seconds apart at least, never share an instant.
    const now = Math.floor(Date.now() / 1000) * 1000;
    const backlog = gateway.frost && round === 0;
    const slots = backlog ? Array.from({ length: FROST_SLOTS }, (_, i) => now - i * SLOT_MS) : [now];
    const body = Buffer.from(batchOf(gateway, slots, backlog ? 5 : 19));
    const sent = performance.now();
    const status = await post(`${url}${telemetryOperations.ingest.path}`, agent, gateway.key, body);
    if (status >= 200 && status < 300) {
      outcome.batches += 1;
      outcome.readings += slots.length * gateway.radiatorIds.length;
      outcome.latenciesMs.push(performance.now() - sent);
    } else outcome.failures[String(status)] = (outcome.failures[String(status)] ?? 0) + 1;
  };
  const reports: Promise<void>[] = [];
  const gap = everyMs / Math.max(1, gateways.length);
  for (let round = 0; ; round += 1) {
    for (const [index, gateway] of gateways.entries()) {
      const due = started + round * everyMs + index * gap;
      if (due >= untilMs) break;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      reports.push(report(gateway, round, instances[index % instances.length] as string));
    }
    if (started + (round + 1) * everyMs >= untilMs) break;
  }
  await Promise.all(reports);
  agent.destroy();
  return outcome;
}

/** POSTs a body with a gateway's key: the answer's status, or 0 when the request failed. */
function post(url: string, agent: Agent, key: string, body: Buffer) {
  return new Promise<number>((resolve) => {
    const headers = {
      authorization: `Device ${key}`,
      'content-type': 'application/json',
      'content-length': body.length,
    };
    const sent = request(url, { method: 'POST', agent, headers, timeout: 30_000 }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', () => resolve(0));
    });
    sent.on('timeout', () => sent.destroy());
    sent.on('error', () => resolve(0));
    sent.end(body);
  });
}
