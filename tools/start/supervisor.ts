// Runs the whole stack for `npm start`. It is started by start.ts in its own process
// group, so a Ctrl-C in the terminal reaches only start.ts, which forwards it here, and
// the shutdown order stays ours: api and worker, then Redis, PostgreSQL, the mail catcher.
import { delimiter } from 'node:path';
import { checkAppSettings } from './app-settings.ts';
import { banner } from './banner.ts';
import { loadDemoAdminEmail } from './demo-admin.ts';
import { UserFacingError } from './errors.ts';
import { waitForHealthy } from './health.ts';
import { say, warn } from './log.ts';
import { startMailCatcher, type MailCatcher } from './mail-catcher.ts';
import { fromRoot, packageBin, paths, repoRoot } from './paths.ts';
import { isPortFree } from './ports.ts';
import { prettyLogLine } from './pretty-log.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './postgres.ts';
import { describeExit, killAllNow, runStep, startProcess, stopAll, type ManagedProcess } from './processes.ts';
import { findOnPath, MissingRedisError, startEmbeddedRedis, type EmbeddedRedis } from './redis.ts';
import { loadOrCreateDevSecrets } from './secrets.ts';
import { readSettings } from './settings.ts';

const node = process.execPath;
const shortSteps = ['build', 'db'];
const forceAfterMs = 1_000;

let stopping = false;
let stoppingSince = 0;
let mailStart: Promise<MailCatcher> | undefined;
let redisStart: Promise<EmbeddedRedis> | undefined;
let dbStart: Promise<EmbeddedDatabase> | undefined;
let embeddedDb: EmbeddedDatabase | undefined;
const apps: ManagedProcess[] = [];

async function settle<T>(start: Promise<T> | undefined): Promise<T | undefined> {
  return start?.catch(() => undefined);
}

async function shutdown(exitCode: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  stoppingSince = Date.now();
  await stopAll(shortSteps);
  // The worker may be finishing a job: it gets time to do so before being killed.
  await Promise.all(apps.map((app) => app.stop('SIGTERM', 20_000)));
  const redis = await settle(redisStart);
  await redis?.stop().catch((error: unknown) => warn(`Stopping Redis: ${String(error)}`));
  const db = await settle(dbStart);
  await db?.stop().catch((error: unknown) => warn(`Stopping PostgreSQL: ${String(error)}`));
  const mail = await settle(mailStart);
  await mail?.stop();
  if (mailStart || redisStart || dbStart || apps.length > 0) say('Stopped.');
  process.exit(exitCode);
}

function forceExit(): void {
  warn('Forced exit: killing everything now.');
  killAllNow();
  embeddedDb?.kill();
  process.exit(130);
}

function onStopRequest(reason: string): void {
  if (!stopping) {
    say(`Stopping (${reason})… press Ctrl-C again to force.`);
    void shutdown(0);
  } else if (Date.now() - stoppingSince > forceAfterMs) {
    // The terminal and npm may both deliver the same Ctrl-C; only a later one forces.
    forceExit();
  }
}

function stopIfUnexpected(exit: Promise<string>): void {
  void exit.then((reason) => {
    if (stopping) return;
    warn(`${reason}. Stopping everything.`);
    void shutdown(1);
  });
}

function startApp(name: string, main: string, env: NodeJS.ProcessEnv): ManagedProcess {
  const app = startProcess(name, node, ['--enable-source-maps', main], { cwd: repoRoot, env, format: prettyLogLine });
  apps.push(app);
  stopIfUnexpected(app.exited.then((exit) => `The ${name} ${describeExit(exit)}`));
  return app;
}

async function main(): Promise<void> {
  const settings = readSettings();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: settings.nodeEnv,
    PORT: String(settings.port),
    PUBLIC_URL: process.env['PUBLIC_URL'] || `http://localhost:${settings.port}`,
    WEB_DIST_DIR: process.env['WEB_DIST_DIR'] || paths.webDist,
    // Every child (and every npm script Nx runs) must get the repository's Node 24.
    PATH: `${paths.nodeBinDir}${delimiter}${process.env['PATH'] ?? ''}`,
  };

  // Checked before anything starts, so that this is the only line the developer sees.
  if (!settings.redisUrl && !findOnPath('redis-server', env['PATH'])) throw new MissingRedisError();
  if (!(await isPortFree(settings.port))) {
    throw new UserFacingError(`Port ${settings.port} is already in use. Stop what uses it, or pick another port: PORT=3001 npm start`);
  }

  if (!settings.jwtSecret && settings.nodeEnv !== 'production') {
    env['JWT_SECRET'] = loadOrCreateDevSecrets(paths.devSecrets).jwtSecret;
  }

  if (!settings.smtpUrl) {
    mailStart = startMailCatcher(settings.mailDir, (mail) => say(`Caught mail to ${mail.to}: "${mail.subject}" -> ${fromRoot(mail.file)}`));
  }
  if (!settings.redisUrl) redisStart = startEmbeddedRedis(paths.redisData, env);
  if (!settings.databaseUrl) {
    dbStart = startEmbeddedPostgres(paths.postgresData, say);
    void dbStart.then(
      (db) => {
        embeddedDb = db;
      },
      () => undefined,
    );
  }

  say('Building the API, the worker and the web app (Nx reuses what has not changed)…');
  const build = runStep(
    'build',
    node,
    [packageBin('nx', 'nx'), 'run-many', '-t', 'build', '--projects=@hm/api,@hm/worker,@hm/web'],
    // No Nx daemon: it would outlive the launcher.
    { cwd: repoRoot, env: { ...env, NX_DAEMON: 'false', NX_TUI: 'false' } },
  );
  const [mail, redis, db] = await Promise.all([mailStart, redisStart, dbStart, build]);

  const databaseUrl = settings.databaseUrl ?? db?.url ?? '';
  const redisUrl = settings.redisUrl ?? redis?.url ?? '';
  const smtpUrl = settings.smtpUrl ?? mail?.url ?? '';
  env['DATABASE_URL'] = databaseUrl;
  env['REDIS_URL'] = redisUrl;
  env['SMTP_URL'] = smtpUrl;
  if (mail) env['DEV_MAIL_DIR'] = mail.dir;
  if (redis) stopIfUnexpected(redis.exited);
  if (db) stopIfUnexpected(db.exited);

  if (stopping) return;
  await checkAppSettings(env);
  say('Applying database migrations…');
  await runStep('db', node, [paths.migrateCli], { cwd: repoRoot, env });
  if (stopping) return;
  say('Loading demo data (idempotent)…');
  await runStep('db', node, [paths.seedCli], { cwd: repoRoot, env });
  if (stopping) return;

  const api = startApp('api', paths.apiMain, env);
  startApp('worker', paths.workerMain, env);
  await waitForHealthy(`http://127.0.0.1:${settings.port}/api/health`, api.exited, 90_000);
  if (stopping) return;
  process.stdout.write(
    banner({
      port: settings.port,
      nodeEnv: settings.nodeEnv,
      databaseUrl,
      embeddedDatabase: Boolean(db),
      redisUrl,
      embeddedRedis: Boolean(redis),
      mailDir: mail?.dir,
      smtpUrl,
      // The seed adds its demo users everywhere but in production.
      demoAdminEmail: settings.nodeEnv === 'production' ? undefined : await loadDemoAdminEmail(),
      adminEmail: settings.adminEmail,
    }),
  );
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => onStopRequest(signal));
}
// start.ts holds the other end of the IPC channel: if it dies (even by SIGKILL), stop too.
process.on('disconnect', () => onStopRequest('launcher exited'));

main().catch((error: unknown) => {
  if (stopping) return;
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof UserFacingError) warn(message);
  else warn(`Start-up failed: ${message}`);
  void shutdown(1);
});
