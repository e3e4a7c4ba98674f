// A real SMTP server (smtp-server) on a free port for the benchmarks' worker: it accepts every
// message and hands its first 64 KiB (the headers and the start of the body) to `onMessage`.
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface BenchSmtpSink {
  url: string;
  close(): void;
}

export async function startSmtpSink(onMessage: (head: string) => void = () => {}): Promise<BenchSmtpSink> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    size: 25 * 1024 * 1024,
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 64 * 1024) head += chunk.toString('latin1');
      });
      stream.on('end', () => {
        onMessage(head);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`, close: () => server.close() };
}
