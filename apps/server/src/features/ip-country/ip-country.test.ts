import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '@vh/contracts';
import { ConfigError, loadConfig } from '../../config.ts';
import { lazyCountryLookup, openCountryLookup, publicAddress } from './ip-country.ts';
import { countryOfCode } from './iso-codes.ts';

const lookup = openCountryLookup();

describe('IP → country', () => {
  it('finds the country of public addresses, IPv4 and IPv6, as the select names it', () => {
    // Rogers (Canada), Andrews & Arnold (UK) and Google Public DNS (US), as the shipped data has them.
    expect(lookup('99.224.0.1')).toBe('Canada');
    expect(lookup('81.2.69.142')).toBe('United Kingdom');
    expect(lookup('8.8.8.8')).toBe('United States');
    expect(lookup('2607:f2c0::1')).toBe('Canada');
    expect(lookup('2001:4860:4860::8888')).toBe('United States');
    // A public address carried in IPv4-mapped IPv6 is the IPv4 it carries.
    expect(lookup('::ffff:99.224.0.1')).toBe('Canada');
  });

  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '192.168.1.10',
    '172.16.5.4',
    '172.31.255.255',
    '100.64.0.1',
    '169.254.1.1',
    '0.0.0.0',
    '255.255.255.255',
    '224.0.0.1',
    '192.0.2.1',
    '::1',
    '::',
    'fe80::1',
    'fe80::1%eth0',
    'fc00::1',
    'fd12:3456::1',
    '::ffff:10.0.0.1',
    '::ffff:127.0.0.1',
    '::ffff:192.168.0.1',
    'garbage',
    '',
    '999.1.1.1',
    '0x63.224.0.1',
    '99.224.1',
    ' 99.224.0.1',
    '99.224.0.1\u0000',
    'a'.repeat(10_000),
  ])('pre-fills nothing for %j', (ip) => {
    expect(lookup(ip)).toBeNull();
  });

  it('reads only public unicast addresses', () => {
    expect(publicAddress('99.224.0.1')).toBe('99.224.0.1');
    expect(publicAddress('::ffff:99.224.0.1')).toBe('99.224.0.1');
    expect(publicAddress('100.63.255.255')).toBe('100.63.255.255');
    expect(publicAddress('100.128.0.0')).toBe('100.128.0.0');
    expect(publicAddress('100.64.0.0')).toBeNull();
  });

  it('maps every ISO code of the list, and nothing else', () => {
    expect(countryOfCode('CA')).toBe('Canada');
    expect(countryOfCode('gb')).toBe('United Kingdom');
    expect(countryOfCode('AQ')).toBeNull();
    expect(countryOfCode('')).toBeNull();
    const mapped = new Set(
      Array.from({ length: 26 * 26 }, (_, i) =>
        countryOfCode(String.fromCharCode(65 + Math.floor(i / 26), 65 + (i % 26))),
      ).filter((country) => country !== null),
    );
    expect(mapped.size).toBe(COUNTRIES.length);
  });

  it('opens the database on the first lookup only, and once', () => {
    let opened = 0;
    const lazy = lazyCountryLookup(() => {
      opened += 1;
      return lookup;
    });
    expect(opened).toBe(0);
    expect(lazy('99.224.0.1')).toBe('Canada');
    expect(lazy('10.0.0.1')).toBeNull();
    expect(opened).toBe(1);
  });

  it('is on unless IP_COUNTRY=off, and refuses other values at start-up', () => {
    expect(loadConfig({}).ipCountry).toBe(true);
    expect(loadConfig({ IP_COUNTRY: 'on' }).ipCountry).toBe(true);
    expect(loadConfig({ IP_COUNTRY: ' off ' }).ipCountry).toBe(false);
    expect(() => loadConfig({ IP_COUNTRY: 'no' })).toThrow(ConfigError);
  });
});
