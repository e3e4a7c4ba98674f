// Run by the Playwright webServer command before the launcher: empties the end-to-end
// database, Redis database and caught-mail folder named by DATABASE_URL, REDIS_URL and
// DEV_MAIL_DIR, so every run starts from a clean, freshly migrated and seeded stack.
import { mkdirSync, rmSync } from 'node:fs';
import { isAbsolute } from 'node:path';
import { resetDatabase } from './reset-db.ts';
import { resetRedisDatabase } from './reset-redis.ts';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set (see apps/web-e2e/playwright.config.ts).`);
  return value;
}

async function main(): Promise<void> {
  const database = await resetDatabase(required('DATABASE_URL'));
  const redisDb = await resetRedisDatabase(required('REDIS_URL'));
  const mailDir = required('DEV_MAIL_DIR');
  if (!isAbsolute(mailDir)) throw new Error('DEV_MAIL_DIR must be an absolute path for end-to-end runs.');
  rmSync(mailDir, { recursive: true, force: true });
  mkdirSync(mailDir, { recursive: true });
  process.stdout.write(`[reset-e2e] database ${database}, Redis database ${redisDb} and ${mailDir} are empty\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`[reset-e2e] ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
