import { createTestDatabase, type TestDatabase } from '@hm/db/testing';
import pg from 'pg';
import type { AppConfig } from '../config/app-config.js';
import { AccountsClient } from './accounts-client.js';
import { deleteRedisKeys, startApp, type RunningApp } from './test-app.js';
import { TEST_REDIS_URL, testRedisPrefix } from './test-config.js';

/** One integration suite's API: its own database, the real app, an accounts client and SQL. */
export interface IntStack {
  db: TestDatabase;
  app: RunningApp;
  client: AccountsClient;
  sql: pg.Client;
  /** Stops the app and removes the suite's database and Redis keys. */
  close(): Promise<void>;
}

/**
 * Starts the API on a fresh database named `databaseName`, with the settings `configure` makes
 * from its URL (usually `testConfig(...)` with the suite's name, whose Redis keys `close` deletes).
 */
export async function startIntStack(
  databaseName: string,
  suite: string,
  configure: (databaseUrl: string) => AppConfig,
  listenPort = 0,
): Promise<IntStack> {
  const db = await createTestDatabase(databaseName);
  const app = await startApp(configure(db.url), listenPort);
  const sql = new pg.Client({ connectionString: db.url });
  await sql.connect();
  return {
    db,
    app,
    client: new AccountsClient(app.baseUrl),
    sql,
    close: async () => {
      await sql.end();
      await app.close();
      await db.drop();
      await deleteRedisKeys(TEST_REDIS_URL, testRedisPrefix(suite));
    },
  };
}
