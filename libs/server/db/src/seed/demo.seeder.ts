import type { EntityManager } from '@mikro-orm/core';
import type { EntityManager as SqlEntityManager } from '@mikro-orm/postgresql';
import { Seeder } from '@mikro-orm/seeder';
import { hash } from '@node-rs/argon2';
import { seedBlog } from './blog.seeder.js';
import { DEMO_USERS } from './demo-users.js';

/**
 * Demo data for local development and end-to-end tests. Idempotent: a row that already exists
 * (matched the way the unique index matches, on lower(email)) is left exactly as it is, so running
 * the seed on every start never duplicates or resets anything a developer changed.
 */
export class DemoSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    const sql = em as SqlEntityManager;
    for (const user of DEMO_USERS) {
      const existing = await sql.execute<{ id: string }[]>('select id from users where lower(email) = lower(?)', [user.email]);
      if (existing.length > 0) continue;
      const passwordHash = await hash(user.password); // library defaults: argon2id, 19 MiB, 2 passes (OWASP minimums)
      // ON CONFLICT covers a concurrent seed (two launchers at once) racing between select and insert.
      await sql.execute(
        `insert into users (first_name, last_name, email, role, locale, city, password_hash)
         values (?, ?, ?, ?, ?, ?, ?)
         on conflict ((lower(email))) do nothing`,
        [user.firstName, user.lastName, user.email, user.role, user.locale, user.city, passwordHash],
      );
    }
    await seedBlog(sql);
  }
}
