/**
 * The network a client's address belongs to, as the login throttle counts it (decision 065): a
 * household or office shares a /24 of IPv4 or a /64 of IPv6, so one stranger's guesses are counted
 * together however they change their address inside it, and never against another network.
 * @example clientNetwork('203.0.113.77') // '203.0.113.0/24'
 * @example clientNetwork('2001:db8:1:2:3:4:5:6') // '2001:db8:1:2::/64'
 */
export function clientNetwork(address: string | undefined): string {
  // An IPv6 address may come bracketed, or as an IPv4 address mapped into IPv6 (`::ffff:192.0.2.1`).
  const ip = (address ?? '')
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/^::ffff:(?=\d+\.)/, '');
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/.exec(ip);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0/24`;
  if (ip.includes(':')) return `${ipv6Groups(ip).slice(0, 4).join(':')}::/64`;
  return 'unknown';
}

/** The eight groups of an IPv6 address, `::` expanded, each without leading zeros. */
function ipv6Groups(ip: string): string[] {
  const [head = '', tail] = ip.split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array(Math.max(0, 8 - front.length - back.length)).fill('0');
  return [...front, ...zeros, ...back].map((group) => (Number.parseInt(group, 16) || 0).toString(16));
}
