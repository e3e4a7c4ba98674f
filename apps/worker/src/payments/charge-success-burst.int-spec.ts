import { todayInToronto } from '@hm/contracts';
import pg from 'pg';
import { CHARGE_ON_ITS_WAY_CENTS, insertChargesOnTheirWay, type ChargeOnItsWay } from '../testing/charges-on-their-way.js';
import { WorkerHarness } from '../testing/worker-harness.js';
import { CHARGE_SUCCESS_BATCH, StripeEventProcessor } from './stripe-event.processor.js';

// A burst of Stripe's `payment_intent.succeeded` webhooks (docs/payments-by-card.md "Webhooks"):
// the events waiting are applied together, each exactly once, with receipts numbered without gaps.
describe('a burst of charge successes (real PostgreSQL and Redis)', () => {
  let h: WorkerHarness;
  let sql: pg.Client;
  let processor: StripeEventProcessor;
  let events = 0;

  beforeAll(async () => {
    h = await WorkerHarness.create('hm_test_charge_burst', process.env.LOG_LEVEL);
    processor = (await h.startWorker()).get(StripeEventProcessor);
    sql = new pg.Client({ connectionString: h.db.url });
    await sql.connect();
  });

  afterAll(async () => {
    await sql?.end();
    await h?.close();
  });

  /** Stores Stripe's event for each charge as the API does (no job: the test runs the processor itself). */
  async function storeEvents(charges: readonly ChargeOnItsWay[], withoutCharge = 0): Promise<string[]> {
    const ids: string[] = [];
    const objects = [
      ...charges.map((charge) => ({ id: `pi_${charge.chargeId}`, metadata: { charge_id: charge.chargeId } })),
      ...Array.from({ length: withoutCharge }, (_, i) => ({ id: `pi_elsewhere_${events}_${i}`, metadata: {} })),
    ];
    for (const object of objects) {
      const id = `evt_burst_${++events}`;
      ids.push(id);
      await sql.query(`insert into stripe_events (id, type, payload) values ($1, 'payment_intent.succeeded', $2)`, [
        id,
        JSON.stringify({ id, type: 'payment_intent.succeeded', data: { object } }),
      ]);
    }
    return ids;
  }

  const run = (eventId: string, attemptsMade = 0) => processor.apply({ data: { eventId }, attemptsMade } as never);

  it('applies the waiting successes with the one its job names: each payment once, receipts in sequence, events processed together', async () => {
    const charges = await insertChargesOnTheirWay(sql, 7, 'cus_burst');
    const eventIds = await storeEvents(charges, 1);

    expect(await run(eventIds[3]!)).toEqual({ outcome: 'applied' });

    const { rows: payments } = await sql.query<{ booking_id: string; amount_cents: number; method: string }>(
      'select booking_id, amount_cents, method from booking_payments where booking_id = any($1)',
      [charges.map((charge) => charge.bookingId)],
    );
    expect(payments).toHaveLength(7);
    expect(new Set(payments.map((row) => row.booking_id)).size).toBe(7);
    expect(payments.every((row) => row.amount_cents === CHARGE_ON_ITS_WAY_CENTS && row.method === 'card')).toBe(true);
    const { rows: states } = await sql.query<{ status: string; payment_intent_id: string; id: string }>(
      'select id, status, payment_intent_id from card_charges where id = any($1)',
      [charges.map((charge) => charge.chargeId)],
    );
    expect(states.every((row) => row.status === 'succeeded' && row.payment_intent_id === `pi_${row.id}`)).toBe(true);
    // One draw of the year's counter: numbers 1 to 7, none missing, none twice.
    const year = todayInToronto(new Date()).slice(0, 4);
    const { rows: receipts } = await sql.query<{ number: string; sequence: number }>(
      'select number, sequence from receipts where booking_id = any($1) order by sequence',
      [charges.map((charge) => charge.bookingId)],
    );
    expect(receipts.map((row) => row.number)).toEqual([1, 2, 3, 4, 5, 6, 7].map((n) => `R${year}-00000${n}`));
    const { rows: mails } = await sql.query(`select payload from outbox where queue = 'mail' and job_name = 'receipt'`);
    expect(mails).toHaveLength(7);
    // Every event, the one about no charge of ours too, was marked in the same transaction.
    const { rows: processed } = await sql.query<{ at: Date | null }>('select processed_at as at from stripe_events where id = any($1)', [
      eventIds,
    ]);
    expect(processed.every((row) => row.at !== null)).toBe(true);
    expect(new Set(processed.map((row) => row.at!.getTime())).size).toBe(1);
    // Their own jobs, and a repeat, find them done.
    for (const id of [eventIds[0]!, eventIds[3]!]) expect(await run(id)).toEqual({ outcome: 'already_processed' });
    const { rows: again } = await sql.query('select 1 from booking_payments where booking_id = any($1)', [
      charges.map((charge) => charge.bookingId),
    ]);
    expect(again).toHaveLength(7);
  });

  it('applies a retried job’s own event alone, and at most a batch at a time', async () => {
    const charges = await insertChargesOnTheirWay(sql, CHARGE_SUCCESS_BATCH + 2, 'cus_burst');
    const eventIds = await storeEvents(charges);
    const pending = async () =>
      Number((await sql.query<{ n: string }>('select count(*) as n from stripe_events where processed_at is null')).rows[0]!.n);

    expect(await run(eventIds[0]!, 1)).toEqual({ outcome: 'applied' });
    expect(await pending()).toBe(CHARGE_SUCCESS_BATCH + 1);
    expect(await run(eventIds[1]!)).toEqual({ outcome: 'applied' });
    expect(await pending()).toBe(1);
    expect(await run(eventIds.at(-1)!)).toEqual({ outcome: 'applied' });
    expect(await pending()).toBe(0);
    const { rows } = await sql.query<{ n: string; numbers: string }>(
      'select count(*) as n, count(distinct number) as numbers from receipts where booking_id = any($1)',
      [charges.map((charge) => charge.bookingId)],
    );
    expect(rows[0]).toEqual({ n: String(CHARGE_SUCCESS_BATCH + 2), numbers: String(CHARGE_SUCCESS_BATCH + 2) });
    // The year's numbers follow on from the first burst's, without a gap.
    const { rows: last } = await sql.query<{ max: number; n: string }>('select max(sequence) as max, count(*) as n from receipts');
    expect(Number(last[0]!.max)).toBe(Number(last[0]!.n));
  });
});
