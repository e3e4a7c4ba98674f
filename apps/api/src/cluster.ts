import cluster, { type Worker } from 'node:cluster';
import { Logger } from '@nestjs/common';

// API_WORKERS > 1: the primary forks that many copies of the API, which share the listening port
// (the primary hands connections out round-robin). The API keeps no state in memory that another
// copy would need (sessions in PostgreSQL, rate limits in Redis, Socket.IO rooms fanned out through
// the Redis streams adapter; the web client uses the websocket transport, so no sticky sessions are
// needed). A copy that dies unexpectedly is replaced; SIGTERM/SIGINT stop every copy gracefully.

const RESTART_DELAY_MS = 1000;

export function runClusterPrimary(workers: number): void {
  const logger = new Logger('Cluster');
  let stopping = false;
  const fork = (): Worker => cluster.fork();

  const listened = new Set<number>();
  cluster.on('listening', (worker) => listened.add(worker.id));
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(process.exitCode ?? 0);
      return;
    }
    if (!listened.has(worker.id)) {
      // It never got as far as listening (bad settings, database down at start): restarting would loop.
      stop('SIGTERM');
      process.exitCode = 1;
      return;
    }
    logger.error(`API worker ${worker.process.pid} exited (${signal ?? code}); starting a new one`);
    setTimeout(fork, RESTART_DELAY_MS).unref();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal}: stopping ${Object.keys(cluster.workers ?? {}).length} API workers`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  for (let index = 0; index < workers; index += 1) fork();
  logger.log(`primary ${process.pid} started ${workers} API workers`);
}

export const isClusterPrimary = (): boolean => cluster.isPrimary;
