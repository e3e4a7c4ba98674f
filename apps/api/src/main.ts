import 'reflect-metadata';
import type { Server } from 'node:http';
import { Logger } from '@nestjs/common';
import { InvalidConfigError, readTracingSettings } from '@hm/config';
import { startTracing } from '@hm/tracing';
import type { LoadedConfig } from './config/load-config.js';

// Settings are validated before anything that could connect somewhere is even imported, so a
// bad variable ends start-up with one line naming it (and exit code 1), not a stack trace. Tracing
// starts before that too: it patches pg and ioredis as they load, and the settings' own
// modules already load some of them.
let loaded: LoadedConfig;
try {
  await startTracing({
    ...readTracingSettings(),
    serviceName: 'homemate-api',
  });
  const { loadConfigFromProcessEnv } = await import('./config/load-config.js');
  loaded = loadConfigFromProcessEnv();
} catch (error) {
  if (!(error instanceof InvalidConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}

/** Longer than the 60 s idle timeout of common load balancers and proxies. */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

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
    keepIdleConnectionsOpen(app.getHttpServer() as Server);
    await app.listen(config.http.port);
    new Logger('Main').log(`API listening on port ${config.http.port} (public URL ${config.http.publicUrl})`);
  } catch (error) {
    process.stderr.write(`API failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}

/**
 * Node closes a kept-alive connection after 5 s of quiet. A client that keeps it longer (a proxy,
 * an HTTP client library) and sends its next request on it just then gets the connection reset
 * instead of an answer. The server keeps idle connections longer than its clients do, so they
 * are the ones to close them.
 */
function keepIdleConnectionsOpen(server: Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Must outlast keepAliveTimeout, or a request arriving at its end waits for headers that are cut off.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
}
