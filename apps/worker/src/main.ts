import 'reflect-metadata';
import { InvalidConfigError, readTracingSettings } from '@hm/config';
import { startTracing } from '@hm/tracing';

async function bootstrap(): Promise<void> {
  // Before anything else loads (the settings' own modules included): tracing patches pg and
  // ioredis as they are imported.
  await startTracing({
    ...readTracingSettings(),
    serviceName: 'homemate-worker',
  });
  const { loadWorkerConfig } = await import('./config/worker-config.js');
  const config = loadWorkerConfig();
  const [{ NestFactory }, { Logger }, { WorkerModule }] = await Promise.all([
    import('@nestjs/core'),
    import('nestjs-pino'),
    import('./worker.module.js'),
  ]);
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), { bufferLogs: true, abortOnError: false });
  app.useLogger(app.get(Logger));
  // SIGTERM/SIGINT -> app.close(): workers finish the job in hand, the relay its batch, then the
  // connections close, and the process exits with the signal.
  app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
  app.get(Logger).log(`worker started (${config.nodeEnv}, outbox poll ${config.outboxPollMs} ms)`, 'Bootstrap');
}

bootstrap().catch((error: unknown) => {
  // One line for configuration mistakes; the stack only for the unexpected.
  console.error(error instanceof InvalidConfigError ? error.message : error);
  process.exit(1);
});
