import { HOUR_MS, MINUTE_MS } from '@radiant/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/database.ts';
import { type ClaimedDelivery, recordDelivered, recordFailure } from './deliveries-repository.ts';
import { sendDelivery } from './send.ts';
import type { AddressRules } from './url-check.ts';

const SECOND_MS = 1000;

/** The waits after the first, second… failed attempt; the last repeats until the delivery gives up. */
export const RETRY_WAITS_MS = [
  10 * SECOND_MS,
  30 * SECOND_MS,
  MINUTE_MS,
  5 * MINUTE_MS,
  15 * MINUTE_MS,
  30 * MINUTE_MS,
  HOUR_MS,
] as const;

export interface DeliveryOptions extends AddressRules {
  retryWaitsMs: readonly number[];
  log: FastifyBaseLogger;
}

/** The wait after attempt number `attempts` (1 for the first) failed. */
const retryWaitOf = (attempts: number, waits: readonly number[]) =>
  waits[Math.min(attempts, waits.length) - 1] ?? 0;

/**
 * Sends a leased delivery and records what came of it: delivered, or tried again later, or failed for good.
 * No transaction is open while it sends. One log line per failed attempt names the delivery and the host,
 * never the payload, the secret or the rest of the address (which may hold a token).
 */
export async function attemptDelivery(executor: Executor, claim: ClaimedDelivery, options: DeliveryOptions) {
  const outcome = await sendDelivery(claim, options);
  if (outcome.delivered) {
    await recordDelivered(executor, claim, outcome.responseStatus);
    return;
  }
  const status = await recordFailure(
    executor,
    claim,
    outcome,
    retryWaitOf(claim.attempts, options.retryWaitsMs),
  );
  const line = {
    delivery_id: claim.id,
    webhook_id: claim.webhookId,
    attempt: claim.attempts,
    host: new URL(claim.url).host,
    response_status: outcome.responseStatus,
    error: outcome.error,
  };
  if (status === 'failed') options.log.warn(line, 'webhook delivery failed for good: no more attempts');
  else options.log.info(line, 'webhook delivery attempt failed; it is tried again later');
}
