import { readEnv, type EnvSource } from '@hm/config';
import { normalizeEmail } from '@hm/contracts';

/** An operator account the seed makes sure exists (ADMIN_EMAIL / ADMIN_PASSWORD). */
export interface SeedAdmin {
  email: string;
  password: string;
}

/** Settings of the migrate/seed commands, read from the environment once. */
export interface DbCliConfig {
  databaseUrl: string;
  /** Set only when both ADMIN_EMAIL and ADMIN_PASSWORD are. */
  admin: SeedAdmin | null;
  /** Demo accounts with published passwords: never when NODE_ENV=production. */
  seedDemo: boolean;
}

/** Throws @hm/config's InvalidConfigError naming every variable that is missing or malformed. */
export function loadDbCliConfig(source: EnvSource = process.env): DbCliConfig {
  const env = readEnv(['DATABASE_URL', 'NODE_ENV', 'ADMIN_EMAIL', 'ADMIN_PASSWORD'], source);
  return {
    databaseUrl: env.DATABASE_URL,
    // Both or neither: reading the environment has refused one without the other.
    admin:
      env.ADMIN_EMAIL !== undefined && env.ADMIN_PASSWORD !== undefined
        ? { email: normalizeEmail(env.ADMIN_EMAIL), password: env.ADMIN_PASSWORD }
        : null,
    seedDemo: env.NODE_ENV !== 'production',
  };
}
