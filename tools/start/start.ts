// `npm start`: runs the supervisor in a process group of its own and passes it our
// signals, so that Ctrl-C (which the terminal sends to the whole foreground group) does
// not hit PostgreSQL, Redis and the apps all at once, out of order. See supervisor.ts.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const supervisor = spawn(process.execPath, [join(import.meta.dirname, 'supervisor.ts')], {
  detached: true,
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (supervisor.exitCode === null && supervisor.signalCode === null) supervisor.kill(signal);
  });
}

supervisor.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 128 + 15 : 1));
});
supervisor.on('error', (error) => {
  process.stderr.write(`[start] Could not run the launcher: ${error.message}\n`);
  process.exit(1);
});
