import { promises as dns, lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

export const URL_MAX_LENGTH = 2000;

export const DESTINATION_MESSAGES = {
  notUrl: 'URL must be a full address such as https://example.com/webhooks',
  https: 'URL must start with https://',
  httpOrHttps: 'URL must start with https:// or http://',
  credentials: 'URL must not contain a user name or password',
  private: (address: string) =>
    `URL leads to ${address}, a private, loopback, link-local or otherwise non-public address; webhooks go only to public addresses`,
  unresolvable: (host: string) => `URL's host ${host} could not be found (DNS)`,
};

/** IPv4-compatible IPv6 (::a.b.c.d, deprecated): ipaddr.js calls it unicast, yet it can embed 127.0.0.1. */
const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');

/**
 * Only ordinary public unicast addresses: ipaddr.js (2.x) names the special ranges (private,
 * loopback, link-local, unique-local, site-local, carrier-grade NAT, benchmarking, multicast,
 * unspecified, broadcast, reserved, NAT64 and 6to4 forms), an IPv4-mapped IPv6 address is judged
 * as its IPv4, and the one embedding form it calls unicast is refused here.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let ip = ipaddr.parse(address);
  if (ip instanceof ipaddr.IPv6 && ip.isIPv4MappedAddress()) ip = ip.toIPv4Address();
  if (ip instanceof ipaddr.IPv6 && ip.match(IPV4_COMPATIBLE)) return false;
  return ip.range() === 'unicast';
}

/** A registration waits this long for DNS at most (dns.lookup runs on libuv's small thread pool). */
const LOOKUP_TIMEOUT_MS = 3_000;

const withTimeout = <T>(work: Promise<T>, ms: number) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('DNS lookup timed out')), ms);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });

/** The host of a URL without IPv6 brackets. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * Why `raw` may not receive webhooks, or null when it may. With `allowPrivate` (development and
 * tests), only the scheme and shape are checked; otherwise https only, and the host, an IP literal
 * or every address its name resolves to, must be public.
 */
export async function destinationProblem(
  raw: string,
  allowPrivate: boolean,
): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return DESTINATION_MESSAGES.notUrl;
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:'))
    return allowPrivate ? DESTINATION_MESSAGES.httpOrHttps : DESTINATION_MESSAGES.https;
  if (!url.hostname) return DESTINATION_MESSAGES.notUrl;
  if (url.username || url.password) return DESTINATION_MESSAGES.credentials;
  if (allowPrivate) return null;
  const host = hostOf(url);
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = (await withTimeout(dns.lookup(host, { all: true }), LOOKUP_TIMEOUT_MS)).map(
        (a) => a.address,
      );
    } catch {
      return DESTINATION_MESSAGES.unresolvable(host);
    }
  }
  const refused = addresses.find((a) => !isPublicAddress(a));
  return refused ? DESTINATION_MESSAGES.private(refused) : null;
}

/** Refused at delivery: the error an attempt logs. */
export class RefusedDestination extends Error {}

/**
 * A `lookup` for http.request that refuses non-public answers, so the address actually connected
 * to is the one checked (a name that resolved publicly at registration may not any more: DNS
 * rebinding). `resolve` is dns.lookup; tests pass another.
 */
export function publicOnlyLookup(resolve: typeof dnsLookup = dnsLookup): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, answers) => {
      if (error) return callback(error, '', 0);
      const list = answers;
      const refused = list.find((a) => !isPublicAddress(a.address));
      if (refused || list.length === 0)
        return callback(
          new RefusedDestination(DESTINATION_MESSAGES.private(refused?.address ?? hostname)),
          '',
          0,
        );
      if (options.all)
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
      callback(null, list[0].address, list[0].family);
    });
  };
}

/** The host of `url` when it is an IP literal (http.request skips `lookup` for those). */
export const literalAddress = (url: URL): string | null => (isIP(hostOf(url)) ? hostOf(url) : null);
