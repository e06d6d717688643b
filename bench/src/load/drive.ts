import autocannon from 'autocannon';
import type { AdminCall } from './admin-calls.ts';

/** What one kind of call met over the run: every answer's time, and what went wrong, by status or kind. */
export interface CallOutcome {
  latenciesMs: number[];
  /** Answers that were not 2xx, by status, and requests that timed out or failed, as `timeout` and `error`. */
  failures: Record<string, number>;
}

/** A request not answered within this many seconds counts as failed: no admin waits longer. */
export const TIMEOUT_S = 10;

/**
 * Runs the admins' calls against every instance (its address and its session's headers) for `seconds`, `connections` in all, shared among the calls by
 * weight and among the instances evenly (each call on each instance has a connection at least). Each
 * connection makes its call's next request as soon as the last is answered, as a busy console does.
 */
export async function driveAdminCalls(
  instances: { url: string; headers: Record<string, string> }[],
  calls: AdminCall[],
  connections: number,
  seconds: number,
): Promise<Record<string, CallOutcome>> {
  const totalWeight = calls.reduce((sum, call) => sum + call.weight, 0);
  const outcomes: Record<string, CallOutcome> = {};
  const runs = calls.flatMap((call) => {
    const outcome: CallOutcome = { latenciesMs: [], failures: {} };
    outcomes[call.name] = outcome;
    const perInstance = Math.max(1, Math.round((connections * call.weight) / totalWeight / instances.length));
    return instances.map(({ url, headers }) => runCall(url, headers, call, perInstance, seconds, outcome));
  });
  await Promise.all(runs);
  return outcomes;
}

async function runCall(
  url: string,
  headers: Record<string, string>,
  call: AdminCall,
  connections: number,
  seconds: number,
  outcome: CallOutcome,
) {
  const count = (what: string, times = 1) => {
    if (times > 0) outcome.failures[what] = (outcome.failures[what] ?? 0) + times;
  };
  // Without a callback autocannon answers its instance, which is also a promise of the result.
  const instance = autocannon({
    url,
    headers,
    connections,
    duration: seconds,
    timeout: TIMEOUT_S,
    requests: [
      {
        setupRequest: (request) => {
          const next = call.next();
          return {
            ...request,
            method: next.method,
            path: next.path,
            body: next.body,
            headers: next.body ? { ...request.headers, 'content-type': 'application/json' } : request.headers,
          };
        },
      },
    ],
  }) as unknown as autocannon.Instance & Promise<autocannon.Result>;
  instance.on('response', (_client, status, _bytes, responseTime) => {
    if (status >= 200 && status < 300) outcome.latenciesMs.push(responseTime);
    else count(String(status));
  });
  const result = await instance;
  count('timeout', result.timeouts);
  count('error', result.errors - result.timeouts);
}
