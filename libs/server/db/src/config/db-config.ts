import { checkPassword, isSimpleEmail, normalizeEmail } from '@hm/contracts';

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

export class InvalidConfigError extends Error {}

export function parseDatabaseUrl(value: string | undefined, name = 'DATABASE_URL'): string {
  if (value === undefined || value.trim() === '') {
    throw new InvalidConfigError(`Invalid configuration: ${name} is required (e.g. postgres://postgres@127.0.0.1:5432/homemate)`);
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new InvalidConfigError(`Invalid configuration: ${name} must be a URL (got "${value}")`);
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new InvalidConfigError(`Invalid configuration: ${name} must start with postgres:// or postgresql:// (got "${url.protocol}//...")`);
  }
  if (url.pathname.replace(/^\//, '') === '') {
    throw new InvalidConfigError(`Invalid configuration: ${name} must name a database (e.g. .../homemate)`);
  }
  return value;
}

/**
 * ADMIN_EMAIL and ADMIN_PASSWORD go together; the password must pass the account password rule
 * (it is never printed). Neither set: no admin is seeded beyond the demo users.
 */
export function parseSeedAdmin(email: string | undefined, password: string | undefined): SeedAdmin | null {
  const given = (value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : value);
  const adminEmail = given(email);
  const adminPassword = given(password);
  if (adminEmail === undefined && adminPassword === undefined) return null;
  if (adminEmail === undefined || adminPassword === undefined) {
    throw new InvalidConfigError('Invalid configuration: ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (!isSimpleEmail(adminEmail.trim())) {
    throw new InvalidConfigError(`Invalid configuration: ADMIN_EMAIL must be an e-mail address (got "${adminEmail}")`);
  }
  const broken = checkPassword(adminPassword);
  if (broken.length > 0) {
    throw new InvalidConfigError(
      `Invalid configuration: ADMIN_PASSWORD breaks the password rule (${broken.join(', ')}): 8 to 128 characters with an upper-case letter and a digit`,
    );
  }
  return { email: normalizeEmail(adminEmail), password: adminPassword };
}

export function loadDbCliConfig(env: NodeJS.ProcessEnv = process.env): DbCliConfig {
  return {
    databaseUrl: parseDatabaseUrl(env.DATABASE_URL),
    admin: parseSeedAdmin(env.ADMIN_EMAIL, env.ADMIN_PASSWORD),
    seedDemo: env.NODE_ENV?.trim() !== 'production',
  };
}
