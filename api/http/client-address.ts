import ipaddr from 'ipaddr.js';
import type { Request } from 'express';

/**
 * The client a per-address limit counts (docs/quality.md, hardening): an IPv4 address as it is,
 * an IPv6 address by its /64 network. One IPv6 subscriber, host or data-centre machine is
 * usually given a whole /64 (2^64 addresses), so counting single IPv6 addresses would give it
 * a fresh budget for every attempt. An IPv4 address written as IPv6 (`::ffff:192.0.2.1`) is
 * the IPv4 address.
 */
export function addressGroup(address: string | undefined): string {
  if (!address) return 'unknown';
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.process(address);
  } catch {
    return address.slice(0, 64);
  }
  if (!(parsed instanceof ipaddr.IPv6)) return parsed.toString();
  return `${parsed.parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(':')}::/64`;
}

/** The request's client (Express's `req.ip`: the proxy's forwarded address behind a trusted proxy), grouped. */
export const clientAddress = (req: Request): string => addressGroup(req.ip ?? req.socket.remoteAddress);
