import { connect } from 'node:net';

// A minimal Redis client (RESP2) for the few commands the launcher and test scripts send
// (PING, SELECT, FLUSHDB, SHUTDOWN), so tools/ does not depend on the apps' Redis client.

export type RespReply = string | number | null | RespReply[] | Error;

export interface RedisTarget {
  host: string;
  port: number;
  password?: string;
  username?: string;
  db?: number;
}

export function parseRedisUrl(url: string): RedisTarget {
  const parsed = new URL(url);
  if (parsed.protocol !== 'redis:') throw new Error(`Not a redis:// URL: ${url}`);
  const db = parsed.pathname.replace(/^\//, '');
  return {
    host: parsed.hostname || '127.0.0.1',
    port: parsed.port ? Number(parsed.port) : 6379,
    username: parsed.username ? decodeURIComponent(parsed.username) : undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    db: db ? Number(db) : undefined,
  };
}

function encode(args: string[]): string {
  return `*${args.length}\r\n` + args.map((arg) => `$${Buffer.byteLength(arg)}\r\n${arg}\r\n`).join('');
}

/** Parses one reply at `offset`; returns undefined when the buffer does not hold a whole reply yet. */
export function parseReply(buffer: Buffer, offset = 0): { reply: RespReply; next: number } | undefined {
  const lineEnd = buffer.indexOf('\r\n', offset);
  if (lineEnd < 0) return undefined;
  const type = String.fromCharCode(buffer[offset] ?? 0);
  const line = buffer.toString('utf8', offset + 1, lineEnd);
  const afterLine = lineEnd + 2;
  switch (type) {
    case '+':
      return { reply: line, next: afterLine };
    case '-':
      return { reply: new Error(line), next: afterLine };
    case ':':
      return { reply: Number(line), next: afterLine };
    case '$': {
      const length = Number(line);
      if (length < 0) return { reply: null, next: afterLine };
      if (buffer.length < afterLine + length + 2) return undefined;
      return { reply: buffer.toString('utf8', afterLine, afterLine + length), next: afterLine + length + 2 };
    }
    case '*': {
      const count = Number(line);
      if (count < 0) return { reply: null, next: afterLine };
      const items: RespReply[] = [];
      let next = afterLine;
      for (let i = 0; i < count; i += 1) {
        const item = parseReply(buffer, next);
        if (!item) return undefined;
        items.push(item.reply);
        next = item.next;
      }
      return { reply: items, next };
    }
    default:
      throw new Error(`Unexpected Redis reply type "${type}"`);
  }
}

/**
 * Sends the commands in order on one connection and returns their replies. A command
 * after which the server closes the connection (SHUTDOWN) simply gets no reply.
 */
export function sendCommands(target: RedisTarget, commands: string[][], timeoutMs = 3_000): Promise<RespReply[]> {
  const prelude: string[][] = [];
  if (target.password) prelude.push(target.username ? ['AUTH', target.username, target.password] : ['AUTH', target.password]);
  if (target.db !== undefined) prelude.push(['SELECT', String(target.db)]);
  const all = [...prelude, ...commands];

  return new Promise((resolve, reject) => {
    const socket = connect({ host: target.host, port: target.port });
    const replies: RespReply[] = [];
    let buffer = Buffer.alloc(0);
    let settled = false;
    const finish = (error?: Error): void => {
      if (settled) return;
      settled = true;
      socket.destroy();
      if (error) reject(error);
      else resolve(replies.slice(prelude.length));
    };
    socket.setTimeout(timeoutMs, () => finish(new Error(`Redis at ${target.host}:${target.port} did not answer in time.`)));
    socket.once('error', (error) => finish(error));
    socket.once('connect', () => socket.write(all.map(encode).join('')));
    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      let parsed = parseReply(buffer);
      while (parsed) {
        replies.push(parsed.reply);
        buffer = buffer.subarray(parsed.next);
        parsed = buffer.length > 0 ? parseReply(buffer) : undefined;
      }
      const preludeError = replies.slice(0, prelude.length).find((reply) => reply instanceof Error);
      if (preludeError instanceof Error) finish(preludeError);
      else if (replies.length >= all.length) finish();
    });
    socket.once('close', () => finish());
  });
}
