import type { EntityManager } from '@mikro-orm/core';
import type { EntityManager as SqlEntityManager } from '@mikro-orm/postgresql';
import { hash } from '@node-rs/argon2';
import type { SeedAdmin } from '../config/db-config.js';

/**
 * Makes sure the operator named by ADMIN_EMAIL exists and is an admin. Idempotent: an existing
 * account keeps its password (the operator may have changed it since) and is only promoted to
 * admin if it was not one; a new account gets ADMIN_PASSWORD.
 */
export async function seedAdmin(em: EntityManager, admin: SeedAdmin): Promise<'created' | 'promoted' | 'unchanged'> {
  const sql = em as SqlEntityManager;
  const existing = await sql.execute<{ id: string; role: string }[]>('select id, role from users where lower(email) = lower(?)', [
    admin.email,
  ]);
  const row = existing[0];
  if (row) {
    if (row.role === 'admin') return 'unchanged';
    await sql.execute(`update users set role = 'admin', updated_at = now() where id = ?`, [row.id]);
    return 'promoted';
  }
  const passwordHash = await hash(admin.password);
  const inserted = await sql.execute<{ id: string }[]>(
    `insert into users (first_name, last_name, email, role, locale, password_hash)
     values ('Admin', 'HomeMate', ?, 'admin', 'fr', ?)
     on conflict ((lower(email))) do nothing
     returning id`,
    [admin.email, passwordHash],
  );
  return inserted.length > 0 ? 'created' : 'unchanged';
}
