import type { LookupAddress } from 'node:dns';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, onTestFinished } from 'vitest';
import { localized, readStored } from '../src/messages/stored.ts';
import type { ClaimedDelivery } from '../src/modules/webhooks/deliveries-repository.ts';
import { sendDelivery } from '../src/modules/webhooks/send.ts';
import { type CheckedHost, checkHost, type Lookup, refusalOfUrl } from '../src/modules/webhooks/url-check.ts';

/** A check's refusal as English reads it (it is made in whichever language an answer asks for). */
const inEnglish = (checked: CheckedHost) =>
  'refusal' in checked ? { refusal: localized(checked.refusal)('en') } : checked;

/** A resolver whose nth answer (1 for the first) is `answers[n - 1]`, the last one repeating; it counts. */
function changingResolver(...answers: string[]) {
  const asked: string[] = [];
  const lookup: Lookup = async (host) => {
    asked.push(host);
    const address = answers[Math.min(asked.length, answers.length) - 1] ?? '';
    return [{ address, family: address.includes(':') ? 6 : 4 } satisfies LookupAddress];
  };
  return { lookup, asked };
}

/** An HTTP server on `address` that records each request's Host header and path; closed after the test. */
async function startReceiver(address: string, port = 0) {
  const received: { host?: string; path?: string }[] = [];
  const server = createServer((request, response) => {
    received.push({ host: request.headers.host, path: request.url });
    request.resume();
    response.writeHead(204).end();
  });
  await new Promise<void>((resolve) => server.listen(port, address, resolve));
  onTestFinished(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return { received, port: (server.address() as AddressInfo).port };
}

const claimTo = (url: string): ClaimedDelivery => ({
  id: 1,
  webhookId: 1,
  event: 'test',
  payload: { event: 'test' },
  attempts: 1,
  url,
  secret: 'whsec_test',
});

describe('the address a webhook connects to', () => {
  it('is the one resolved and checked, never a second answer of the name (DNS rebinding)', async () => {
    const checked = await startReceiver('127.0.0.1');
    const rebound = await startReceiver('127.0.0.2', checked.port);
    const { lookup, asked } = changingResolver('127.0.0.1', '127.0.0.2');
    const url = `http://hooks.rebind.test:${checked.port}/radiant?token=abc`;

    const outcome = await sendDelivery(claimTo(url), { allowPrivate: true, lookup });

    expect(outcome).toEqual({ delivered: true, responseStatus: 204 });
    expect(asked).toEqual(['hooks.rebind.test']);
    // The name is kept for the receiver: its Host header (and over https its TLS name) is the URL's.
    expect(checked.received).toEqual([
      { host: `hooks.rebind.test:${checked.port}`, path: '/radiant?token=abc' },
    ]);
    expect(rebound.received).toEqual([]);
  });

  it('sends nothing when the name has moved to a private address since the webhook was added', async () => {
    const local = await startReceiver('127.0.0.1');
    const { lookup, asked } = changingResolver('93.184.216.34', '127.0.0.1');
    const url = `http://hooks.rebind.test:${local.port}/radiant`;
    const rules = { allowPrivate: false, lookup };

    expect(await refusalOfUrl(url, rules)).toBeUndefined();
    const outcome = await sendDelivery(claimTo(url), rules);

    expect(outcome).toMatchObject({ delivered: false, responseStatus: null });
    const error = 'error' in outcome ? outcome.error : null;
    expect(readStored(error, 'en')).toMatch(
      /^Nothing was sent: hooks\.rebind\.test \(127\.0\.0\.1\) is a local or private network address/,
    );
    expect(readStored(error, 'de')).toMatch(
      /^Nichts wurde gesendet: hooks\.rebind\.test \(127\.0\.0\.1\) ist eine lokale oder private Netzwerkadresse/,
    );
    expect(asked).toHaveLength(2);
    expect(local.received).toEqual([]);
  });

  it('is refused when any one of the addresses a name stands for is private', async () => {
    const lookup: Lookup = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: 'fd00:ec2::254', family: 6 },
    ];
    expect(inEnglish(await checkHost('https://hooks.example.com/', { allowPrivate: false, lookup }))).toEqual(
      {
        refusal: expect.stringContaining('hooks.example.com (fd00:ec2::254) is a local or private'),
      },
    );
  });

  it.each([
    ['NAT64 of the metadata service', '64:ff9b::a9fe:a9fe'],
    ['NAT64 of loopback', '64:ff9b::127.0.0.1'],
    ['NAT64 of a private network', '64:ff9b::c0a8:101'],
    ['6to4 of the metadata service', '2002:a9fe:a9fe::1'],
    ['6to4 of a private network', '2002:a00:1::'],
    ['IPv4-compatible loopback', '::127.0.0.1'],
    ['the discard prefix', '100::1'],
    ['Teredo', '2001:0:4136:e378::1'],
    ['IPv6 documentation', '2001:db8::1'],
    ['IPv6 documentation (3fff::/20)', '3fff::1'],
    ['TEST-NET-1', '192.0.2.10'],
    ['TEST-NET-2', '198.51.100.10'],
    ['TEST-NET-3', '203.0.113.7'],
    ['a 6to4 relay', '192.88.99.1'],
  ])('refuses %s (%s)', async (_, address) => {
    const lookup = changingResolver(address).lookup;
    const checked = await checkHost('https://hooks.example.com/', { allowPrivate: false, lookup });
    expect(inEnglish(checked)).toEqual({
      refusal: expect.stringContaining('local or private network address'),
    });
  });

  it.each([
    ['a public IPv4 address', '93.184.216.34'],
    ['NAT64 of a public IPv4 address', '64:ff9b::5db8:d822'],
    ['6to4 of a public IPv4 address', '2002:5db8:d822::1'],
    ['a public IPv6 address', '2606:4700:4700::1111'],
  ])('takes %s (%s)', async (_, address) => {
    const lookup = changingResolver(address).lookup;
    const checked = await checkHost('https://hooks.example.com/', { allowPrivate: false, lookup });
    expect(checked).toEqual({ addresses: [{ address, family: expect.any(Number) }] });
  });
});
