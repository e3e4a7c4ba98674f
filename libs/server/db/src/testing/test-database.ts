import pg from 'pg';
import { testDatabaseAdminUrl, testDatabaseSuffix } from '../config/test-database-config.js';
import { migrateUp } from '../migrate.js';

export interface TestDatabase {
  /** Connection URL of the new, migrated database. */
  url: string;
  /** Drops the database (terminating any connection still open to it). */
  drop(): Promise<void>;
}

const adminUrl = (): string => testDatabaseAdminUrl();

async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function dropDatabase(client: pg.Client, name: string): Promise<void> {
  // WITH (FORCE) ends sessions a failed test left open, so the next run always starts clean.
  await client.query(`drop database if exists "${name}" with (force)`);
}

/**
 * Creates (after dropping any leftover of a previous run) a database for one test suite and applies
 * every migration. Each suite uses its own name, so suites never touch each other's data.
 */
export async function createTestDatabase(suiteName: string): Promise<TestDatabase> {
  const name = `${suiteName}${testDatabaseSuffix()}`;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) {
    throw new Error(`createTestDatabase: "${name}" is not a plain lower-case database name`);
  }
  await withAdmin(async (client) => {
    await dropDatabase(client, name);
    await client.query(`create database "${name}"`);
  });
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  await migrateUp(url.toString());
  return {
    url: url.toString(),
    drop: () => withAdmin((client) => dropDatabase(client, name)),
  };
}
