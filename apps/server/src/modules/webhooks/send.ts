import type { LookupAddress } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TIMEOUT_MS } from '@radiant/contract';
import { type Sentence, sentence, storedText } from '../../messages/stored.ts';
import type { ClaimedDelivery } from './deliveries-repository.ts';
import { signatureOf } from './signature.ts';
import { type AddressRules, checkHost } from './url-check.ts';

/**
 * What came of one attempt: a 2xx answer, or why not in a short sentence (never a stack), kept as its catalog
 * key and figures so that each admin reads it in their language.
 */
export type SendOutcome =
  | { delivered: true; responseStatus: number }
  | { delivered: false; responseStatus: number | null; error: string };

const failure = (error: Sentence, responseStatus: number | null = null): SendOutcome => ({
  delivered: false,
  responseStatus,
  error: storedText(error),
});

/** A sentence for an error of the request: a timeout, or the connection's error code (ECONNREFUSED). */
function sentenceOf(error: unknown): Sentence {
  if (error instanceof Error && error.name === 'AbortError') {
    return sentence('deliveryNoAnswer', { seconds: WEBHOOK_TIMEOUT_MS / 1000 });
  }
  const code = (error as NodeJS.ErrnoException).code;
  return typeof code === 'string'
    ? sentence('deliveryNotConnected', { code })
    : sentence('deliveryConnectionFailed');
}

/**
 * A lookup that answers only the addresses already checked, whatever the name resolves to by now. The name
 * itself still goes in the Host header and, over https, in the TLS server name and the certificate check.
 */
const pinnedLookup =
  (addresses: LookupAddress[]): LookupFunction =>
  (_hostname, options, callback) => {
    const [first] = addresses;
    if (options.all || !first) callback(null, addresses);
    else callback(null, first.address, first.family);
  };

/**
 * Posts `body` to `url`, connecting to one of `addresses` only, and answers the receiver's status. A redirect
 * is an answer like another, never followed; a connection of its own (no agent), so none is reused.
 */
function postTo(url: URL, addresses: LookupAddress[], headers: Record<string, string>, body: string) {
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<number>((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: pinnedLookup(addresses),
        agent: false,
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      },
      (response) => {
        // The answer's body is not read: only its status counts.
        response.destroy();
        resolve(response.statusCode ?? 0);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/**
 * Posts a delivery's payload, signed, to its webhook. Its host is resolved and checked again first (it may
 * have moved to a private address since it was added), and the connection goes to the addresses checked.
 */
export async function sendDelivery(claim: ClaimedDelivery, rules: AddressRules): Promise<SendOutcome> {
  const checked = await checkHost(claim.url, rules);
  if ('refusal' in checked) return failure(sentence('deliveryNotSent', { reason: checked.refusal }));
  const body = JSON.stringify(claim.payload);
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'Radiant-Webhooks/1',
    [WEBHOOK_SIGNATURE_HEADER]: signatureOf(claim.secret, body, Math.floor(Date.now() / 1000)),
    'Radiant-Delivery': String(claim.id),
    'Radiant-Event': claim.event,
  };
  try {
    const status = await postTo(new URL(claim.url), checked.addresses, headers, body);
    if (status >= 200 && status < 300) return { delivered: true, responseStatus: status };
    const redirect = status >= 300 && status < 400;
    return failure(sentence(redirect ? 'deliveryRedirected' : 'deliveryAnswered', { status }), status);
  } catch (error) {
    return failure(sentenceOf(error));
  }
}
