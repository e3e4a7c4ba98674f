import { bold } from './log.ts';
import { fromRoot, paths } from './paths.ts';

export interface BannerFacts {
  port: number;
  nodeEnv: string;
  databaseUrl: string;
  embeddedDatabase: boolean;
  redisUrl: string;
  embeddedRedis: boolean;
  mailDir?: string;
  smtpUrl: string;
  /** The seeded demo admin (development and test only; its password is in the README). */
  demoAdminEmail?: string;
  /** ADMIN_EMAIL: the operator the seed creates or promotes. */
  adminEmail?: string;
}

/** Bull Board is behind the admin role: say which account opens it. */
function bullBoardAccess(facts: BannerFacts): string {
  const accounts = [
    ...(facts.adminEmail ? [`${facts.adminEmail} (ADMIN_EMAIL)`] : []),
    ...(facts.demoAdminEmail && facts.demoAdminEmail !== facts.adminEmail ? [`${facts.demoAdminEmail} (demo, password in README.md)`] : []),
  ];
  if (accounts.length === 0) return 'sign in as an admin first; set ADMIN_EMAIL and ADMIN_PASSWORD to create one';
  return `sign in as an admin first: ${accounts.join(' or ')}`;
}

/** Hides the password of a URL the developer provided; the embedded services' ones are local-only. */
export function redactPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (!parsed.password) return url;
    parsed.password = '***';
    return parsed.toString();
  } catch {
    return url;
  }
}

export function banner(facts: BannerFacts): string {
  const base = `http://localhost:${facts.port}`;
  const rows: [string, string][] = [
    ['Site', `${base}/`],
    ['API docs', `${base}/api/docs`],
    ['Health', `${base}/api/health`],
    ['Bull Board', `${base}/admin/queues  (${bullBoardAccess(facts)})`],
  ];
  if (facts.mailDir && facts.nodeEnv === 'development') rows.push(['Dev mail', `${base}/api/dev/mail`]);
  rows.push(
    [
      'PostgreSQL',
      `${facts.embeddedDatabase ? facts.databaseUrl : redactPassword(facts.databaseUrl)}${facts.embeddedDatabase ? `  (data in ${fromRoot(paths.postgresData)})` : ''}`,
    ],
    [
      'Redis',
      `${facts.embeddedRedis ? facts.redisUrl : redactPassword(facts.redisUrl)}${facts.embeddedRedis ? `  (data in ${fromRoot(paths.redisData)})` : ''}`,
    ],
    ['SMTP', `${redactPassword(facts.smtpUrl)}${facts.mailDir ? `  (caught mail in ${fromRoot(facts.mailDir)})` : ''}`],
  );
  const width = Math.max(...rows.map(([label]) => label.length));
  const lines = rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`);
  return ['', bold(`HomeMate is running (${facts.nodeEnv})`), ...lines, '', 'Press Ctrl-C to stop everything.', ''].join('\n');
}
