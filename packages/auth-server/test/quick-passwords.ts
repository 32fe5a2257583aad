import { setPasswordHashingForTests } from '../src/password-cost.ts';

// Setup file of every suite that signs people up: see password-cost.ts.
setPasswordHashingForTests('quick');
