import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './free-port.js';

const accepts = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * A throw-away redis-server owned by one test file (never the shared 127.0.0.1:6379), which the test
 * can kill and bring back on the same port to play "Redis is down".
 */
export class TestRedis {
  private process: ChildProcess | undefined;

  private constructor(readonly port: number) {}

  static async start(): Promise<TestRedis> {
    const redis = new TestRedis(await freePort());
    await redis.start();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    if (this.process) return;
    const child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    this.process = child;
    for (let i = 0; i < 100; i++) {
      if (child.exitCode !== null) throw new Error(`redis-server exited with code ${child.exitCode}`);
      if (await accepts(this.port)) return;
      await sleep(50);
    }
    throw new Error(`redis-server did not listen on ${this.port}`);
  }

  /** Kills Redis abruptly (as a crash would) and waits until the port is closed. */
  async stop(): Promise<void> {
    const child = this.process;
    if (!child) return;
    this.process = undefined;
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    }
  }
}
