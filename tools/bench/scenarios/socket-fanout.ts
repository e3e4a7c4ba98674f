// The socket fan-out scenario (budget, issue "Both sides always know": with 1,000 connected sockets,
// customers and pros, an event reaches the other party's browser in p95 < 200 ms with none lost).
// On the seeded hm_bench_scale database, `sockets` users connect, `pros` of them professionals and the
// rest customers, each customer with a booking assigned to one of those pros (support/fanout-parties.ts).
// Then `events` actions are made through the API as the real apps make them, each on its own
// booking, cycling through: the customer edits the address or writes a message (its pro's socket
// must receive it), the pro writes, marks en route or starts the job (the customer's socket must
// receive it). Measured per action on the OTHER party's socket: from the event's creation (its
// created_at, same clock) to its receipt. An action whose request succeeded but whose event never
// reached the other party within `timeoutMs` is lost.
import { randomUUID } from 'node:crypto';
import { montrealDateTimeOf } from '@hm/contracts';
import type { Socket } from 'socket.io-client';
import { randomClientAddress } from '../http-load.ts';
import { percentile } from '../stats.ts';
import {
  chooseParties,
  connectParties,
  FANOUT_ACTIONS,
  receiptKey,
  type FanoutAction,
  type FanoutBooking,
  type Receipt,
} from '../support/fanout-parties.ts';

export const SOCKET_FANOUT_BUDGET_P95_MS = 200;

export interface FanoutOptions {
  sockets: number;
  /** How many of the sockets are professionals' (the seed has 200). */
  pros: number;
  events: number;
  inFlight: number;
  /** How long an event may take before it counts as lost. */
  timeoutMs: number;
}

export interface FanoutResult {
  sockets: number;
  customers: number;
  pros: number;
  events: number;
  /** Actions per second while they were being made. */
  perSecond: number;
  failedRequests: number;
  lost: number;
  /** Milliseconds from each event's creation (server clock) to its receipt by the other party, sorted. */
  sinceEvent: number[];
  /** The same, per action. */
  byAction: Record<FanoutAction, number[]>;
  /** Milliseconds from each request to its event's receipt by the other party, sorted. */
  sinceRequest: number[];
  /** p95 from event to receipt under the budget, none lost, no failed request. */
  met: boolean;
}

interface Step {
  action: FanoutAction;
  booking: FanoutBooking;
  /** The other party: whose socket must receive the event. */
  receiverId: string;
}

/** The request the customer's page or the pro app sends for `step`, as its author. */
function requestFor(apiUrl: string, step: Step, run: string): { url: string; method: string; author: string; body: unknown } {
  const number = encodeURIComponent(step.booking.bookingNumber);
  const { customerId, proId } = step.booking;
  switch (step.action) {
    case 'customer edits':
      return { url: `${apiUrl}/api/bookings/${number}`, method: 'PATCH', author: customerId, body: { address: `${run} rue de l'Essai` } };
    case 'customer writes':
      return {
        url: `${apiUrl}/api/bookings/${number}/messages`,
        method: 'POST',
        author: customerId,
        body: { message: `Bonjour (${run})` },
      };
    case 'pro writes':
      return { url: `${apiUrl}/api/bookings/${number}/messages`, method: 'POST', author: proId, body: { message: `J'arrive (${run})` } };
    case 'pro en route':
      return {
        url: `${apiUrl}/api/pro/jobs/${number}/steps`,
        method: 'POST',
        author: proId,
        body: { action: 'en_route', estimatedArrival: montrealDateTimeOf(new Date(Date.now() + 30 * 60_000)) },
      };
    case 'pro starts':
      return { url: `${apiUrl}/api/pro/jobs/${number}/steps`, method: 'POST', author: proId, body: { action: 'start' } };
  }
}

const sorted = (values: number[]) => values.sort((a, b) => a - b);

export async function measureSocketFanout(
  api: { url: string; jwtSecret: string },
  databaseUrl: string,
  options: FanoutOptions,
  log: (message: string) => void,
): Promise<FanoutResult> {
  const parties = await chooseParties(databaseUrl, api.jwtSecret, options);
  const receipts = new Map<string, Receipt>();
  const connectStarted = performance.now();
  const sockets: Socket[] = await connectParties(api.url, parties.tokens, receipts);
  try {
    log(
      `${sockets.length} sockets connected (${parties.customers} customers, ${parties.pros} pros) in ${((performance.now() - connectStarted) / 1000).toFixed(1)} s`,
    );
    const steps: Step[] = parties.bookings.slice(0, options.events).map((booking, index) => {
      const action = FANOUT_ACTIONS[index % FANOUT_ACTIONS.length]!;
      return { action, booking, receiverId: action.startsWith('customer') ? booking.proId : booking.customerId };
    });
    const run = randomUUID().slice(0, 8);
    const sentAt = new Map<string, number>();
    const expected: (Step & { key: string })[] = [];
    let next = 0;
    let failures = 0;
    const worker = async () => {
      while (next < steps.length) {
        const step = steps[next++]!;
        const key = receiptKey(step.receiverId, step.booking.bookingNumber, step.action);
        const request = requestFor(api.url, step, run);
        sentAt.set(key, Date.now());
        const response = await fetch(request.url, {
          method: request.method,
          headers: {
            authorization: `Bearer ${parties.tokens.get(request.author)}`,
            'content-type': 'application/json',
            'x-forwarded-for': randomClientAddress(),
          },
          body: JSON.stringify(request.body),
        });
        if (response.ok) {
          await response.arrayBuffer();
          expected.push({ ...step, key });
        } else {
          failures += 1;
          if (failures <= 3) log(`${step.action} answered ${response.status}: ${await response.text()}`);
        }
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: options.inFlight }, worker));
    const perSecond = steps.length / ((performance.now() - started) / 1000);
    // Late arrivals get a moment; anything still missing then is lost.
    const deadline = Date.now() + options.timeoutMs;
    while (expected.some((step) => !receipts.has(step.key)) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));

    const arrived = expected.filter((step) => receipts.has(step.key));
    const byAction = Object.fromEntries(FANOUT_ACTIONS.map((action) => [action, [] as number[]])) as Record<FanoutAction, number[]>;
    for (const step of arrived) {
      const receipt = receipts.get(step.key)!;
      byAction[step.action].push(receipt.receivedAt - receipt.createdAt);
    }
    const sinceEvent = sorted(Object.values(byAction).flat());
    for (const values of Object.values(byAction)) sorted(values);
    const sinceRequest = sorted(arrived.map((step) => receipts.get(step.key)!.receivedAt - sentAt.get(step.key)!));
    const lost = expected.length - arrived.length;
    const met = percentile(sinceEvent, 95) < SOCKET_FANOUT_BUDGET_P95_MS && lost === 0 && failures === 0;
    return {
      sockets: sockets.length,
      customers: parties.customers,
      pros: parties.pros,
      events: steps.length,
      perSecond,
      failedRequests: failures,
      lost,
      sinceEvent,
      byAction,
      sinceRequest,
      met,
    };
  } finally {
    for (const socket of sockets) socket.close();
  }
}
