import ipaddr from 'ipaddr.js';

/** An IPv6 client usually holds a whole /64 (its first 4 of 8 hextets), so one budget covers the block. */
const IPV6_CLIENT_HEXTETS = 4;

/**
 * The subject of a per-IP limit: an IPv4 address (also when written IPv4-mapped, ::ffff:a.b.c.d),
 * or the /64 an IPv6 address belongs to, so that rotating addresses inside one's block does not
 * buy a fresh budget.
 */
export function clientAddress(ip: string | undefined): string {
  if (ip === undefined || !ipaddr.isValid(ip)) return ip ?? 'unknown';
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const network = (address as ipaddr.IPv6).parts.map((hextet, i) => (i < IPV6_CLIENT_HEXTETS ? hextet : 0));
  return `${new ipaddr.IPv6(network).toString()}/${IPV6_CLIENT_HEXTETS * 16}`;
}
