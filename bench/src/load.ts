import autocannon from 'autocannon';

/** Requests per second that one path sustains for a few seconds over 10 connections. */
export async function requestsPerSecond(url: string, headers: Record<string, string> = {}, seconds = 5) {
  const result = await autocannon({ url, headers, connections: 10, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors under load`);
  }
  return Math.round(result.requests.average);
}

export interface LoadResult {
  requests: number;
  seconds: number;
  latenciesMs: number[];
}

/**
 * Every response time (fractional milliseconds, from autocannon's `response` event: its own histogram keeps
 * whole milliseconds and has no p95) of a few seconds of load over `connections` connections, or of `amount`
 * requests when one takes seconds.
 */
export async function load(
  url: string,
  headers: Record<string, string>,
  connections: number,
  seconds: number,
  amount?: number,
): Promise<LoadResult> {
  const latenciesMs: number[] = [];
  // Without a callback autocannon answers its instance, which is also a promise of the result.
  const instance = autocannon({
    url,
    headers,
    connections,
    duration: seconds,
    amount,
    timeout: 120,
  }) as unknown as autocannon.Instance & Promise<autocannon.Result>;
  instance.on('response', (_client, _status, _bytes, responseTime) => latenciesMs.push(responseTime));
  const result = await instance;
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors under load`);
  }
  return { requests: latenciesMs.length, seconds: result.duration, latenciesMs };
}

/** The value below which `fraction` of the sorted values fall (nearest rank). */
export function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}

/** `value` rounded to `digits` decimals. */
export const round = (value: number, digits = 1) => Number(value.toFixed(digits));

/** The median, 95th and 99th percentile response times of a load, in milliseconds. */
export const latencyOf = (result: LoadResult) => ({
  p50: round(percentile(result.latenciesMs, 0.5), 2),
  p95: round(percentile(result.latenciesMs, 0.95), 2),
  p99: round(percentile(result.latenciesMs, 0.99), 2),
});

/** Requests per second over one or more loads together. */
export const rateOf = (results: LoadResult[]) =>
  Math.round(
    results.reduce((sum, result) => sum + result.requests, 0) /
      results.reduce((sum, result) => sum + result.seconds, 0),
  );

/** A read to time: its path, and the p95 (ms) its issue sets, if any. */
export type TimedRead = { path: string; target?: number };

/**
 * Each read timed for a few seconds on one connection and on ten, as a row of a table: the p95 and median on
 * one, the p95 on ten, and the target. `onRead` hears each read's name as it starts.
 */
export async function readFigures(
  baseUrl: string,
  headers: Record<string, string>,
  reads: Record<string, TimedRead>,
  seconds: number,
  onRead: (name: string) => void,
) {
  const figures: Record<string, Record<string, number | string>> = {};
  for (const [name, { path, target }] of Object.entries(reads)) {
    onRead(name);
    const one = latencyOf(await load(`${baseUrl}${path}`, headers, 1, seconds));
    const ten = latencyOf(await load(`${baseUrl}${path}`, headers, 10, seconds));
    figures[name] = {
      'p95 1 conn': one.p95,
      'p50 1 conn': one.p50,
      'p95 10 conns': ten.p95,
      target: target ? `<= ${target}` : '',
    };
  }
  return figures;
}
