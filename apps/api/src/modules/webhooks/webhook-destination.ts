import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { promises as dns } from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

// Protection against server-side request forgery: a host's webhook URL must reach the public
// internet, never our own network (metadata services, databases, the API itself). The address is
// checked when the endpoint is saved and again on every connection (the socket's own lookup), so
// a name that later resolves to a private address (DNS rebinding) is refused too.

export type DestinationRules = { allowPrivateHosts: boolean; allowHttp: boolean };

export type DestinationProblem = { reason: 'insecure_scheme' | 'private_address' | 'unresolvable' | 'credentials_in_url'; message: string };

// Only ipaddr.js's 'unicast' range is the public internet; everything else (private, loopback,
// linkLocal, uniqueLocal, carrierGradeNat, reserved, multicast, unspecified…) is refused.
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'unicast';
}

function hostOf(url: URL): string {
  return url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
}

// Checks a URL before it is saved; null when it may be used.
export async function checkDestination(raw: string, rules: DestinationRules): Promise<DestinationProblem | null> {
  const url = new URL(raw);
  if (url.username || url.password) return { reason: 'credentials_in_url', message: 'must not contain a user name or password' };
  if (url.protocol !== 'https:' && !(rules.allowHttp && url.protocol === 'http:')) return { reason: 'insecure_scheme', message: 'must be an https:// URL' };
  if (rules.allowPrivateHosts) return null;
  const host = hostOf(url);
  let addresses: string[];
  try {
    addresses = ipaddr.isValid(host) ? [host] : (await dns.lookup(host, { all: true })).map((entry) => entry.address);
  } catch {
    return { reason: 'unresolvable', message: 'the host name does not resolve' };
  }
  if (addresses.length === 0) return { reason: 'unresolvable', message: 'the host name does not resolve' };
  if (!addresses.every(isPublicAddress)) return { reason: 'private_address', message: 'must point at a public address (not a private, loopback or link-local one)' };
  return null;
}

// The socket's lookup: resolves as usual, then refuses a private answer.
export function guardedLookup(rules: DestinationRules): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 4);
      const list = addresses as unknown as LookupAddress[];
      const allowed = rules.allowPrivateHosts ? list : list.filter((entry) => isPublicAddress(entry.address));
      if (allowed.length === 0) return callback(Object.assign(new Error(`refused: ${hostname} resolves to a private address`), { code: 'EPRIVATE' }), '', 4);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, allowed);
      return callback(null, allowed[0]!.address, allowed[0]!.family);
    });
  };
}
