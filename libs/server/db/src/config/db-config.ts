/** Settings of the migrate/seed commands, read from the environment once. */
export interface DbCliConfig {
  databaseUrl: string;
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

export function loadDbCliConfig(env: NodeJS.ProcessEnv = process.env): DbCliConfig {
  return { databaseUrl: parseDatabaseUrl(env.DATABASE_URL) };
}
