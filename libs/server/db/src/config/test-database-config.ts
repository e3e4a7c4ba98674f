const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** Server (and a database on it to connect to) where test suites create their own databases. */
export function testDatabaseAdminUrl(env: NodeJS.ProcessEnv = process.env): string {
  return env.TEST_DATABASE_ADMIN_URL ?? DEFAULT_ADMIN_URL;
}
