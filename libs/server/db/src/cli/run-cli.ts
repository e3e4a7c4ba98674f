import { InvalidConfigError } from '@hm/config';
import { loadDbCliConfig, type DbCliConfig } from '../config/db-config.js';

/** Runs one command with validated settings; any failure becomes one line on stderr and exit code 1. */
export async function runCli(command: (config: DbCliConfig) => Promise<void>): Promise<void> {
  try {
    await command(loadDbCliConfig());
  } catch (error) {
    const message = error instanceof InvalidConfigError ? error.message : `${error instanceof Error ? error.message : String(error)}`;
    console.error(message);
    process.exitCode = 1;
  }
}
