// `node tools/test/stripe-server.ts <port> <webhook-url> <webhook-secret>`: the local Stripe stand-in the
// end-to-end suite and the benchmark run as a process of their own (the API's Stripe client points at it).
// It POSTs signed events to <webhook-url> ("-" records them without sending; POST /_test/webhook-url sets one
// later), and offers the test controls under /_test/ (see StripeStandIn). Port 0 picks a free one. Stops on SIGTERM.
import { StripeStandIn } from '@hm/worker/testing/stripe-stand-in';

const [portArgument, webhookUrl, webhookSecret] = process.argv.slice(2);
const port = Number(portArgument);
if (!Number.isInteger(port) || port < 0 || !webhookUrl || !webhookSecret) {
  process.stderr.write('usage: node tools/test/stripe-server.ts <port> <webhook-url|-> <webhook-secret>\n');
  process.exit(2);
}

const standIn = await StripeStandIn.start({ port, webhookUrl: webhookUrl === '-' ? null : webhookUrl, webhookSecret });
process.stdout.write(`[stripe] ${standIn.url}\n`);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => void standIn.close().then(() => process.exit(0)));
}
