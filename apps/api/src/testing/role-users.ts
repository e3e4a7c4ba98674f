import type { UserRole } from '@hm/db';
import type pg from 'pg';
import { AccountsClient, signUpRequest, type Signed } from './accounts-client.js';

/** Signs a new account up, gives it `role` in the database, and signs in again so its token carries the role. */
export async function signUpAs(
  client: AccountsClient,
  sql: pg.Client,
  role: UserRole,
  overrides: Parameters<typeof signUpRequest>[0] = {},
): Promise<Signed> {
  const request = signUpRequest(overrides);
  const signed = await client.signUp(request);
  if (role === 'customer') return signed;
  await sql.query('update users set role = $1 where id = $2', [role, signed.session.user.id]);
  return client.signIn(request.email, request.password);
}

/** pg's $1, $2… for SQL written with MikroORM's `?` placeholders. */
export const numberedPlaceholders = (sql: string): string => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};
