// One fault scenario's world, all its own and all real: a temporary folder, a PostgreSQL cluster, a
// redis-server, an SMTP sink, and the BUILT API and worker (apps/*/dist/main.js: `npm run
// test:faults` builds them first) as child processes. dispose() stops every one of them and removes
// the folder, whatever state the scenario left them in.
import { listServices } from '@hm/catalog';
import { verifiedCredentialsSql } from '@hm/db';
import { randomBytes, randomUUID } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomClientAddress } from '../../bench/http-load.ts';
import { tokensFor, type BenchRole } from '../../bench/support/tokens.ts';
import { FaultPostgres } from './postgres.ts';
import { freePort } from './ports.ts';
import { ManagedChild } from './processes.ts';
import { FaultRedis } from './redis.ts';
import { FaultSmtpSink } from './smtp-sink.ts';
import { waitFor } from './wait.ts';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const builtApi = join(repoRoot, 'apps/api/dist/main.js');
const builtWorker = join(repoRoot, 'apps/worker/dist/main.js');
// Production mode requires it; the API and the worker must share it.
const FAULTS_UNSUBSCRIBE_SECRET = 'faults-only-unsubscribe-secret-0123456789';

export interface ApiNode {
  url: string;
  child: ManagedChild;
}

export interface SeededUser {
  id: string;
  email: string;
  token: string;
}

export class FaultStack {
  readonly jwtSecret = randomBytes(32).toString('hex');
  readonly apis: ApiNode[] = [];
  /** Every worker started, in order; `worker` is the last one. */
  readonly workers: ManagedChild[] = [];
  worker: ManagedChild | undefined;
  private readonly extra: (() => Promise<void>)[] = [];

  readonly dir: string;
  readonly postgres: FaultPostgres;
  readonly redis: FaultRedis;
  readonly smtp: FaultSmtpSink;

  private constructor(dir: string, postgres: FaultPostgres, redis: FaultRedis, smtp: FaultSmtpSink) {
    this.dir = dir;
    this.postgres = postgres;
    this.redis = redis;
    this.smtp = smtp;
  }

  static async create(name: string): Promise<FaultStack> {
    for (const built of [builtApi, builtWorker, join(repoRoot, 'libs/server/db/dist/cli/migrate.js')]) {
      if (!existsSync(built)) throw new Error(`${built} is missing: build first (npm run test:faults does)`);
    }
    const dir = mkdtempSync(join(tmpdir(), `hm-faults-${name}-`));
    // As root, PostgreSQL runs as the `postgres` user, which must be able to enter the folder.
    chmodSync(dir, 0o755);
    const parts: { postgres?: FaultPostgres; redis?: FaultRedis; smtp?: FaultSmtpSink } = {};
    try {
      [parts.postgres, parts.redis, parts.smtp] = await Promise.all([
        FaultPostgres.start(dir),
        FaultRedis.start(dir),
        FaultSmtpSink.start(),
      ]);
      const stack = new FaultStack(dir, parts.postgres, parts.redis, parts.smtp);
      await stack.seedServingTeam();
      return stack;
    } catch (error) {
      await Promise.allSettled([parts.postgres?.dispose(), parts.redis?.dispose(), parts.smtp?.close()]);
      rmSync(dir, { recursive: true, force: true });
      throw error;
    }
  }

  /** Starts one more API process on a free port and waits until /api/health answers 200. */
  async startApi(extraEnv: Record<string, string> = {}): Promise<ApiNode> {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const child = new ManagedChild(`api:${port}`, process.execPath, [builtApi], {
      cwd: repoRoot,
      env: {
        PATH: process.env['PATH'] ?? '',
        NODE_ENV: 'production',
        PORT: String(port),
        PUBLIC_URL: url,
        DATABASE_URL: this.postgres.url,
        REDIS_URL: this.redis.url,
        JWT_SECRET: this.jwtSecret,
        UNSUBSCRIBE_SECRET: FAULTS_UNSUBSCRIBE_SECRET,
        // Each request's X-Forwarded-For is its client, so a burst from one test is not one visitor.
        TRUST_PROXY: '1',
        LOG_LEVEL: 'warn',
        ...extraEnv,
      },
    });
    const node = { url, child };
    this.apis.push(node);
    await waitFor(
      `the API on ${port} to be healthy`,
      async () => {
        if (!child.running) throw new Error(`the API exited while starting\n${child.output()}`);
        return (await fetch(`${url}/api/health`)).status === 200;
      },
      { timeoutMs: 60_000, everyMs: 200 },
    );
    return node;
  }

  /** Starts the worker (it has no port; its outbox relay and queues show it is working). */
  startWorker(extraEnv: Record<string, string> = {}): ManagedChild {
    this.worker = new ManagedChild(`worker-${this.workers.length + 1}`, process.execPath, [builtWorker], {
      cwd: repoRoot,
      env: {
        PATH: process.env['PATH'] ?? '',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        DATABASE_URL: this.postgres.url,
        REDIS_URL: this.redis.url,
        SMTP_URL: this.smtp.url,
        PUBLIC_URL: 'http://127.0.0.1:9',
        UNSUBSCRIBE_SECRET: FAULTS_UNSUBSCRIBE_SECRET,
        OUTBOX_POLL_MS: '100',
        ...extraEnv,
      },
    });
    this.workers.push(this.worker);
    return this.worker;
  }

  /**
   * A pro team who does every bookable service in Montréal (H), every day 07:00 to 21:00: bookings
   * are accepted only where and when an approved pro is free (docs/booking-rules.md).
   */
  private async seedServingTeam(): Promise<void> {
    const services = listServices()
      .filter((service) => service.availability === 'available')
      .map((service) => service.id);
    const email = `faults-team-${randomUUID()}@example.com`;
    await this.query(
      `with u as (
         insert into users (first_name, last_name, email, role, locale) values ('Équipe', 'Panne', $1, 'professional', 'fr') returning id),
       p as (
         insert into professionals (user_id, first_name, last_name, email, phone, categories, service_area_prefixes, locale, status, reviewed_at)
         select id, 'Équipe', 'Panne', $1, '+15145550100', $2::text[], '{H}', 'fr', 'approved', now() from u returning user_id),
       s as (insert into pro_schedules (user_id) select user_id from p returning user_id)
       insert into pro_working_hours (user_id, weekday, start_minute, end_minute)
       select user_id, day, 420, 1260 from s cross join generate_series(1, 7) as day
       returning user_id`,
      [email, services],
    );
    // Verified licence, memberships and insurance: the team takes regulated trades too (docs/verified-trades.md).
    await this.query(verifiedCredentialsSql('select id from users where email = $1'), [email]);
  }

  /** Users inserted directly, with sessions and access tokens the API accepts (no password hashing). */
  async seedUsers<const R extends readonly BenchRole[]>(roles: R): Promise<{ [K in keyof R]: SeededUser }> {
    const client = await this.postgres.client();
    try {
      const users: { id: string; email: string; role: BenchRole }[] = [];
      for (const [index, role] of roles.entries()) {
        const email = `faults-${index}-${randomUUID()}@example.com`;
        const { rows } = await client.query<{ id: string }>(
          `insert into users (first_name, last_name, email, role, locale) values ($1, $2, $3, $4, 'fr') returning id`,
          [`Panne${index}`, role, email, role],
        );
        users.push({ id: rows[0]!.id, email, role });
        // A professional may be assigned the suites' plumbing jobs: verified credentials (docs/verified-trades.md).
        if (role === 'professional') await client.query(verifiedCredentialsSql('select $1::uuid'), [rows[0]!.id]);
      }
      const tokens = await tokensFor(client, this.jwtSecret, users);
      return users.map((user) => ({ id: user.id, email: user.email, token: tokens.get(user.id)! })) as { [K in keyof R]: SeededUser };
    } finally {
      await client.end();
    }
  }

  async query<R extends object>(sql: string, params: unknown[] = []): Promise<R[]> {
    const client = await this.postgres.client();
    try {
      return (await client.query<R>(sql, params)).rows;
    } finally {
      await client.end();
    }
  }

  /** Registers something else to close in dispose() (a proxy, a socket). */
  onDispose(close: () => Promise<void>): void {
    this.extra.push(close);
  }

  /** Everything the processes printed, for a failure message. */
  output(): string {
    return [...this.apis.map((api) => api.child), ...this.workers].map((child) => child.output()).join('\n');
  }

  async dispose(): Promise<void> {
    await Promise.allSettled(this.extra.map((close) => close()));
    await Promise.allSettled([
      ...this.apis.map((api) => api.child.stop('SIGTERM', 5000)),
      ...this.workers.map((worker) => worker.stop('SIGTERM', 5000)),
    ]);
    await Promise.allSettled([this.postgres.dispose(), this.redis.dispose(), this.smtp.close()]);
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** The contact e-mail of every booking createBooking makes: where the customer's booking e-mails go. */
export const BOOKING_CONTACT_EMAIL = 'faults@example.com';

// Each booking holds its pro's time (docs/booking-rules.md "One pro, one job at a time") and the
// stack has one serving team: every booking of a spec gets a visit of its own, a day further each
// time from 2 to 29 days ahead, then the next time of day (a window cleaning and its travel take
// 2 h 30): 140 visits, more than a spec books.
const VISIT_TIMES = ['08:00', '10:30', '13:00', '15:30', '18:00'] as const;
let bookingsMade = 0;
function nextVisit(): { scheduledDate: string; scheduledTime: string } {
  const n = bookingsMade++;
  return {
    scheduledDate: new Date(Date.now() + (2 + (n % 28)) * 86_400_000).toISOString().slice(0, 10),
    scheduledTime: VISIT_TIMES[Math.floor(n / 28) % VISIT_TIMES.length]!,
  };
}

/** POST /api/bookings as `user`; resolves with the HTTP status and the booking number (if created). */
export async function createBooking(
  apiUrl: string,
  token: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; bookingNumber: string | null }> {
  const response = await fetch(`${apiUrl}/api/bookings`, {
    method: 'POST',
    headers: {
      ...headers,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
      'x-forwarded-for': randomClientAddress(),
    },
    body: JSON.stringify({
      serviceId: 'cleaning',
      subServiceId: 'window-cleaning',
      ...nextVisit(),
      firstName: 'Panne',
      lastName: 'Test',
      email: BOOKING_CONTACT_EMAIL,
      phone: '514-555-0000',
      address: '500 rue Sherbrooke Ouest',
      city: 'Montréal',
      postalCode: 'h3a1b9',
      locale: 'fr',
    }),
  });
  const body = (await response.json().catch(() => null)) as { bookingNumber?: string } | null;
  return { status: response.status, bookingNumber: body?.bookingNumber ?? null };
}
