import { existsSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { UserFacingError } from './errors.ts';
import { paths, repoRoot } from './paths.ts';

/** What the launcher itself needs from the environment; the apps validate the rest. */
export interface LauncherSettings {
  port: number;
  nodeEnv: string;
  databaseUrl?: string;
  redisUrl?: string;
  smtpUrl?: string;
  mailDir: string;
  jwtSecret?: string;
  /** The operator the seed creates (ADMIN_EMAIL); only shown in the banner. */
  adminEmail?: string;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

/** Loads `.env` (values already in the environment win) and reads the launcher's settings. */
export function readSettings(env: NodeJS.ProcessEnv = process.env): LauncherSettings {
  if (env === process.env && existsSync(paths.envFile)) process.loadEnvFile(paths.envFile);
  const rawPort = nonEmpty(env['PORT']) ?? '3000';
  const port = Number(rawPort);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new UserFacingError(`PORT must be a port number (1-65535), got "${rawPort}".`);
  }
  const mailDir = nonEmpty(env['DEV_MAIL_DIR']);
  return {
    port,
    nodeEnv: nonEmpty(env['NODE_ENV']) ?? 'development',
    databaseUrl: nonEmpty(env['DATABASE_URL']),
    redisUrl: nonEmpty(env['REDIS_URL']),
    smtpUrl: nonEmpty(env['SMTP_URL']),
    mailDir: mailDir ? (isAbsolute(mailDir) ? mailDir : resolve(repoRoot, mailDir)) : paths.mail,
    jwtSecret: nonEmpty(env['JWT_SECRET']),
    adminEmail: nonEmpty(env['ADMIN_EMAIL']),
  };
}
