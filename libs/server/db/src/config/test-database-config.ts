const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** Server (and a database on it to connect to) where test suites create their own databases. */
export function testDatabaseAdminUrl(env: NodeJS.ProcessEnv = process.env): string {
  return env.TEST_DATABASE_ADMIN_URL ?? DEFAULT_ADMIN_URL;
}

/**
 * Appended to every test database's name, so that two test runs on one server (e.g. a full run in
 * a second clone while you work) do not drop each other's databases.
 */
export function testDatabaseSuffix(env: NodeJS.ProcessEnv = process.env): string {
  return env.TEST_DATABASE_SUFFIX ?? '';
}
