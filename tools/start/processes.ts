import { spawn, type ChildProcess } from 'node:child_process';
import { OutputTail, prefixLines } from './log.ts';

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ManagedProcess {
  readonly name: string;
  readonly child: ChildProcess;
  readonly exited: Promise<Exit>;
  readonly tail: OutputTail;
  /** True once the process has exited. */
  hasExited(): boolean;
  /** Sends `signal`, waits up to `timeoutMs`, then SIGKILLs. */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<Exit>;
}

export interface SpawnOptions {
  env: NodeJS.ProcessEnv;
  cwd: string;
  /** Called with every output line (stdout and stderr), e.g. to spot a readiness message. */
  onLine?: (line: string) => void;
  /** Lines not worth showing (still kept for failure reports). */
  hide?: (line: string) => boolean;
  /** Rewrites each line for display, e.g. JSON logs into readable text. */
  format?: (line: string) => string;
}

const running = new Set<ManagedProcess>();

export function describeExit(exit: Exit): string {
  return exit.signal ? `was killed by ${exit.signal}` : `exited with code ${exit.code}`;
}

export function startProcess(name: string, command: string, args: string[], options: SpawnOptions): ManagedProcess {
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
  const tail = new OutputTail();
  const onLine = (line: string): void => {
    tail.push(line);
    options.onLine?.(line);
  };
  const display = { hide: options.hide, format: options.format };
  if (child.stdout) prefixLines(child.stdout, name, process.stdout, onLine, display);
  if (child.stderr) prefixLines(child.stderr, name, process.stderr, onLine, display);

  let done = false;
  const exited = new Promise<Exit>((resolve) => {
    child.once('error', (error) => {
      tail.push(String(error));
      done = true;
      resolve({ code: -1, signal: null });
    });
    child.once('exit', (code, signal) => {
      done = true;
      resolve({ code, signal });
    });
  });

  const managed: ManagedProcess = {
    name,
    child,
    exited,
    tail,
    hasExited: () => done,
    async stop(signal = 'SIGTERM', timeoutMs = 15_000) {
      if (done) return exited;
      child.kill(signal);
      if (!(await waitForExit(managed, timeoutMs))) child.kill('SIGKILL');
      return exited;
    },
  };
  running.add(managed);
  void exited.then(() => running.delete(managed));
  return managed;
}

/** Waits up to `timeoutMs` for the process to exit; true if it did. */
export async function waitForExit(proc: ManagedProcess, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const result = await Promise.race([proc.exited.then(() => true as const), timedOut]);
  clearTimeout(timer);
  return result;
}

/** Runs a command to the end, with prefixed output; throws with its last lines if it fails. */
export async function runStep(name: string, command: string, args: string[], options: SpawnOptions): Promise<void> {
  const proc = startProcess(name, command, args, options);
  const exit = await proc.exited;
  if (exit.code !== 0) {
    throw new Error(`${name} ${describeExit(exit)}.`);
  }
}

/** Last resort on a forced exit: nothing we started may outlive us. */
export function killAllNow(): void {
  for (const proc of running) {
    if (!proc.hasExited()) proc.child.kill('SIGKILL');
  }
}

/** Stops whatever short-lived step (build, migrate, seed) is running when a shutdown starts. */
export async function stopAll(names: string[]): Promise<void> {
  await Promise.all([...running].filter((proc) => names.includes(proc.name)).map((proc) => proc.stop('SIGTERM', 5_000)));
}
