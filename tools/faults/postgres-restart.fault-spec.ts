// PostgreSQL restarted under a running API: /api/health answers 503 naming the database while it is
// down, then 200 again, and the same API process serves bookings afterwards (no restart of its own).
import { setTimeout as sleep } from 'node:timers/promises';
import { createBooking, FaultStack, type SeededUser } from './support/stack.ts';
import { waitFor } from './support/wait.ts';

interface HealthAnswer {
  status: number;
  body: { message?: string; details?: Record<string, { status: string }> };
}

describe('fault: PostgreSQL restarted', () => {
  let stack: FaultStack;
  let customer: SeededUser;

  beforeAll(async () => {
    stack = await FaultStack.create('postgres');
    await stack.startApi();
    [customer] = await stack.seedUsers(['customer']);
  });

  afterAll(async () => {
    await stack?.dispose();
  });

  const health = async (): Promise<HealthAnswer> => {
    const response = await fetch(`${stack.apis[0]!.url}/api/health`);
    return { status: response.status, body: (await response.json()) as HealthAnswer['body'] };
  };

  it('reports the outage while it lasts and recovers without restarting the API', async () => {
    const api = stack.apis[0]!;
    expect((await health()).status).toBe(200);
    expect((await createBooking(api.url, customer.token)).status).toBe(201);

    await stack.postgres.stop();
    const down = await waitFor(
      '/api/health to report the database down',
      async () => {
        const answer = await health();
        return answer.status === 503 ? answer : undefined;
      },
      { timeoutMs: 15_000 },
    );
    expect(down.body).toMatchObject({
      message: 'Unavailable: database',
      details: { database: { status: 'down' }, redis: { status: 'up' } },
    });
    // Still 503 a few seconds into the outage (not a one-off), and a booking fails cleanly meanwhile.
    await sleep(2000);
    expect((await health()).status).toBe(503);
    const refused = await createBooking(api.url, customer.token);
    expect(refused.status).toBeGreaterThanOrEqual(500);
    expect(refused.bookingNumber).toBeNull();

    await stack.postgres.startServer();
    let last: HealthAnswer | undefined;
    await waitFor(
      '/api/health to answer 200 again',
      async () => {
        last = await health();
        return last.status === 200;
      },
      { timeoutMs: 30_000, state: () => `${JSON.stringify(last)}\n${stack.output()}` },
    );

    // The same process, not a replacement, serves writes and reads again.
    expect(api.child.running).toBe(true);
    const booked = await createBooking(api.url, customer.token);
    expect(booked.status).toBe(201);
    const page = await fetch(`${api.url}/api/bookings/${booked.bookingNumber}`, { headers: { authorization: `Bearer ${customer.token}` } });
    expect(page.status).toBe(200);
    expect(await stack.query('select 1 from bookings where booking_number = $1', [booked.bookingNumber])).toHaveLength(1);
  });
});
