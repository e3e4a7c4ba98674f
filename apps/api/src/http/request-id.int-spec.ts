import { signUpRequest } from '../testing/accounts-client.js';
import { buildBookingRequest } from '../testing/booking-requests.js';
import { startIntStack, type IntStack } from '../testing/int-stack.js';
import { addServingProfessional } from '../testing/serving-professional.js';
import { testConfig } from '../testing/test-config.js';

const SUITE = 'request-id';

// Each request's id (http/request-id.ts) goes with the jobs it causes (docs/operations.md "Logs"):
// the outbox rows it writes carry it, both through enqueueViaOutbox and the booking's own statement.
// Tracing is off here, so there is no W3C trace context to carry.
describe('request ids (real PostgreSQL and Redis, tracing off)', () => {
  let stack: IntStack;

  beforeAll(async () => {
    stack = await startIntStack('hm_test_request_id', SUITE, (url) => testConfig({ DATABASE_URL: url }, { suite: SUITE }));
    await addServingProfessional(stack.sql);
  });

  afterAll(async () => {
    await stack?.close();
  });

  const tracesOf = async (requestId: string) =>
    (
      await stack.sql.query<{ job_name: string; trace: Record<string, string> }>(
        `select job_name, trace from outbox where trace->>'requestId' = $1 order by job_name`,
        [requestId],
      )
    ).rows;

  it('answers with the id a proxy gave, or a new one, never one that could forge a log line', async () => {
    const given = await fetch(`${stack.app.baseUrl}/api/health/live`, { headers: { 'x-request-id': 'lb-7f3a.42' } });
    expect(given.headers.get('x-request-id')).toBe('lb-7f3a.42');
    const fresh = await fetch(`${stack.app.baseUrl}/api/health/live`);
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const forged = await fetch(`${stack.app.baseUrl}/api/health/live`, { headers: { 'x-request-id': 'a"} {"level":60' } });
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("puts the request's id on the booking's jobs, written by the booking's own statement", async () => {
    const signed = await stack.client.signUp(signUpRequest({ email: 'trace-customer@example.com' }));
    const response = await fetch(`${stack.app.baseUrl}/api/bookings`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${signed.session.accessToken}`,
        'content-type': 'application/json',
        'x-request-id': 'int-booking-1',
      },
      body: JSON.stringify(buildBookingRequest()),
    });
    expect(response.status).toBe(201);
    const rows = await tracesOf('int-booking-1');
    expect(rows.map((row) => row.job_name)).toEqual(['bookingConfirmation', 'bookingReminder']);
    for (const row of rows) expect(row.trace).toEqual({ requestId: 'int-booking-1' });
  });

  it("puts the request's id on jobs queued through enqueueViaOutbox", async () => {
    const response = await fetch(`${stack.app.baseUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'int-signup-1' },
      body: JSON.stringify(signUpRequest({ email: 'trace-signup@example.com' })),
    });
    expect(response.status).toBe(201);
    const rows = await tracesOf('int-signup-1');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.trace).toEqual({ requestId: 'int-signup-1' });
  });
});
