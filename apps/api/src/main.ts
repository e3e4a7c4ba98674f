import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { InvalidConfigError, loadConfigFromProcessEnv, type LoadedConfig } from './config/load-config.js';

// Settings are validated before anything that could connect somewhere is even imported, so a
// bad variable ends start-up with one line naming it (and exit code 1), not a stack trace.
let loaded: LoadedConfig;
try {
  loaded = loadConfigFromProcessEnv();
} catch (error) {
  if (!(error instanceof InvalidConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}

const { isClusterPrimary, runClusterPrimary } = await import('./cluster.js');
if (loaded.config.http.workers > 1 && isClusterPrimary()) {
  runClusterPrimary(loaded.config.http.workers);
} else {
  await startApi(loaded);
}

async function startApi({ config, warnings }: LoadedConfig): Promise<void> {
  const { createApp } = await import('./create-app.js');
  try {
    const app = await createApp(config, warnings);
    await app.listen(config.http.port);
    new Logger('Main').log(`API listening on port ${config.http.port} (public URL ${config.http.publicUrl})`);
  } catch (error) {
    process.stderr.write(`API failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
