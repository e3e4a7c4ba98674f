// Output of the launcher and of everything it starts, one prefixed line at a time,
// so that interleaved api/worker/redis logs stay readable in one terminal.

const useColour = Boolean(process.stdout.isTTY) && !process.env['NO_COLOR'];

const colours: Record<string, number> = {
  start: 32,
  build: 90,
  db: 34,
  postgres: 34,
  redis: 31,
  mail: 33,
  api: 36,
  worker: 35,
};

export function tag(name: string): string {
  const label = `[${name}]`;
  const code = colours[name];
  return useColour && code !== undefined ? `\u001b[${code}m${label}\u001b[0m` : label;
}

export function say(message: string): void {
  process.stdout.write(`${tag('start')} ${message}\n`);
}

export function warn(message: string): void {
  process.stderr.write(`${tag('start')} ${message}\n`);
}

export function bold(text: string): string {
  return useColour ? `\u001b[1m${text}\u001b[0m` : text;
}

export interface LineDisplay {
  hide?: (line: string) => boolean;
  format?: (line: string) => string;
}

/** Splits a byte stream into lines and writes each one with the given prefix. */
export function prefixLines(
  source: NodeJS.ReadableStream,
  name: string,
  target: NodeJS.WritableStream,
  onLine?: (line: string) => void,
  display: LineDisplay = {},
): void {
  let pending = '';
  const prefix = tag(name);
  const show = (line: string): void => {
    if (display.hide?.(line)) return;
    const text = display.format ? display.format(line) : line;
    for (const shown of text.split('\n')) target.write(`${prefix} ${shown}\n`);
  };
  source.setEncoding('utf8');
  source.on('data', (chunk: string) => {
    pending += chunk;
    const lines = pending.split(/\r?\n/);
    pending = lines.pop() ?? '';
    for (const line of lines) {
      onLine?.(line);
      show(line);
    }
  });
  source.on('end', () => {
    if (pending) {
      onLine?.(pending);
      show(pending);
    }
    pending = '';
  });
}

/** Keeps the last lines of a process's output to explain a failure. */
export class OutputTail {
  private readonly lines: string[] = [];
  private readonly size: number;

  constructor(size = 40) {
    this.size = size;
  }

  push(line: string): void {
    this.lines.push(line);
    if (this.lines.length > this.size) this.lines.shift();
  }

  text(): string {
    return this.lines.join('\n');
  }
}
