import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '..', '..');
export const dataDir = join(repoRoot, '.data');

export const paths = {
  envFile: join(repoRoot, '.env'),
  postgresData: join(dataDir, 'postgres'),
  redisData: join(dataDir, 'redis'),
  mail: join(dataDir, 'mail'),
  devSecrets: join(dataDir, 'dev-secrets.json'),
  nodeBinDir: join(repoRoot, 'node_modules', '.bin'),
  migrateCli: join(repoRoot, 'libs', 'server', 'db', 'dist', 'cli', 'migrate.js'),
  seedCli: join(repoRoot, 'libs', 'server', 'db', 'dist', 'cli', 'seed.js'),
  demoUsers: join(repoRoot, 'libs', 'server', 'db', 'dist', 'seed', 'demo-users.js'),
  apiMain: join(repoRoot, 'apps', 'api', 'dist', 'main.js'),
  workerMain: join(repoRoot, 'apps', 'worker', 'dist', 'main.js'),
  webDist: join(repoRoot, 'apps', 'web', 'dist'),
};

/** A path as the developer would type it from the repository root. */
export function fromRoot(path: string): string {
  return path.startsWith(repoRoot + '/') ? path.slice(repoRoot.length + 1) : path;
}

/** The script behind a package's command (e.g. nx), read from its package.json `bin`. */
export function packageBin(packageName: string, command: string): string {
  const dir = join(repoRoot, 'node_modules', packageName);
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { bin?: string | Record<string, string> };
  const bin = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin?.[command];
  if (!bin) throw new Error(`${packageName} has no "${command}" command; run npm install.`);
  return join(dir, bin);
}
