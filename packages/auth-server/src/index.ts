export type { AuthDatabase } from './db.ts';
export { authKeysFromPem, loadOrCreateAuthKeys, type AuthKeys } from './keys.ts';
export type { MailMessage, SendMail } from './mail.ts';
export { authMigrationsFolder, authMigrationsTable } from './migrations.ts';
export { authServerPlugin, type AuthServerOptions } from './plugin.ts';
export type { RateLimit, RateLimits } from './rate-limit.ts';
export { passwordHashOptions, setPasswordHashingForTests } from './password-cost.ts';
