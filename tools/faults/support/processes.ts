// Child processes of a fault test. Each runs in a process group of its own (detached), so a kill
// reaches everything it started (an API in cluster mode forks workers); whatever is still running
// when the test process exits is killed, so a failed or interrupted run leaves nothing behind.
import { spawn, type ChildProcess } from 'node:child_process';

const live = new Set<ManagedChild>();
process.once('exit', () => {
  for (const child of live) child.signalGroup('SIGKILL');
});

export interface ExitStatus {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export class ManagedChild {
  readonly process: ChildProcess;
  readonly exited: Promise<ExitStatus>;
  private readonly lines: string[] = [];
  readonly name: string;

  constructor(name: string, command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }) {
    this.name = name;
    this.process = spawn(command, args, { cwd: options.cwd, env: options.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    live.add(this);
    const keep = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split(/\r?\n/)) {
        if (!line) continue;
        this.lines.push(line);
        if (this.lines.length > 80) this.lines.shift();
      }
    };
    this.process.stdout?.on('data', keep);
    this.process.stderr?.on('data', keep);
    this.exited = new Promise((resolve) => {
      this.process.once('exit', (code, signal) => {
        live.delete(this);
        resolve({ code, signal });
      });
    });
  }

  get pid(): number {
    return this.process.pid ?? -1;
  }

  get running(): boolean {
    return this.process.exitCode === null && this.process.signalCode === null;
  }

  /** The last lines it printed (80 at most). */
  printed(): readonly string[] {
    return [...this.lines];
  }

  /** The last lines it printed, for a failure message. */
  output(): string {
    return `--- ${this.name} (pid ${this.pid}) ---\n${this.lines.join('\n')}`;
  }

  signalGroup(signal: NodeJS.Signals): void {
    if (this.pid <= 0) return;
    try {
      process.kill(-this.pid, signal);
    } catch {
      // The group is gone already.
    }
  }

  /** SIGKILL to the whole group, then waits for the exit. */
  async kill(): Promise<ExitStatus> {
    this.signalGroup('SIGKILL');
    return this.exited;
  }

  /** `signal` to the group; SIGKILL if it has not exited within `graceMs`. */
  async stop(signal: NodeJS.Signals = 'SIGTERM', graceMs = 10_000): Promise<void> {
    if (!this.running) return;
    this.signalGroup(signal);
    let timer: NodeJS.Timeout | undefined;
    const late = await Promise.race([
      this.exited.then(() => false),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), graceMs))),
    ]);
    clearTimeout(timer);
    if (late) await this.kill();
    // Grandchildren of a killed parent may outlive it for a moment.
    this.signalGroup('SIGKILL');
  }
}
