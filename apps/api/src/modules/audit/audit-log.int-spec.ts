import type { ApiErrorBody, AuditLogView, BookingView, ProfessionalApplicationView } from '@hm/contracts';
import { signUpRequest, type Signed } from '../../testing/accounts-client.js';
import { buildBookingRequest, torontoDayFromToday } from '../../testing/booking-requests.js';
import { startIntStack, type IntStack } from '../../testing/int-stack.js';
import { signUpAs } from '../../testing/role-users.js';
import { addServingProfessional } from '../../testing/serving-professional.js';
import { testConfig } from '../../testing/test-config.js';

const SUITE = 'audit-log';

// The operators' audit log (docs/operations.md "Audit log"): each console action records who, when,
// what and why in its own transaction; the log is read-only and append-only.
describe('operator actions and the audit log (real PostgreSQL and Redis)', () => {
  let stack: IntStack;
  let alice: Signed;
  let admin: Signed;
  let marc: Signed;

  beforeAll(async () => {
    stack = await startIntStack('hm_test_audit_log', SUITE, (url) => testConfig({ DATABASE_URL: url }, { suite: SUITE }));
    alice = await stack.client.signUp(signUpRequest({ firstName: 'Alice', locale: 'fr' }));
    admin = await signUpAs(stack.client, stack.sql, 'admin', { firstName: 'Odile', lastName: 'Opérateur' });
    marc = await signUpAs(stack.client, stack.sql, 'professional', { firstName: 'Marc', lastName: 'Roy' });
    await addServingProfessional(stack.sql, { userId: marc.session.user.id, categories: ['plumbing'], prefixes: ['H2X'] });
  });

  afterAll(async () => {
    await stack?.close();
  });

  async function call<T>(who: Signed | null, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const response = await stack.client.send(method, path, who?.session.accessToken ?? null, body);
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  }
  const log = (query: Record<string, string> = {}) =>
    call<AuditLogView & ApiErrorBody>(admin, 'GET', `admin/audit-log?${new URLSearchParams(query).toString()}`);
  const book = async (date: string, time: string) => {
    const made = await call<BookingView>(alice, 'POST', 'bookings', buildBookingRequest({ scheduledDate: date, scheduledTime: time }));
    expect(made.status).toBe(201);
    return made.body.bookingNumber;
  };

  it('records an assignment and a cancellation with its reason, newest first, with the operator copied', async () => {
    const date = torontoDayFromToday(5);
    const number = await book(date, '10:00');
    expect(
      (await call(admin, 'POST', `admin/bookings/${number}/transitions`, { action: 'assign', professionalId: marc.session.user.id }))
        .status,
    ).toBe(200);
    expect(
      (await call(admin, 'POST', `admin/bookings/${number}/transitions`, { action: 'cancel', note: 'The customer called to cancel' }))
        .status,
    ).toBe(200);

    const { status, body } = await log({ search: number });
    expect(status).toBe(200);
    expect(body.total).toBe(2);
    const [cancel, assign] = body.items;
    expect(cancel).toMatchObject({
      action: 'booking_transition',
      actor: { id: admin.session.user.id, name: 'Odile Opérateur', email: admin.session.user.email },
      targetType: 'booking',
      targetId: number,
      targetLabel: number,
      reason: 'The customer called to cancel',
      details: { step: 'cancel', from: 'pro_assigned', to: 'cancelled' },
    });
    expect(assign).toMatchObject({
      action: 'booking_assigned',
      reason: null,
      details: { step: 'assign', from: 'waiting_for_pro', to: 'pro_assigned', professional: 'Marc Roy' },
    });
    expect(Date.parse(cancel!.at)).toBeGreaterThanOrEqual(Date.parse(assign!.at));
  });

  it("does not record what a customer or a pro does, nor an operator's action that was refused", async () => {
    const number = await book(torontoDayFromToday(6), '14:00');
    expect((await call(alice, 'POST', `bookings/${number}/cancel`, {})).status).toBe(200);
    // Cancelled already: refused, so nothing happened and nothing is recorded.
    expect((await call(admin, 'POST', `admin/bookings/${number}/transitions`, { action: 'cancel' })).status).toBe(409);
    expect((await log({ search: number })).body).toMatchObject({ total: 0, items: [] });
  });

  it('records an application approved and a day capped then uncapped, and filters by action', async () => {
    const email = `audit-${Date.now()}@example.com`;
    const applied = await call(null, 'POST', 'public/professionals', {
      firstName: 'Julie',
      lastName: 'Gagnon',
      email,
      phone: '+1 514 555 0199',
      serviceCategory: 'plumbing',
      locale: 'fr',
      website: '',
    });
    expect(applied.status).toBe(201);
    const pending = await call<ProfessionalApplicationView[]>(admin, 'GET', 'admin/professional-applications');
    const application = pending.body.find((item) => item.email === email)!;
    expect((await call(admin, 'POST', `admin/professional-applications/${application.id}/approve`)).status).toBe(200);

    const date = torontoDayFromToday(9);
    expect((await call(admin, 'PUT', 'admin/day/capacity', { date, serviceId: 'moving', maxBookings: 3 })).status).toBe(200);
    expect((await call(admin, 'DELETE', `admin/day/capacity?date=${date}&serviceId=moving`)).status).toBe(200);

    const approved = await log({ action: 'application_approved' });
    expect(approved.body.items).toEqual([
      expect.objectContaining({
        targetType: 'application',
        targetId: application.id,
        targetLabel: 'Julie Gagnon',
        details: { email, trade: 'plumbing' },
      }),
    ]);
    const day = await log({ search: date });
    expect(day.body.items.map((item) => [item.action, item.targetLabel, item.details])).toEqual([
      ['day_capacity_removed', `${date} · moving`, {}],
      ['day_capacity_set', `${date} · moving`, { maxBookings: 3 }],
    ]);
  });

  it("records an application declined with the operator's reason, and an approval with its note", async () => {
    const apply = async (firstName: string) => {
      const email = `audit-${firstName.toLowerCase()}-${Date.now()}@example.com`;
      const applied = await call(null, 'POST', 'public/professionals', {
        firstName,
        lastName: 'Tremblay',
        email,
        phone: '+1 514 555 0142',
        serviceCategory: 'electrical',
        locale: 'en',
        website: '',
      });
      expect(applied.status).toBe(201);
      const pending = await call<ProfessionalApplicationView[]>(admin, 'GET', 'admin/professional-applications');
      return pending.body.find((item) => item.email === email)!;
    };
    const declined = await apply('Rene');
    const reject = (body: unknown) => call<ApiErrorBody>(admin, 'POST', `admin/professional-applications/${declined.id}/reject`, body);
    // A refusal (no reason) records nothing.
    expect((await reject({ notify: true })).body).toMatchObject({ statusCode: 400, fields: { reason: ['REQUIRED'] } });
    expect((await log({ search: 'Rene Tremblay' })).body.total).toBe(0);
    expect((await reject({ reason: '  No CMEQ membership for electrical work.  ', notify: true })).status).toBe(200);

    const approved = await apply('Lise');
    const approve = (body: unknown) => call<ApiErrorBody>(admin, 'POST', `admin/professional-applications/${approved.id}/approve`, body);
    expect((await approve({ note: 'ok' })).body).toMatchObject({ statusCode: 400, fields: { note: ['TOO_SHORT'] } });
    expect((await approve({ note: 'CMEQ membership checked by phone.' })).status).toBe(200);

    const rejected = await log({ action: 'application_rejected' });
    expect(rejected.body.items).toEqual([
      expect.objectContaining({
        actor: { id: admin.session.user.id, name: 'Odile Opérateur', email: admin.session.user.email },
        action: 'application_rejected',
        targetType: 'application',
        targetId: declined.id,
        targetLabel: 'Rene Tremblay',
        reason: 'No CMEQ membership for electrical work.',
        details: { email: declined.email, trade: 'electrical', notified: true },
      }),
    ]);
    expect((await log({ search: 'Lise Tremblay' })).body.items).toEqual([
      expect.objectContaining({
        action: 'application_approved',
        targetId: approved.id,
        reason: 'CMEQ membership checked by phone.',
        details: { email: approved.email, trade: 'electrical' },
      }),
    ]);
  });

  it('is append-only: the database refuses to change or delete a record', async () => {
    const { rows } = await stack.sql.query<{ id: string }>('select id from operator_actions limit 1');
    expect(rows).toHaveLength(1);
    await expect(stack.sql.query("update operator_actions set reason = 'rewritten' where id = $1", [rows[0]!.id])).rejects.toThrow(
      /append-only/,
    );
    await expect(stack.sql.query('delete from operator_actions where id = $1', [rows[0]!.id])).rejects.toThrow(/append-only/);
  });

  it('is for operators only, and refuses a bad filter with a 400', async () => {
    expect((await call(alice, 'GET', 'admin/audit-log')).status).toBe(403);
    expect((await call(marc, 'GET', 'admin/audit-log')).status).toBe(403);
    expect((await call(null, 'GET', 'admin/audit-log')).status).toBe(401);
    const bad = await log({ action: 'delete_everything' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    expect((await log({ page: '0' })).status).toBe(400);
  });
});
