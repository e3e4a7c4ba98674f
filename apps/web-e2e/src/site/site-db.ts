// Reads what the public forms stored, straight from the e2e database (not through the API
// under test).
import pg from 'pg';
import { e2eServerEnv } from '../support/e2e-env.ts';

export async function queryRows<T extends Record<string, unknown>>(sql: string, params: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: e2eServerEnv.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}
