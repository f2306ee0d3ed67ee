import ipaddr from 'ipaddr.js';

/**
 * The key a client address is counted under by every per-address budget (docs/rate-limits.md,
 * "Sign-in limits"): one per person, not per address. IPv4 as is; IPv4-mapped IPv6
 * (`::ffff:1.2.3.4`) as its IPv4; other IPv6 as its /64 (`2001:db8:1:2::/64`, zone id dropped),
 * since one subscriber is given a whole /64 and may use any address in it. Anything else is
 * returned unchanged.
 */
export function addressKey(address: string): string {
  if (ipaddr.IPv4.isValidFourPartDecimal(address)) return address;
  if (!ipaddr.IPv6.isValid(address)) return address;
  const ip = ipaddr.process(address);
  if (ip.kind() === 'ipv4') return ip.toString();
  const parts = (ip as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...parts, 0, 0, 0, 0]).toRFC5952String()}/64`;
}

/**
 * The network block an address belongs to, as shown beside a signed-in device: IPv4 (and
 * IPv4-mapped IPv6) as its /24, other IPv6 as its /48, roughly one site or provider's area. Coarser
 * than `addressKey`, so the account page tells places apart without storing anyone's address.
 * Anything that is not an address is returned unchanged.
 */
export function networkBlock(address: string): string {
  if (!ipaddr.IPv4.isValidFourPartDecimal(address) && !ipaddr.IPv6.isValid(address)) return address;
  const ip = ipaddr.process(address);
  if (ip.kind() === 'ipv4') {
    const [a, b, c] = (ip as ipaddr.IPv4).octets;
    return `${a}.${b}.${c}.0/24`;
  }
  const parts = (ip as ipaddr.IPv6).parts.slice(0, 3);
  return `${new ipaddr.IPv6([...parts, 0, 0, 0, 0, 0]).toRFC5952String()}/48`;
}
