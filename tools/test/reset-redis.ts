// Usage: node tools/test/reset-redis.ts redis://127.0.0.1:6379/5
// Empties one Redis logical database (FLUSHDB) so queues start clean. The URL must name
// the database index, and it may not be 0, which is the one a developer's tools default to.
import { parseRedisUrl, sendCommands } from '../start/resp-client.ts';

export async function resetRedisDatabase(url: string): Promise<number> {
  const target = parseRedisUrl(url);
  if (target.db === undefined || !Number.isInteger(target.db) || target.db < 1) {
    throw new Error(`Refusing to flush ${url}: name a database index other than 0, e.g. redis://127.0.0.1:6379/5`);
  }
  const [reply] = await sendCommands(target, [['FLUSHDB']]);
  if (reply instanceof Error) throw reply;
  return target.db;
}

if (import.meta.main) {
  const url = process.argv[2];
  if (!url) {
    process.stderr.write('Usage: node tools/test/reset-redis.ts redis://host:port/<db>\n');
    process.exit(2);
  }
  resetRedisDatabase(url).then(
    (db) => process.stdout.write(`[reset-redis] Redis database ${db} is empty\n`),
    (error: unknown) => {
      process.stderr.write(`[reset-redis] ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
