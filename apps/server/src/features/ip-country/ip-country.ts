import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Reader, type Response } from 'maxmind';
import type { TCountry } from '@vh/contracts';
import { countryOfCode } from './iso-codes.ts';

/** The IPv4 + IPv6 country database of @ip-location-db (see the README for its licence). */
const DATABASE = '@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb';

/** This database's records are `{ country_code: 'CA' }`, not MaxMind's own shapes. */
function codeOf(record: unknown): string | null {
  if (typeof record !== 'object' || record === null || !('country_code' in record)) return null;
  return typeof record.country_code === 'string' ? record.country_code : null;
}

/**
 * The address as a public unicast one, or null: private, loopback, link-local, CGNAT, unique-local,
 * reserved, multicast and malformed addresses say nothing about where a person is. IPv4-mapped
 * IPv6 is judged as the IPv4 it carries. Only plain dotted-quad IPv4 is read (no "0x7f.1").
 */
export function publicAddress(ip: string): string | null {
  // Node's own check first: it is strict (four decimal parts) and far cheaper than parsing.
  if (!isIP(ip)) return null;
  const address = ipaddr.process(ip);
  if (address.range() !== 'unicast') return null;
  return address.toString();
}

export type CountryLookup = (ip: string) => TCountry | null;

/** Reads the database (about 8 MB, kept in memory) and answers lookups from it. */
export function openCountryLookup(): CountryLookup {
  const file = createRequire(import.meta.url).resolve(DATABASE);
  const reader = new Reader<Response>(readFileSync(file));
  return (ip) => {
    const address = publicAddress(ip);
    if (!address) return null;
    const code = codeOf(reader.get(address));
    return code ? countryOfCode(code) : null;
  };
}

/** Opens the database on the first lookup, not at start, and only ever once. */
export function lazyCountryLookup(open: () => CountryLookup = openCountryLookup): CountryLookup {
  let lookup: CountryLookup | undefined;
  return (ip) => {
    lookup ??= open();
    return lookup(ip);
  };
}
