import type { LookupAddress } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import type { Localized } from '../../messages/index.ts';
import { localized, type Sentence, sentence } from '../../messages/stored.ts';

/**
 * Where a webhook may not post, as IPv4 networks: the server's own network, the cloud's metadata service
 * (169.254.169.254 is link-local, Alibaba's 100.100.100.200 is CGNAT) and addresses no receiver has.
 */
const PRIVATE_IPV4 = [
  ['0.0.0.0', 8], // this network, unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // protocol assignments
  ['192.0.2.0', 24], // documentation (TEST-NET-1)
  ['192.88.99.0', 24], // 6to4 relays (deprecated)
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation (TEST-NET-2)
  ['203.0.113.0', 24], // documentation (TEST-NET-3)
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
] as const;

/** The same for IPv6 (AWS's metadata service, fd00:ec2::254, is unique-local). */
const PRIVATE_IPV6 = [
  ['::', 96], // unspecified, loopback and the deprecated IPv4-compatible form
  ['64:ff9b:1::', 48], // local NAT64
  ['100::', 64], // discard
  ['2001::', 23], // protocol assignments: Teredo, benchmarking, ORCHID
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const;

/** An IPv4 address as the two 16-bit IPv6 groups that carry it: 169.254.0.0 → a9fe:0. */
function groupsOf(ipv4: string): string {
  const [a = 0, b = 0, c = 0, d = 0] = ipv4.split('.').map(Number);
  return `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
}

/**
 * Node's BlockList matches an IPv4-mapped address (::ffff:10.0.0.1) against the IPv4 networks by itself. Two
 * prefixes also carry an IPv4 address, and reach it: NAT64's 64:ff9b::/96 in its last 32 bits and 6to4's
 * 2002::/16 in the 32 after the prefix. Each private IPv4 network is blocked inside both, so that a public
 * IPv4 address stays reachable through them and 64:ff9b::a9fe:a9fe (169.254.169.254) does not.
 */
const PRIVATE = new BlockList();
for (const [network, prefix] of PRIVATE_IPV4) {
  PRIVATE.addSubnet(network, prefix, 'ipv4');
  PRIVATE.addSubnet(`64:ff9b::${groupsOf(network)}`, 96 + prefix, 'ipv6');
  PRIVATE.addSubnet(`2002:${groupsOf(network)}::`, 16 + prefix, 'ipv6');
}
for (const [network, prefix] of PRIVATE_IPV6) PRIVATE.addSubnet(network, prefix, 'ipv6');

/** Resolves a host name to all its addresses: node:dns by default, a fake in tests. */
export type Lookup = (host: string, options: { all: true }) => Promise<LookupAddress[]>;

export interface AddressRules {
  /** WEBHOOK_ALLOW_PRIVATE: loopback and private addresses too, for tests and local receivers. */
  allowPrivate: boolean;
  lookup?: Lookup;
}

/** The addresses a webhook's host stands for, every one allowed; or why it may not post there. */
export type CheckedHost = { addresses: LookupAddress[] } | { refusal: Sentence };

const LOOKUP_TIMEOUT_MS = 5000;

/** The addresses a host name (or an address literal) stands for; none when it cannot be found in time. */
async function addressesOf(host: string, lookup: Lookup): Promise<LookupAddress[]> {
  const family = isIP(host);
  if (family) return [{ address: host, family }];
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never[]>((resolve) => {
    timer = setTimeout(() => resolve([]), LOOKUP_TIMEOUT_MS);
  });
  const found = lookup(host, { all: true }).catch(() => []);
  return Promise.race([found, timeout]).finally(() => clearTimeout(timer));
}

const isPrivate = ({ address, family }: LookupAddress) =>
  PRIVATE.check(address, family === 6 ? 'ipv6' : 'ipv4');

/**
 * Resolves `url`'s host once and checks every address it stands for. A send connects to these addresses
 * only: resolving the name again could answer another one (DNS rebinding), which nothing would have checked.
 */
export async function checkHost(
  url: string,
  { allowPrivate, lookup = dnsLookup }: AddressRules,
): Promise<CheckedHost> {
  // An IPv6 host comes in brackets: [::1].
  const host = new URL(url).hostname.replace(/^\[(.*)\]$/, '$1');
  const addresses = await addressesOf(host, lookup);
  if (addresses.length === 0) return { refusal: sentence('hostNotFound', { host }) };
  const blocked = allowPrivate ? undefined : addresses.find(isPrivate);
  if (blocked === undefined) return { addresses };
  const where = blocked.address === host ? host : `${host} (${blocked.address})`;
  return { refusal: sentence('privateAddress', { where }) };
}

/** Why a webhook may not post to `url` now, in a sentence; undefined when it may. Asked when one is added. */
export async function refusalOfUrl(url: string, rules: AddressRules): Promise<Localized | undefined> {
  const checked = await checkHost(url, rules);
  return 'refusal' in checked ? localized(checked.refusal) : undefined;
}
