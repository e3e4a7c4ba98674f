import { MikroORM } from '@mikro-orm/postgresql';
import { SeedManager } from '@mikro-orm/seeder';
import { createOrmOptions } from '../orm-options.js';
import { DemoSeeder } from './demo.seeder.js';

/** Inserts the demo data that is missing; safe to run on every start. */
export async function seed(url: string): Promise<void> {
  const options = createOrmOptions({ url });
  const orm = await MikroORM.init({ ...options, extensions: [...(options.extensions ?? []), SeedManager] });
  try {
    await orm.seeder.seed(DemoSeeder);
  } finally {
    await orm.close(true);
  }
}
