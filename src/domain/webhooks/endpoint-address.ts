import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Where the service may send webhooks. An endpoint is an `https` URL whose host resolves only to public unicast
 * addresses: never loopback, private (RFC 1918, unique-local), link-local (where cloud metadata services answer:
 * 169.254.169.254), carrier-grade NAT, multicast, reserved, documentation, or the IPv6 forms that embed an IPv4
 * address (IPv4-compatible `::/96`, NAT64, 6to4, Teredo), which could lead anywhere. These rules are checked when an
 * endpoint is subscribed and again at every connection, on the address actually connected to (DNS answers can change
 * between the two).
 * `allowInsecure` (WEBHOOKS_ALLOW_INSECURE_URLS, for tests and development only) admits `http` and loopback, and
 * nothing else.
 */
export interface AddressPolicy {
  allowInsecure: boolean;
}

/** What a developer testing a receiver on the service's own machine needs to know (the operator's setting). */
const INSECURE_HINT =
  ' (a receiver on the service’s own machine, for development: the operator starts the service with WEBHOOK_ALLOW_INSECURE_URLS=true)';

/** Null when the address may be connected to; otherwise why not (`127.0.0.1 is a loopback address`). */
export function addressProblem(address: string, policy: AddressPolicy): string | null {
  if (!ipaddr.isValid(address)) return `${address} is not an IP address`;
  const parsed = ipaddr.process(canonical(address)); // an IPv4-mapped IPv6 address is judged as the IPv4 address it maps
  const range =
    parsed.kind() === 'ipv6' && parsed.range() === 'unicast' && ipv4Compatible(parsed as ipaddr.IPv6)
      ? 'ipv4Compatible'
      : parsed.range();
  if (range === 'unicast' || (range === 'loopback' && policy.allowInsecure)) return null;
  const shown = parsed.toString();
  return `${shown} is ${RANGE_NAMES[range] ?? `a ${range} address`}, not a public one${range === 'loopback' ? INSECURE_HINT : ''}`;
}

/**
 * IPv6 in the form WHATWG URLs and resolvers write (`::7f00:1`): ipaddr.js reads the dotted `::127.0.0.1` as the
 * IPv4-mapped `::ffff:127.0.0.1`, so the same address would be judged two ways depending on its spelling.
 */
function canonical(address: string): string {
  if (isIP(address) !== 6) return address;
  try {
    return new URL(`http://[${address}]`).hostname.slice(1, -1);
  } catch {
    return address; // a zone id (fe80::1%eth0): judged as written
  }
}

/**
 * `::/96` beyond `::` and `::1`: the deprecated IPv4-compatible form (`::169.254.169.254`), which some stacks route as
 * IPv4.
 */
const ipv4Compatible = (address: ipaddr.IPv6) => address.parts.slice(0, 6).every((p) => p === 0);

const RANGE_NAMES: Record<string, string> = {
  loopback: 'a loopback address',
  private: 'a private address',
  uniqueLocal: 'a private (unique-local) address',
  linkLocal: 'a link-local address (where metadata services answer)',
  carrierGradeNat: 'a carrier-grade NAT address',
  unspecified: 'the unspecified address',
  broadcast: 'the broadcast address',
  multicast: 'a multicast address',
  reserved: 'a reserved address',
  ipv4Compatible: 'an IPv4-compatible address',
  rfc6052: 'a NAT64 address',
  '6to4': 'a 6to4 address',
  teredo: 'a Teredo address',
};

/**
 * What is said of a name whose addresses may not be connected to, whatever the reason: it did not resolve, it has no
 * address, or one of them is not public. One sentence for all, that never names an address or a range: telling
 * `ENOTFOUND` from `a private address` would let any key map which names exist on the service's network.
 */
export const NOT_PUBLIC_ONLY = 'did not resolve to public addresses only';

/** True when a name resolved to at least one address, and to public ones only (`addressProblem` for each). */
export const resolvedToPublicOnly = (addresses: string[], policy: AddressPolicy): boolean =>
  addresses.length > 0 && addresses.every((a) => addressProblem(a, policy) === null);

export type UrlCheck = { ok: true; url: URL; host: string; literal: boolean } | { ok: false; problem: string };

/**
 * The checks of a URL that need no DNS: scheme, no credentials, a host, and, when the host is an IP address, the
 * address rules. `localhost` and `*.localhost` name loopback by definition (RFC 6761). The caller resolves other
 * names and checks each address (`addressProblem`).
 */
export function checkEndpointUrl(raw: string, policy: AddressPolicy): UrlCheck {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, problem: 'must be an absolute URL' };
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && policy.allowInsecure))
    return { ok: false, problem: `must be an https:// URL${url.protocol === 'http:' ? INSECURE_HINT : ''}` };
  if (url.username || url.password)
    return {
      ok: false,
      problem: 'must not carry credentials (put a secret in the path if you need one; every message is signed anyway)',
    };
  if (url.hash) return { ok: false, problem: 'must not have a #fragment' };
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!host) return { ok: false, problem: 'must name a host' };
  const literal = isIP(host) !== 0;
  if (literal) {
    const problem = addressProblem(host, policy);
    return problem ? { ok: false, problem } : { ok: true, url, host, literal };
  }
  if (/(^|\.)localhost\.?$/i.test(host) && !policy.allowInsecure)
    return { ok: false, problem: `${host} is a loopback address, not a public one${INSECURE_HINT}` };
  return { ok: true, url, host, literal };
}
