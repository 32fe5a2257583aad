import { setPasswordHashingForTests } from '@vh/auth-server';

// Setup file of the server suites: passwords and PINs hashed at the test-only cost (see the auth
// service's password-cost.ts). Servers the suites start as child processes hash at the real cost.
setPasswordHashingForTests('quick');
