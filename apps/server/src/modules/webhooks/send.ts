import { WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TIMEOUT_MS } from '@radiant/contract';
import type { ClaimedDelivery } from './deliveries-repository.ts';
import { signatureOf } from './signature.ts';
import { refusalOfUrl } from './url-check.ts';

/** What came of one attempt: a 2xx answer, or why not in a short sentence (never a stack). */
export type SendOutcome =
  | { delivered: true; responseStatus: number }
  | { delivered: false; responseStatus: number | null; error: string };

const failure = (error: string, responseStatus: number | null = null): SendOutcome => ({
  delivered: false,
  responseStatus,
  error,
});

/** A sentence for an error of fetch: a timeout, or the connection's error code (ECONNREFUSED). */
function sentenceOf(error: unknown): string {
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    return `No answer within ${WEBHOOK_TIMEOUT_MS / 1000} s.`;
  }
  const cause = (error as { cause?: { code?: unknown } }).cause;
  const code = typeof cause?.code === 'string' ? cause.code : 'the connection failed';
  return `Could not connect: ${code}.`;
}

/**
 * Posts a delivery's payload, signed, to its webhook: its address is checked again first (a host may have
 * moved to a private address since it was added), and a redirect counts as a failure, never followed.
 */
export async function sendDelivery(claim: ClaimedDelivery, allowPrivate: boolean): Promise<SendOutcome> {
  const refusal = await refusalOfUrl(claim.url, allowPrivate);
  if (refusal) return failure(`Nothing was sent: ${refusal}`);
  const body = JSON.stringify(claim.payload);
  try {
    const response = await fetch(claim.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Radiant-Webhooks/1',
        [WEBHOOK_SIGNATURE_HEADER]: signatureOf(claim.secret, body, Math.floor(Date.now() / 1000)),
        'Radiant-Delivery': String(claim.id),
        'Radiant-Event': claim.event,
      },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    // The answer's body is not read: only its status counts.
    await response.body?.cancel().catch(() => {});
    if (response.status >= 200 && response.status < 300) {
      return { delivered: true, responseStatus: response.status };
    }
    const redirect = response.status >= 300 && response.status < 400 ? ' (a redirect, not followed)' : '';
    return failure(`The receiver answered ${response.status}${redirect}.`, response.status);
  } catch (error) {
    return failure(sentenceOf(error));
  }
}
