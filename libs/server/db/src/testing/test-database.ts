import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { testDatabaseAdminUrl, testDatabaseSuffix } from '../config/test-database-config.js';
import { migrateUp } from '../migrate.js';

export interface TestDatabase {
  /** Connection URL of the new, migrated database. */
  url: string;
  /** Drops the database (terminating any connection still open to it). */
  drop(): Promise<void>;
}

const TEMPLATE_PREFIX = 'hm_test_template_';
const PLAIN_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

const adminUrl = (): string => testDatabaseAdminUrl();

function databaseUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

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
 * The migrations' own text (file names and contents, sources or build alike): a template migrated
 * from other text is never used, so editing a migration needs no manual clean-up.
 */
function migrationsFingerprint(): string {
  const directory = fileURLToPath(new URL('../migrations/', import.meta.url));
  const hash = createHash('sha256');
  for (const file of readdirSync(directory)
    .filter((name) => /\.(ts|js)$/.test(name))
    .sort()) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(`${directory}${file}`))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated database that suites copy instead of each applying every migration (seconds per
 * suite). Made once per migrations' text and suffix, under an advisory lock, so parallel suites
 * neither build it twice nor copy it half-made; older templates of the same suffix are dropped.
 */
async function migratedTemplate(client: pg.Client): Promise<string> {
  const suffix = testDatabaseSuffix();
  const name = `${TEMPLATE_PREFIX}${migrationsFingerprint()}${suffix}`;
  const { rows } = await client.query<{ datname: string }>(`select datname from pg_database where datname like $1`, [
    `${TEMPLATE_PREFIX}%`,
  ]);
  if (rows.some((row) => row.datname === name)) return name;
  for (const { datname } of rows) {
    const other = datname.slice(TEMPLATE_PREFIX.length + 16);
    if (other === suffix) await dropDatabase(client, datname);
  }
  const building = `${name}_building`;
  await dropDatabase(client, building);
  await client.query(`create database "${building}"`);
  await migrateUp(databaseUrl(building));
  // Renamed only once complete: a template that exists is always fully migrated.
  await client.query(`alter database "${building}" rename to "${name}"`);
  return name;
}

/**
 * Creates (after dropping any leftover of a previous run) a database for one test suite, with every
 * migration applied. Each suite uses its own name, so suites never touch each other's data.
 */
export async function createTestDatabase(suiteName: string): Promise<TestDatabase> {
  const name = `${suiteName}${testDatabaseSuffix()}`;
  if (!PLAIN_NAME.test(name)) {
    throw new Error(`createTestDatabase: "${name}" is not a plain lower-case database name`);
  }
  await withAdmin(async (client) => {
    const lock = `hm-test-template${testDatabaseSuffix()}`;
    await client.query(`select pg_advisory_lock(hashtext($1))`, [lock]);
    try {
      const template = await migratedTemplate(client);
      await dropDatabase(client, name);
      await client.query(`create database "${name}" template "${template}"`);
    } finally {
      await client.query(`select pg_advisory_unlock(hashtext($1))`, [lock]);
    }
  });
  return {
    url: databaseUrl(name),
    drop: () => withAdmin((client) => dropDatabase(client, name)),
  };
}
