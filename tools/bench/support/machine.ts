// One line naming the machine a benchmark ran on, for BENCHMARKS.md.
import { cpus, loadavg, totalmem } from 'node:os';
import pg from 'pg';
import { pgbenchVersion } from './pgbench.ts';

export async function describeMachine(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ version: string }>('select version() as version');
    const cpuList = cpus();
    return (
      `${cpuList.length} CPU (${cpuList[0]?.model.trim() ?? '?'}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}, ` +
      `${rows[0]!.version.split(' on ')[0]}, ${pgbenchVersion()}, load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`
    );
  } finally {
    await client.end();
  }
}
