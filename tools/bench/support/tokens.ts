// Access tokens for seeded users without going through sign-in (which hashes a password per
// user): a session row per user, and an HS256 JWT with the claims the API expects (sub, role,
// sid), signed with the bench API's secret. The API verifies both exactly as for a real sign-in.
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type pg from 'pg';

export type BenchRole = 'customer' | 'professional' | 'admin';

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

export function signAccessToken(secret: string, claims: { sub: string; role: BenchRole; sid: string }, ttlSeconds = 3600): string {
  const now = Math.floor(Date.now() / 1000);
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(JSON.stringify({ ...claims, iat: now, exp: now + ttlSeconds }));
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

/** Opens one session per user (in one statement) and returns a token per user id. */
export async function tokensFor(
  client: pg.Client,
  secret: string,
  users: readonly { id: string; role: BenchRole }[],
): Promise<Map<string, string>> {
  const sessions = users.map((user) => ({ ...user, sid: randomUUID(), hash: randomBytes(32).toString('hex') }));
  await client.query(
    `insert into auth_sessions (id, user_id, family_id, token_hash, remember_me, expires_at)
     select s.sid, s.user_id, s.sid, s.hash, false, now() + interval '1 day'
     from unnest($1::uuid[], $2::uuid[], $3::text[]) as s(sid, user_id, hash)`,
    [sessions.map((s) => s.sid), sessions.map((s) => s.id), sessions.map((s) => s.hash)],
  );
  return new Map(sessions.map((s) => [s.id, signAccessToken(secret, { sub: s.id, role: s.role, sid: s.sid })]));
}
