import autocannon from 'autocannon';

/** Requests per second that one path sustains for a few seconds over 10 connections. */
export async function requestsPerSecond(url: string, headers: Record<string, string> = {}, seconds = 5) {
  const result = await autocannon({ url, headers, connections: 10, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors under load`);
  }
  return Math.round(result.requests.average);
}
