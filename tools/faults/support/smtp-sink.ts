// A real SMTP server (smtp-server) that records the booking e-mails it accepts, by booking number
// and by recipient + template + booking number, and can misbehave: refuse every connection for a
// while (421, as a server that is overloaded or restarting), or take its time before accepting a
// message. A message counts as delivered only if the sender is still connected when the server
// accepts it: a sender that vanished before the final reply never learnt the mail went through, so
// it must send it again.
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { SMTPServer } from 'smtp-server';

const BOOKING_NUMBER = /HM-\d{4}-\d{9}/;
const TEMPLATE_HEADER = /^X-HomeMate-Template:\s*(\S+)/im;

/** One accepted e-mail as `recipient template bookingNumber` (the key of `mails`). */
export const mailKey = (to: string, template: string, bookingNumber: string): string => `${to} ${template} ${bookingNumber}`;

export class FaultSmtpSink {
  /** Accepted messages by booking number (more than 1 is a duplicate). */
  readonly delivered = new Map<string, number>();
  /** Accepted messages by mailKey (recipient, template, booking number); more than 1 is a duplicate. */
  readonly mails = new Map<string, number>();
  /** Messages whose sender disconnected before the server accepted them. */
  abandoned = 0;
  /** Connections turned away while refusing. */
  refusedConnections = 0;
  /** DATA received (accepted or not). */
  dataStarted = 0;
  private refusing = false;
  private acceptDelayMs = 0;
  private readonly closedSessions = new Set<string>();

  private readonly server: SMTPServer;

  private constructor(server: SMTPServer) {
    this.server = server;
  }

  static async start(): Promise<FaultSmtpSink> {
    const server: SMTPServer = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onConnect(_session, callback) {
        if (!sink.refusing) return callback();
        sink.refusedConnections += 1;
        callback(Object.assign(new Error('Service not available, try again later'), { responseCode: 421 }));
      },
      onClose(session) {
        sink.closedSessions.add(session.id);
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        const to = session.envelope.rcptTo.map((address) => address.address.toLowerCase()).join(',');
        stream.on('end', () => void sink.accept(Buffer.concat(chunks).toString('latin1'), to, session.id, callback));
      },
    });
    const sink = new FaultSmtpSink(server);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    return sink;
  }

  get url(): string {
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  refuse(on: boolean): void {
    this.refusing = on;
  }

  delayAcceptance(ms: number): void {
    this.acceptDelayMs = ms;
  }

  get total(): number {
    let sum = 0;
    for (const count of this.delivered.values()) sum += count;
    return sum;
  }

  duplicates(): string[] {
    return [...this.delivered].filter(([, count]) => count > 1).map(([number]) => number);
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async accept(raw: string, to: string, sessionId: string, callback: (error?: Error | null) => void): Promise<void> {
    this.dataStarted += 1;
    if (this.acceptDelayMs > 0) await sleep(this.acceptDelayMs);
    if (this.closedSessions.has(sessionId)) {
      this.abandoned += 1;
      callback(new Error('sender gone'));
      return;
    }
    // Soft line breaks of quoted-printable could cut a number in two.
    const number = BOOKING_NUMBER.exec(raw.replace(/=\r?\n/g, ''))?.[0] ?? 'unknown';
    this.delivered.set(number, (this.delivered.get(number) ?? 0) + 1);
    const key = mailKey(to, TEMPLATE_HEADER.exec(raw)?.[1] ?? 'unknown', number);
    this.mails.set(key, (this.mails.get(key) ?? 0) + 1);
    callback(null);
  }
}
