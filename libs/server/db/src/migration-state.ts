import { migrationsList } from './migrations/migrations-list.js';

/** Runs one SQL statement and returns its rows (an ORM connection's `execute`, or a pg client's). */
export type SqlRunner = (sql: string) => Promise<{ name: string }[]>;

/**
 * The committed migrations this build needs that the database has not applied (empty when up to
 * date). A process whose schema is behind is alive but not ready: its queries would fail.
 */
export async function pendingMigrations(run: SqlRunner): Promise<string[]> {
  let applied: Set<string>;
  try {
    applied = new Set((await run('select name from mikro_orm_migrations')).map((row) => row.name));
  } catch (error) {
    // No migrations table yet: nothing is applied.
    if ((error as { code?: string }).code === '42P01') applied = new Set();
    else throw error;
  }
  return migrationsList.map((migration) => migration.name).filter((name) => !applied.has(name));
}
