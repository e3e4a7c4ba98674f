import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { InvalidConfigError } from '@hm/config';
import { loadWorkerConfig } from './config/worker-config.js';
import { WorkerModule } from './worker.module.js';

async function bootstrap(): Promise<void> {
  const config = loadWorkerConfig();
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
