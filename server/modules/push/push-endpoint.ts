import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * Which push endpoints the shop will POST to (any customer could register
 * `http://127.0.0.1:…` and make the server call it). A browser's push subscription always points
 * at its vendor's push service over https, so only those hosts are accepted, and never an address
 * inside a private network, whether written in the URL or reached through DNS.
 */
export interface PushEndpointPolicy {
  /** Host names (`fcm.googleapis.com`) or `*.suffix` patterns (`*.notify.windows.com`). */
  hosts: readonly string[];
  /**
   * Tests only: also accept `http:` and loopback/private addresses (the local fake push service
   * listens on 127.0.0.1). Never set in production; PUSH_ALLOW_LOCAL_ENDPOINTS in the README.
   */
  allowLocal: boolean;
}

/**
 * The push services of the browsers that exist: Chrome, Edge (Chromium), Opera, Samsung Internet
 * and Android browsers use Firebase Cloud Messaging (`fcm.googleapis.com`, formerly
 * `android.googleapis.com`); Firefox uses Mozilla's autopush; Safari uses Apple's web push
 * (`web.push.apple.com`); older Edge and Windows apps use WNS (`*.notify.windows.com`).
 */
export const DEFAULT_PUSH_ENDPOINT_HOSTS: readonly string[] = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
];

/** Why an endpoint is refused. */
export type PushEndpointProblem = 'not_https' | 'not_a_url' | 'host_not_allowed' | 'private_address';

// Addresses a push service never has: this host, private networks, link-local, unique local,
// multicast, documentation, carrier-grade NAT, benchmarking and reserved ranges (RFC 6890).
const NON_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** Is this IP address one a public push service could have? (IPv4-mapped IPv6 counts as IPv4.) */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !NON_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** `fcm.googleapis.com` matches itself; `*.notify.windows.com` matches its subdomains only. */
export function hostAllowed(hostname: string, hosts: readonly string[]): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return hosts.some((pattern) => {
    const rule = pattern.toLowerCase();
    return rule.startsWith('*.') ? host.endsWith(rule.slice(1)) && host.length > rule.length - 1 : host === rule;
  });
}

/** `PUSH_ENDPOINT_HOSTS`: comma- or space-separated host names and `*.suffix` patterns. */
export function parsePushEndpointHosts(raw: string | undefined): readonly string[] {
  if (raw === undefined || raw.trim() === '') return DEFAULT_PUSH_ENDPOINT_HOSTS;
  const hosts = raw
    .split(/[\s,]+/)
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  for (const host of hosts) {
    if (!/^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(host) && isIP(host) === 0) {
      throw new Error(`PUSH_ENDPOINT_HOSTS must list host names or *.domain patterns, got "${host}"`);
    }
  }
  return hosts;
}

/** The URL's host without IPv6 brackets. */
function bareHost(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/**
 * What the URL alone says about an endpoint: https (http only with `allowLocal`), no user info,
 * a host on the allow-list, and an IP literal only when public. The port is left free: the host
 * is what an attacker must not choose. DNS is checked separately (`resolvedProblem`) and again on
 * every connection (`guardedLookup`).
 */
export function pushEndpointProblem(endpoint: string, policy: PushEndpointPolicy): PushEndpointProblem | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'not_a_url';
  }
  const local = policy.allowLocal;
  if (url.protocol !== 'https:' && !(local && url.protocol === 'http:')) return 'not_https';
  if (url.username || url.password) return 'not_a_url';
  const host = bareHost(url);
  if (!hostAllowed(host, policy.hosts)) return 'host_not_allowed';
  if (isIP(host) !== 0 && !local && !isPublicAddress(host)) return 'private_address';
  return null;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for http(s).request that resolves the name and refuses the connection when any
 * address is not public, so the address that was checked is the one connected to: a DNS answer
 * that changes between the check and the request (rebinding) cannot reach inside.
 */
export function guardedLookup(policy: PushEndpointPolicy) {
  return (hostname: string, options: { all?: boolean; family?: number | string } | undefined, callback: LookupCallback): void => {
    dnsLookup(hostname, { all: true, family: Number(options?.family ?? 0) || 0 }, (error, addresses) => {
      if (error) return callback(error, []);
      const list = addresses as LookupAddress[];
      if (list.length === 0 || (!policy.allowLocal && list.some((entry) => !isPublicAddress(entry.address)))) {
        const refused: NodeJS.ErrnoException = new Error(`push endpoint ${hostname} resolves to a non-public address`);
        refused.code = 'EPUSHPRIVATE';
        return callback(refused, []);
      }
      if (options?.all) return callback(null, list);
      const first = list[0]!;
      return callback(null, first.address, first.family);
    });
  };
}

/** Resolves the endpoint's host now: `private_address` when any of its addresses is not public. */
export async function resolvedProblem(endpoint: string, policy: PushEndpointPolicy): Promise<PushEndpointProblem | null> {
  const host = bareHost(new URL(endpoint));
  if (policy.allowLocal || isIP(host) !== 0) return null;
  const addresses = await new Promise<LookupAddress[] | null>((resolve) => {
    dnsLookup(host, { all: true }, (error, list) => resolve(error ? null : list));
  });
  // A name that does not resolve cannot be called either; refuse it now rather than store it.
  if (!addresses || addresses.length === 0) return 'host_not_allowed';
  return addresses.every((entry) => isPublicAddress(entry.address)) ? null : 'private_address';
}
