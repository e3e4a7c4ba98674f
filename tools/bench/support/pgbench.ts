// pgbench, the raw-database ceiling the API's rates are compared with: found on the PATH or in
// Debian's /usr/lib/postgresql/*/bin, run on a script file with ready SQL literals as variables.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parsePgbenchOutput, type PgbenchSummary } from '../stats.ts';

let binary: string | undefined;

export function pgbenchBinary(): string {
  if (binary) return binary;
  if (spawnSync('pgbench', ['--version'], { encoding: 'utf8' }).status === 0) return (binary = 'pgbench');
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'pgbench'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error('pgbench not found on the PATH nor in /usr/lib/postgresql/*/bin (apt-get install postgresql-client).');
  return (binary = join(root, newest, 'bin', 'pgbench'));
}

export const pgbenchVersion = (): string => execFileSync(pgbenchBinary(), ['--version'], { encoding: 'utf8' }).trim();

export interface PgbenchRun {
  databaseUrl: string;
  /** The transaction, as pgbench script text (`:name` variables, `\set` lines). */
  script: string;
  /** Values pasted in for `:name`: each a ready SQL literal (simple protocol, as MikroORM sends). */
  variables?: Record<string, string>;
  clients: number;
  seconds: number;
}

export function runPgbench({ databaseUrl, script, variables = {}, clients, seconds }: PgbenchRun): PgbenchSummary {
  const dir = mkdtempSync(join(tmpdir(), 'hm-bench-'));
  try {
    const file = join(dir, 'transaction.sql');
    writeFileSync(file, script);
    const defines = Object.entries(variables).flatMap(([name, value]) => ['-D', `${name}=${value}`]);
    const threads = Math.max(1, Math.min(clients, cpus().length));
    const args = [
      '-n',
      '-M',
      'simple',
      '-c',
      String(clients),
      '-j',
      String(threads),
      '-T',
      String(seconds),
      ...defines,
      '-f',
      file,
      databaseUrl,
    ];
    const run = spawnSync(pgbenchBinary(), args, { encoding: 'utf8' });
    const output = `${run.stdout}\n${run.stderr}`;
    if (run.status !== 0 && !/tps = /.test(output)) throw new Error(`pgbench failed:\n${output.slice(0, 4000)}`);
    return parsePgbenchOutput(output);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
