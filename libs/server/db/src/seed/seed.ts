import { MikroORM } from '@mikro-orm/postgresql';
import { SeedManager } from '@mikro-orm/seeder';
import type { SeedAdmin } from '../config/db-config.js';
import { createOrmOptions } from '../orm-options.js';
import { seedAdmin } from './admin.seeder.js';
import { DemoSeeder } from './demo.seeder.js';

export interface SeedOptions {
  /** The operator account of ADMIN_EMAIL / ADMIN_PASSWORD, seeded besides the demo users. */
  admin?: SeedAdmin | null;
  /** The demo accounts (published passwords); default true, false in production. */
  demo?: boolean;
}

/** Inserts the demo data that is missing and the configured admin; safe to run on every start. */
export async function seed(url: string, options: SeedOptions = {}): Promise<void> {
  const ormOptions = createOrmOptions({ url });
  const orm = await MikroORM.init({ ...ormOptions, extensions: [...(ormOptions.extensions ?? []), SeedManager] });
  try {
    if (options.demo ?? true) await orm.seeder.seed(DemoSeeder);
    const admin = options.admin;
    if (admin) await orm.em.fork().transactional((em) => seedAdmin(em, admin));
  } finally {
    await orm.close(true);
  }
}
