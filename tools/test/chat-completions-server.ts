// `node tools/test/chat-completions-server.ts <port (0: a free one)> <reply> <refuse-marker> [--delay-ms=N] [--rate-limit-first=N]`:
// the local OpenAI-compatible chat-completions server the end-to-end suite's second stack and the
// benchmarks call (CHAT_API_URL). It answers the assistant <reply>, or 401 (a refused key) when the
// visitor's last message contains <refuse-marker>; a booking message's translation request gets the
// message behind its target ("[en] Bonjour", stubTranslation). --delay-ms makes every answer wait
// (a real service takes a few hundred ms); --rate-limit-first answers the first N calls 429, then as
// above (the worker's retries). It lists what it received at GET /v1/calls. Stops on SIGTERM.
import { ChatCompletionsStub, stubTranslation } from '@hm/worker/testing/chat-completions-stub';

const positional = process.argv.slice(2).filter((argument) => !argument.startsWith('--'));
const option = (name: string): number => {
  const value = process.argv.find((argument) => argument.startsWith(`--${name}=`))?.split('=')[1] ?? '0';
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) throw new Error(`--${name} must be a whole number of 0 or more (got ${value})`);
  return number;
};
const [portArgument, reply, refuseMarker] = positional;
const port = Number(portArgument);
if (!Number.isInteger(port) || port < 0 || !reply || !refuseMarker) {
  process.stderr.write(
    'usage: node tools/test/chat-completions-server.ts <port> <reply> <refuse-marker> [--delay-ms=N] [--rate-limit-first=N]\n',
  );
  process.exit(2);
}

const lastUserMessage = (body: unknown): string => {
  const messages = (body as { messages?: { role: string; content: string }[] } | null)?.messages ?? [];
  return messages.filter((message) => message.role === 'user').at(-1)?.content ?? '';
};
const stub = await ChatCompletionsStub.start(port);
stub.delayMs = option('delay-ms');
let refusalsLeft = option('rate-limit-first');
stub.respondWith((body) => {
  if (refusalsLeft > 0) {
    refusalsLeft -= 1;
    return { status: 429 };
  }
  return stubTranslation(body) ?? (lastUserMessage(body).includes(refuseMarker) ? { status: 401 } : { reply });
});
process.stdout.write(`[chat-completions] ${stub.url}\n`);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => void stub.close().then(() => process.exit(0)));
}
