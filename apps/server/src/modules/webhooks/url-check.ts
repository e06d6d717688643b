import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Where a webhook may not post: the server's own network and the cloud's metadata service (169.254.169.254
 * is link-local, Alibaba's 100.100.100.200 is CGNAT, AWS's fd00:ec2::254 unique-local). Node's BlockList
 * also matches an IPv4-mapped IPv6 address (::ffff:10.0.0.1) against the IPv4 ranges.
 */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // this network, unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // protocol assignments
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128],
  ['64:ff9b:1::', 48], // local NAT64
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv6');
}

const LOOKUP_TIMEOUT_MS = 5000;

/** The addresses a host name (or an address literal) stands for; none when it cannot be found in time. */
async function addressesOf(host: string): Promise<string[]> {
  if (isIP(host)) return [host];
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never[]>((resolve) => {
    timer = setTimeout(() => resolve([]), LOOKUP_TIMEOUT_MS);
  });
  const found = lookup(host, { all: true }).then(
    (addresses) => addresses.map(({ address }) => address),
    () => [],
  );
  return Promise.race([found, timeout]).finally(() => clearTimeout(timer));
}

const isPrivate = (address: string) => PRIVATE.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');

/**
 * Why a webhook may not post to `url` now, in a sentence; undefined when it may. Asked when a webhook is added
 * and again before every send, since a host's addresses may change in between.
 */
export async function refusalOfUrl(url: string, allowPrivate: boolean): Promise<string | undefined> {
  // An IPv6 host comes in brackets: [::1].
  const host = new URL(url).hostname.replace(/^\[(.*)\]$/, '$1');
  const addresses = await addressesOf(host);
  if (addresses.length === 0) return `The host ${host} could not be found. Check the address.`;
  if (allowPrivate) return undefined;
  const blocked = addresses.find(isPrivate);
  if (blocked === undefined) return undefined;
  const where = blocked === host ? host : `${host} (${blocked})`;
  return `${where} is a local or private network address, which webhooks may not post to. Use an address on the public internet.`;
}
