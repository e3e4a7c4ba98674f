// Usage: node tools/test/reset-db.ts postgres://postgres@127.0.0.1:5432/hm_e2e
// Drops (if it exists) and re-creates the database named in the URL, so that a test run
// starts from nothing. Only databases whose name starts with `hm_` may be reset.
import pg from 'pg';

const safeName = /^hm_[a-z0-9_]+$/;

export async function resetDatabase(url: string): Promise<string> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!safeName.test(name)) {
    throw new Error(`Refusing to reset database "${name}": test databases are named hm_<something> (lower case).`);
  }
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const quoted = client.escapeIdentifier(name);
    // WITH (FORCE) ends sessions left over from an interrupted run.
    await client.query(`DROP DATABASE IF EXISTS ${quoted} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${quoted}`);
  } finally {
    await client.end();
  }
  return name;
}

if (import.meta.main) {
  const url = process.argv[2];
  if (!url) {
    process.stderr.write('Usage: node tools/test/reset-db.ts postgres://user@host:port/hm_name\n');
    process.exit(2);
  }
  resetDatabase(url).then(
    (name) => process.stdout.write(`[reset-db] database ${name} is empty and ready\n`),
    (error: unknown) => {
      process.stderr.write(`[reset-db] ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
