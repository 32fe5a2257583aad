// Measures the IP → country lookup the country fields are pre-filled with: the time to open the
// database, the memory it keeps, and the time of 100,000 lookups of public addresses (plus the
// private ones, which stop before the database). Run with `npm run bench:ip-country`.
import {
  openCountryLookup,
  publicAddress,
} from '../apps/server/src/features/ip-country/ip-country.ts';

const LOOKUPS = Number(process.env.BENCH_LOOKUPS ?? 100_000);
const MB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A fixed sequence of addresses (a small LCG), so every run measures the same work. */
function addresses(count: number): string[] {
  let seed = 12345;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) >>> 0);
  return Array.from({ length: count }, () => {
    const n = next();
    return `${n >>> 24}.${(n >>> 16) & 255}.${(n >>> 8) & 255}.${n & 255}`;
  });
}

function time(run: () => void): number {
  const start = process.hrtime.bigint();
  run();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

globalThis.gc?.();
const before = process.memoryUsage();
let lookup: ReturnType<typeof openCountryLookup> | undefined;
const openMs = time(() => {
  lookup = openCountryLookup();
});
globalThis.gc?.();
const after = process.memoryUsage();
if (!lookup) throw new Error('the database did not open');
const find = lookup;

const ips = addresses(LOOKUPS);
const publicShare = ips.filter((ip) => publicAddress(ip) !== null).length / ips.length;
// A first pass warms the JIT; the second is the one reported.
let found = 0;
time(() => ips.forEach((ip) => find(ip)));
const lookupMs = time(() => {
  for (const ip of ips) if (find(ip) !== null) found += 1;
});
const privateMs = time(() => {
  for (let i = 0; i < LOOKUPS; i += 1) find('192.168.1.10');
});

console.log(`open the database:        ${openMs.toFixed(1)} ms`);
console.log(
  `memory kept:              ${MB(after.rss - before.rss)} RSS, ${MB(after.arrayBuffers - before.arrayBuffers)} in buffers`,
);
console.log(
  `${LOOKUPS.toLocaleString('en')} lookups:         ${lookupMs.toFixed(1)} ms (${((lookupMs * 1000) / LOOKUPS).toFixed(2)} µs each; ${(publicShare * 100).toFixed(0)}% public, ${((found / LOOKUPS) * 100).toFixed(0)}% in a listed country)`,
);
console.log(
  `${LOOKUPS.toLocaleString('en')} private lookups: ${privateMs.toFixed(1)} ms (${((privateMs * 1000) / LOOKUPS).toFixed(2)} µs each)`,
);
