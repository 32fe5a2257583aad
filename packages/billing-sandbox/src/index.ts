export type { SandboxItemPrice } from './catalogue.ts';
export type { SandboxDatabase } from './db.ts';
export { loadOrCreateSandboxSecrets, type SandboxSecrets } from './keys.ts';
export { billingSandboxMigrationsFolder, billingSandboxMigrationsTable } from './migrations.ts';
export { SANDBOX_API_PATH, billingSandboxPlugin, type BillingSandboxOptions } from './plugin.ts';
export { DECLINING_CARD, UNSTORABLE_CARD } from './cards.ts';
export { DUNNING_RETRY_DAYS } from './dunning-schedule.ts';
