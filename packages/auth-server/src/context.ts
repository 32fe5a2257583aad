import type { AuthDatabase } from './db.ts';
import type { TokenService } from './tokens.ts';

/** What every service needs, built once when the plugin is registered. */
export interface AuthContext {
  db: AuthDatabase;
  tokens: TokenService;
  now: () => Date;
  dummyHash: string;
  refreshTokenReuseIntervalSeconds: number;
  passwordMinLength: number;
  allowUnverifiedEmailSignIns: boolean;
}
