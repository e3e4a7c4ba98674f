import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stub answers to one call: a status and a JSON body (or a reply text, wrapped as OpenAI does). */
export type StubAnswer = { status: number; body?: unknown } | { reply: string; totalTokens?: number };

export interface RecordedCall {
  at: number;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/**
 * A real OpenAI-compatible chat-completions server on 127.0.0.1 (node:http, a free port) for tests:
 * it answers each POST with the next scripted answer (the last one repeats) and records what it
 * received, so a test can check the request and count the attempts; `GET …/calls` lists them for
 * a test in another process (the end-to-end suite runs it as tools/test/chat-completions-server.ts).
 * Plain erasable TypeScript, so Node runs it as it is.
 */
export class ChatCompletionsStub {
  readonly calls: RecordedCall[] = [];
  /** How long each answer waits (a real service takes a few hundred milliseconds); 0 by default. */
  delayMs = 0;
  private answers: StubAnswer[] = [{ reply: 'Bonjour.' }];
  private responder: ((body: unknown) => StubAnswer) | null = null;
  private readonly server: Server;

  private constructor(server: Server) {
    this.server = server;
  }

  static async start(port = 0): Promise<ChatCompletionsStub> {
    const holder: { stub?: ChatCompletionsStub } = {};
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        if (request.method === 'GET' && request.url?.endsWith('/calls')) {
          response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(holder.stub!.calls));
          return;
        }
        if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
          response.writeHead(404).end();
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        let body: unknown = raw;
        try {
          body = JSON.parse(raw);
        } catch {
          // Recorded as text: the test will see it was not JSON.
        }
        const stub = holder.stub!;
        stub.calls.push({ at: Date.now(), headers: request.headers, body });
        const answer = stub.responder?.(body) ?? stub.next();
        const [status, payload] =
          'reply' in answer
            ? [200, completion(answer.reply, answer.totalTokens)]
            : [answer.status, answer.body ?? { error: { message: `status ${answer.status}` } }];
        const send = () => response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(payload));
        if (stub.delayMs > 0) setTimeout(send, stub.delayMs);
        else send();
      });
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    holder.stub = new ChatCompletionsStub(server);
    return holder.stub;
  }

  get url(): string {
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}/v1/chat/completions`;
  }

  /** The answers of the next calls, in order; the last one repeats. Clears the recorded calls. */
  script(...answers: StubAnswer[]): void {
    if (answers.length === 0) throw new Error('script needs at least one answer');
    this.answers = answers;
    this.calls.length = 0;
  }

  /** Answers every call from what it asks instead of from a script (null: back to the script). */
  respondWith(responder: ((body: unknown) => StubAnswer) | null): void {
    this.responder = responder;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private next(): StubAnswer {
    return this.answers.length > 1 ? this.answers.shift()! : this.answers[0]!;
  }
}

/**
 * The stand-in's answer to a request that translates a booking message (apps/worker/src/translation,
 * whose system turn names the target as "Target language: English (en)."): the message behind the
 * target's code, e.g. "[en] Bonjour", so a test sees it was translated, into what, and that numbers
 * are kept. null for any other request (the assistant's).
 */
export function stubTranslation(body: unknown): StubAnswer | null {
  const messages = (body as { messages?: { role: string; content: string }[] } | null)?.messages ?? [];
  const target = /Target language: [A-Za-z]+ \((\w\w)\)\./.exec(messages.find((m) => m.role === 'system')?.content ?? '')?.[1];
  const text = messages.find((m) => m.role === 'user')?.content;
  return target && text !== undefined ? { reply: `[${target}] ${text}` } : null;
}

/** An OpenAI chat.completion object with one choice. */
export function completion(content: string, totalTokens = 42): unknown {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: 'test-model',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: totalTokens - 10, completion_tokens: 10, total_tokens: totalTokens },
  };
}
