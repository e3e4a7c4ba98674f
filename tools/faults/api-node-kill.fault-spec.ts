// An API node killed under its Socket.IO clients: two API processes behind a round-robin load
// balancer share rooms through Redis (the streams adapter). The client follows a booking as the web
// does (websocket transport; on a reconnect Socket.IO could not recover, it joins the booking again
// and re-fetches the timeline). After node A dies, the client reconnects to node B, receives the
// events node B emits, and ends up with exactly the timeline the API has: no event lost.
import { montrealDateTimeOf } from '@hm/contracts';
import { randomClientAddress } from '../bench/http-load.ts';
import { io, type Socket } from 'socket.io-client';
import { RoundRobinProxy } from './support/tcp-proxy.ts';
import { createBooking, FaultStack, type ApiNode, type SeededUser } from './support/stack.ts';
import { waitFor } from './support/wait.ts';

interface TimelineEvent {
  id: string;
  status: string;
}

describe('fault: an API node killed under its Socket.IO clients', () => {
  let stack: FaultStack;
  let nodeA: ApiNode;
  let nodeB: ApiNode;
  let proxy: RoundRobinProxy;
  let customer: SeededUser;
  let admin: SeededUser;
  let professional: SeededUser;
  let socket: Socket | undefined;

  beforeAll(async () => {
    stack = await FaultStack.create('api-node');
    [nodeA, nodeB] = (await Promise.all([stack.startApi(), stack.startApi()])) as [ApiNode, ApiNode];
    proxy = await RoundRobinProxy.start([nodeA, nodeB].map((node) => Number(new URL(node.url).port)));
    stack.onDispose(() => proxy.close());
    [customer, admin, professional] = await stack.seedUsers(['customer', 'admin', 'professional']);
  });

  afterAll(async () => {
    socket?.disconnect();
    await stack?.dispose();
  });

  const portOf = (node: ApiNode) => Number(new URL(node.url).port);

  const timeline = async (baseUrl: string, bookingNumber: string): Promise<TimelineEvent[]> => {
    const response = await fetch(`${baseUrl}/api/bookings/${bookingNumber}/timeline`, {
      headers: { authorization: `Bearer ${customer.token}`, 'x-forwarded-for': randomClientAddress() },
    });
    if (response.status !== 200) throw new Error(`timeline answered ${response.status}`);
    return (await response.json()) as TimelineEvent[];
  };

  const transition = async (node: ApiNode, bookingNumber: string, body: Record<string, string>): Promise<void> => {
    const response = await fetch(`${node.url}/api/admin/bookings/${bookingNumber}/transitions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json', 'x-forwarded-for': randomClientAddress() },
      body: JSON.stringify(body),
    });
    if (response.status !== 200) throw new Error(`transition ${body['action']} answered ${response.status}: ${await response.text()}`);
  };

  it('reconnects the client to the surviving node without losing a timeline event', async () => {
    const { status, bookingNumber } = await createBooking(nodeB.url, customer.token);
    expect(status).toBe(201);
    const number = bookingNumber!;

    // The client's view of the timeline: event id -> how it learnt of it.
    const seen = new Map<string, 'socket' | 'fetch'>();
    const connects: { recovered: boolean }[] = [];
    let resyncs = 0;
    const client: Socket = io(proxy.url, {
      path: '/api/socket.io',
      transports: ['websocket'],
      auth: { token: customer.token },
      reconnectionDelay: 300,
      reconnectionDelayMax: 1000,
    });
    socket = client;
    client.on('booking:timeline', (payload: { bookingNumber: string; event: TimelineEvent }) => {
      if (payload.bookingNumber === number) seen.set(payload.event.id, 'socket');
    });
    client.on('connect', () => {
      connects.push({ recovered: client.recovered });
      if (client.recovered) return;
      // The web's pattern (apps/web/src/lib/socket.ts): join again, then re-fetch what may be missed.
      void (async () => {
        const ack = (await client.timeout(5000).emitWithAck('booking:join', { bookingNumber: number })) as { ok: boolean };
        if (!ack.ok) throw new Error('booking:join refused');
        for (const event of await timeline(proxy.url, number)) if (!seen.has(event.id)) seen.set(event.id, 'fetch');
        resyncs += 1;
      })();
    });

    await waitFor('the client to connect and load the timeline', () => resyncs === 1, { timeoutMs: 15_000 });
    // The load balancer sent the websocket to node A (first in turn).
    expect(proxy.openTo(portOf(nodeA))).toBe(1);

    // An event emitted by node B reaches the client on node A (rooms shared through Redis).
    await transition(nodeB, number, { action: 'assign', professionalId: professional.id });
    await waitFor('the assignment event over the socket', () => seen.size === 2 && [...seen.values()].includes('socket'), {
      timeoutMs: 10_000,
    });

    expect(await nodeA.child.kill()).toEqual({ code: null, signal: 'SIGKILL' });
    // Emitted while the client has no connection: it can only learn of it by re-fetching.
    // The visit is a week away: as an operator, with the reason the API asks for (job-timing.ts).
    const reason = 'Fault suite: moved ahead of the visit day';
    await transition(nodeB, number, {
      action: 'en_route',
      estimatedArrival: montrealDateTimeOf(new Date(Date.now() + 3_600_000)),
      note: reason,
    });

    await waitFor(
      'the client to reconnect through the load balancer and resync',
      () => connects.length === 2 && (connects[1]!.recovered || resyncs === 2),
      {
        timeoutMs: 20_000,
        state: () => JSON.stringify({ connects, resyncs, seen: [...seen] }),
      },
    );
    expect(proxy.openTo(portOf(nodeA))).toBe(0);
    expect(proxy.openTo(portOf(nodeB))).toBeGreaterThanOrEqual(1);

    // Events the surviving node emits now reach the reconnected client live.
    await transition(nodeB, number, { action: 'start', note: reason });
    await transition(nodeB, number, { action: 'complete' });
    const truth = await timeline(nodeB.url, number);
    const after = truth.filter((event) => ['in_progress', 'completed'].includes(event.status));
    expect(after).toHaveLength(2);
    await waitFor('the events after the reconnect over the socket', () => after.every((event) => seen.get(event.id) === 'socket'), {
      timeoutMs: 10_000,
      state: () => JSON.stringify({ truth, seen: [...seen] }),
    });

    // Nothing lost, nothing invented: the client's timeline is the API's.
    expect([...seen.keys()].sort()).toEqual(truth.map((event) => event.id).sort());
    expect(truth).toHaveLength(5);
    expect(nodeB.child.running).toBe(true);
  });
});
