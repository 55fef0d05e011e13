import { lookup as dnsLookup } from 'node:dns';
import { lookup as dnsLookupAll } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import { BlockList, isIP } from 'node:net';

/**
 * Where a webhook may not go (server-side request forgery): loopback, private, carrier-grade NAT,
 * link-local (the cloud metadata address 169.254.169.254 among them), benchmark, multicast and
 * reserved ranges, in IPv4 and IPv6, and IPv4 written inside IPv6. `allowed` (the server setting
 * WEBHOOK_ALLOWED_RANGES, CIDRs) opens named ranges again, for development and tests.
 */
const BLOCKED_V4 = [
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.0.2.0/24',
  '192.168.0.0/16',
  '198.18.0.0/15',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '224.0.0.0/4',
  '240.0.0.0/4',
];
const BLOCKED_V6 = [
  '::/127',
  'fc00::/7',
  'fe80::/10',
  'ff00::/8',
  '2001:db8::/32',
  '64:ff9b::/96',
  '100::/64',
];

function blockListOf(cidrs: readonly string[]): BlockList {
  const list = new BlockList();
  for (const cidr of cidrs) {
    const [address = '', bits = ''] = cidr.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    list.addSubnet(address, Number(bits), family);
  }
  return list;
}

/** The CIDRs of a WEBHOOK_ALLOWED_RANGES value; a malformed one stops the server at start. */
export function parseAllowedRanges(value: string | undefined): string[] {
  const ranges = (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const range of ranges) {
    const [address = '', bits] = range.split('/');
    const family = isIP(address);
    const max = family === 6 ? 128 : 32;
    if (family === 0 || bits === undefined || !/^\d+$/.test(bits) || Number(bits) > max)
      throw new Error(`WEBHOOK_ALLOWED_RANGES must be CIDRs such as 127.0.0.1/32, got "${range}"`);
  }
  return ranges;
}

export interface AddressGuard {
  /** True when a webhook may connect to this IP address. */
  allows(address: string): boolean;
  /** A DNS lookup for the connection itself that refuses a forbidden answer (no rebinding gap). */
  lookup: LookupFunction;
  /**
   * Whether a host (an IP, or a name as it resolves now) may be reached, when a setting is saved: a
   * name that does not resolve yet is taken, since every connection checks again.
   */
  admits(host: string): Promise<boolean>;
}

export class ForbiddenAddressError extends Error {
  readonly address: string;
  constructor(address: string) {
    super(`The endpoint resolves to ${address}, which webhooks may not reach`);
    this.address = address;
  }
}

export function addressGuard(allowedRanges: readonly string[]): AddressGuard {
  const blockedV4 = blockListOf(BLOCKED_V4);
  const blockedV6 = blockListOf(BLOCKED_V6);
  const allowed = blockListOf(allowedRanges);
  /** IPv4 inside IPv6 (::ffff:a.b.c.d, which URLs write as ::ffff:xxxx:xxxx): judged as IPv4. */
  const mappedV4 = (address: string): string | null => {
    const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
    if (dotted) return dotted;
    const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
    if (!hex) return null;
    const [high, low] = [Number.parseInt(hex[1] ?? '', 16), Number.parseInt(hex[2] ?? '', 16)];
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  };

  function allows(address: string): boolean {
    const family = isIP(address);
    if (family === 0) return false;
    if (allowed.check(address, family === 6 ? 'ipv6' : 'ipv4')) return true;
    if (family === 4) return !blockedV4.check(address, 'ipv4');
    const inner = mappedV4(address);
    if (inner) return allows(inner);
    return !blockedV6.check(address, 'ipv6');
  }

  const lookup: LookupFunction = (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const first = addresses.find((a) => allows(a.address)) ?? null;
      const refused = addresses.find((a) => !allows(a.address));
      // One forbidden answer refuses the host: a name that also points inside is not trusted.
      if (refused || !first) return callback(new ForbiddenAddressError(refused?.address ?? hostname), '', 0);
      if (options.all) return callback(null, [first] as never, first.family);
      callback(null, first.address, first.family);
    });
  };

  async function admits(host: string): Promise<boolean> {
    const bare = host.replace(/^\[|\]$/g, '');
    const addresses = isIP(bare)
      ? [bare]
      : await dnsLookupAll(bare, { all: true }).then(
          (found) => found.map((a) => a.address),
          () => [],
        );
    return addresses.every(allows);
  }

  return { allows, lookup, admits };
}
