import type { Options } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, 2 passes), which meet OWASP's minimum.
const STANDARD: Options = {};

// Test suites hash thousands of passwords, a third of the server suites' CPU at the standard cost.
// GoTrue's own tests do the same with bcrypt's lowest cost. Verification reads the cost from the
// stored hash, so hashes of either cost verify everywhere.
const QUICK: Options = { memoryCost: 256, timeCost: 1 };

const costs = { standard: STANDARD, quick: QUICK };

let options = STANDARD;

/** The argon2 options every new password or PIN hash is made with. */
export function passwordHashOptions(): Options {
  return options;
}

/**
 * For test suites only: their setup files choose "quick" (cheap hashes, the same code path); the
 * test of the standard cost chooses "standard" again.
 */
export function setPasswordHashingForTests(cost: keyof typeof costs): void {
  options = costs[cost];
}
