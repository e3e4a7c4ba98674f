// `node tools/test/chat-completions-server.ts <port> <reply> <refuse-marker>`: the local
// OpenAI-compatible chat-completions server the end-to-end suite's second stack calls
// (CHAT_API_URL). It answers <reply>, or 401 (a refused key) when the visitor's last message
// contains <refuse-marker>, and lists what it received at GET /v1/calls. Stops on SIGTERM.
import { ChatCompletionsStub } from '@hm/worker/testing/chat-completions-stub';

const [portArgument, reply, refuseMarker] = process.argv.slice(2);
const port = Number(portArgument);
if (!Number.isInteger(port) || port <= 0 || !reply || !refuseMarker) {
  process.stderr.write('usage: node tools/test/chat-completions-server.ts <port> <reply> <refuse-marker>\n');
  process.exit(2);
}

const lastUserMessage = (body: unknown): string => {
  const messages = (body as { messages?: { role: string; content: string }[] } | null)?.messages ?? [];
  return messages.filter((message) => message.role === 'user').at(-1)?.content ?? '';
};
const stub = await ChatCompletionsStub.start(port);
stub.respondWith((body) => (lastUserMessage(body).includes(refuseMarker) ? { status: 401 } : { reply }));
process.stdout.write(`[chat-completions] ${stub.url}\n`);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => void stub.close().then(() => process.exit(0)));
}
