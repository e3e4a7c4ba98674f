import { MikroORM } from '@mikro-orm/postgresql';
import { createOrmOptions } from './orm-options.js';

/** Applies pending migrations and returns the names of those applied (empty when up to date). */
export async function migrateUp(url: string): Promise<string[]> {
  const orm = await MikroORM.init(createOrmOptions({ url }));
  try {
    const applied = await orm.migrator.up();
    return applied.map((m) => m.name);
  } finally {
    await orm.close(true);
  }
}
