// The sign-in scenario: POST /api/auth/login with e-mail and password, as customers signing in
// from their own addresses. Every answer costs an argon2id verification (19 MiB, 2 passes: the
// OWASP minimum) and writes a session, so this is the API's most CPU-bound route by design.
//
// One account is signed up through the API (so its hash is the API's own), and its hash is given
// to `accounts` seeded customers; each request signs one of them in at random. The sessions the
// run opens are deleted afterwards.
import { randomInt, randomUUID } from 'node:crypto';
import pg from 'pg';
import { randomClientAddress, runHttpLoad, type HttpRun } from '../http-load.ts';

export async function measureSignIn(
  apiUrl: string,
  databaseUrl: string,
  load: { connections: number; seconds: number; accounts: number },
  log: (message: string) => void,
): Promise<HttpRun> {
  const password = `Bench-${randomUUID()}`;
  const email = `bench-sign-in-${Date.now()}@example.com`;
  const signUp = await fetch(`${apiUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': randomClientAddress() },
    body: JSON.stringify({ firstName: 'Bench', lastName: 'Connexion', email, password, locale: 'fr', acceptTerms: true }),
  });
  if (signUp.status !== 201) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = new Date();
  try {
    const { rows } = await client.query<{ email: string }>(
      `update users set password_hash = (select password_hash from users where email = $1)
       where id in (select id from users where role = 'customer' and email like 'bench-customer-%' order by email limit $2)
       returning email`,
      [email, load.accounts],
    );
    const emails = rows.map((row) => row.email);
    if (emails.length === 0) throw new Error('no seeded customer to sign in');
    log(`sign-in: ${emails.length} accounts, ${load.connections} connections for ${load.seconds} s…`);
    const request = {
      method: 'POST' as const,
      path: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      setupRequest: (req: object) => ({
        ...req,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': randomClientAddress() },
        body: JSON.stringify({ email: emails[randomInt(emails.length)], password, rememberMe: false }),
      }),
    };
    await runHttpLoad({ url: apiUrl, connections: 2, seconds: 1, okStatus: 200, requests: [request] });
    return await runHttpLoad({ url: apiUrl, connections: load.connections, seconds: load.seconds, okStatus: 200, requests: [request] });
  } finally {
    await client.query('delete from auth_sessions where created_at >= $1', [started]);
    await client.query('delete from users where email = $1', [email]);
    await client.end();
  }
}
