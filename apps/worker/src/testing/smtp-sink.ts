import { setTimeout as sleep } from 'node:timers/promises';
import { SMTPServer } from 'smtp-server';
import { freePort } from './free-port.js';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  receivedAt: number;
}

/** Reads one (unfolded, undecoded) header of a raw message. */
export function header(mail: ReceivedMail, name: string): string | undefined {
  const head = mail.raw.split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/**
 * A real SMTP server (the smtp-server package) on a free port that records what it accepts. It can
 * refuse the next deliveries with a temporary error, or take its time before accepting one.
 */
export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  /** Time of every DATA attempt, accepted or refused. */
  readonly attempts: number[] = [];
  private refusals = 0;
  private acceptDelayMs = 0;

  private constructor(
    private readonly server: SMTPServer,
    readonly port: number,
  ) {}

  static async start(): Promise<SmtpSink> {
    const port = await freePort();
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          void sink.handle(Buffer.concat(chunks).toString('utf8'), session, callback);
        });
      },
    });
    const sink = new SmtpSink(server, port);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    return sink;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  refuseNext(count: number): void {
    this.refusals = count;
  }

  delayAcceptance(ms: number): void {
    this.acceptDelayMs = ms;
  }

  async waitForMessages(count: number, timeoutMs = 15_000): Promise<ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length < count) {
      if (Date.now() > deadline)
        throw new Error(`SMTP sink: expected ${count} message(s), got ${this.received.length} after ${timeoutMs} ms`);
      await sleep(25);
    }
    return this.received;
  }

  async waitForAttempts(count: number, timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.attempts.length < count) {
      if (Date.now() > deadline) throw new Error(`SMTP sink: expected ${count} attempt(s), got ${this.attempts.length}`);
      await sleep(25);
    }
  }

  reset(): void {
    this.received.length = 0;
    this.attempts.length = 0;
    this.refusals = 0;
    this.acceptDelayMs = 0;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async handle(
    raw: string,
    session: { envelope: { mailFrom: false | { address: string }; rcptTo: { address: string }[] } },
    callback: (error?: Error | null) => void,
  ): Promise<void> {
    this.attempts.push(Date.now());
    if (this.refusals > 0) {
      this.refusals--;
      callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
      return;
    }
    if (this.acceptDelayMs > 0) await sleep(this.acceptDelayMs);
    this.received.push({
      from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
      to: session.envelope.rcptTo.map((r) => r.address),
      raw,
      receivedAt: Date.now(),
    });
    callback(null);
  }
}
