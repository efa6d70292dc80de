import { isIPv4, isIPv6 } from 'node:net';

/**
 * The address a per-address limit counts under (README, Configuration): an IPv4 address as it
 * is; an IPv6 address by its /64, the block one home or one machine is given, so stepping
 * through the addresses of one's own /64 does not buy a fresh budget; an IPv4-mapped IPv6
 * address (`::ffff:192.0.2.1`) as the IPv4 one.
 */
export function addressGroup(address: string): string {
  const plain = address.split('%')[0]!;
  if (isIPv4(plain)) return plain;
  if (!isIPv6(plain)) return plain;
  const groups = expandIPv6(plain);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff)
    return `${groups[6]! >> 8}.${groups[6]! & 255}.${groups[7]! >> 8}.${groups[7]! & 255}`;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` filled in, a trailing dotted IPv4 part read). */
function expandIPv6(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const part = (s: string | undefined) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const left = part(head);
  const right = part(tail);
  const fill = tail === undefined ? [] : new Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...fill, ...right];
}
