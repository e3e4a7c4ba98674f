import { sql, type EntityManager } from '@mikro-orm/core';
import { normalizeEmail } from '@hm/contracts';
import { User } from '@hm/db';

/** The account of an e-mail, matched like the unique index matches (lower(email)), so the index serves it. */
export function findUserByEmail(em: EntityManager, email: string): Promise<User | null> {
  return em.findOne(User, { [sql.lower('email')]: normalizeEmail(email) });
}
