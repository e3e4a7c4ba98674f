// A database of the benchmarks' own, separate from development and tests, migrated with the
// repository's migrations (the built @hm/db CLI: run `npx nx run @hm/db:build` first, the npm
// scripts do).
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops and recreates `name`, then applies every migration. */
export async function recreateDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = databaseUrl(adminUrl, name);
  migrate(url);
  return url;
}

/** Applies the migrations `url` lacks: a database kept from an earlier run must match the code. */
export function migrate(url: string): void {
  execFileSync(process.execPath, ['libs/server/db/dist/cli/migrate.js'], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: url },
    stdio: 'inherit',
  });
}

export async function databaseExists(adminUrl: string, name: string): Promise<boolean> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    return rowCount === 1;
  } finally {
    await admin.end();
  }
}
