import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BookingView, UnsubscribeView } from '@hm/contracts';
import type { MailJob } from '@hm/queue';
import { signUpRequest, type Signed } from '../../testing/accounts-client.js';
import { arrivalIn, buildBookingRequest, moveVisitToToday } from '../../testing/booking-requests.js';
import { addServingProfessional } from '../../testing/serving-professional.js';
import { startIntStack, type IntStack } from '../../testing/int-stack.js';
import { signUpAs } from '../../testing/role-users.js';
import { testConfig } from '../../testing/test-config.js';
import { confirmationMails } from '../../testing/confirmation-mails.js';

const SUITE = 'unsubscribe';
const PUBLIC_URL = 'https://homemate.test';
const ONE_CLICK = `${PUBLIC_URL}/api/notifications/unsubscribe?token=`;

describe('unsubscribe links and the e-mail previews (real PostgreSQL and Redis)', () => {
  let stack: IntStack;
  let mailDir: string;
  let alice: Signed;
  let admin: Signed;
  let pro: Signed;

  beforeAll(async () => {
    mailDir = await mkdtemp(join(tmpdir(), 'hm-unsubscribe-mail-'));
    stack = await startIntStack('hm_test_unsubscribe', SUITE, (url) =>
      testConfig({ DATABASE_URL: url, PUBLIC_URL, DEV_MAIL_DIR: mailDir }, { suite: SUITE }),
    );
    alice = await stack.client.signUp(signUpRequest({ firstName: 'Alice', email: 'alice@example.com', locale: 'fr' }));
    admin = await signUpAs(stack.client, stack.sql, 'admin', { firstName: 'Ops' });
    pro = await signUpAs(stack.client, stack.sql, 'professional', { firstName: 'Marc', lastName: 'Roy' });
    // Bookings are accepted where an approved pro works: Marc serves all of Montreal (H).
    await addServingProfessional(stack.sql, { userId: pro.session.user.id });
    // A second pro of the team, never assigned here: new bookings find someone free while the first is busy.
    await addServingProfessional(stack.sql);
  });

  afterAll(async () => {
    await stack?.close();
    await rm(mailDir, { recursive: true, force: true });
  });

  const mails = async (number: string, template: string) =>
    (
      await stack.sql.query(`select payload from outbox where payload->>'template' = $1 and payload->>'subject' like $2`, [
        template,
        `%${number}%`,
      ])
    ).rows.map((r) => r.payload as MailJob);
  const switches = async (id: string) =>
    (await stack.sql.query('select notify_booking_updates, notify_tips_and_offers from users where id = $1', [id])).rows[0] as Record<
      string,
      boolean
    >;
  const transition = async (number: string, body: Record<string, unknown>) =>
    expect((await stack.client.send('POST', `admin/bookings/${number}/transitions`, admin.session.accessToken, body)).status).toBe(200);
  /** What a mail client sends for RFC 8058 one-click: a form post from its own origin, no cookie. */
  const oneClick = (url: string) =>
    fetch(url.replace(PUBLIC_URL, stack.app.baseUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://webmail.example', 'Sec-Fetch-Site': 'cross-site' },
      body: 'List-Unsubscribe=One-Click',
    });

  it('puts the header on a booking update, not on the confirmation, turns that category off in one click, and that mail stops', async () => {
    const booked = await stack.client.send('POST', 'bookings', alice.session.accessToken, buildBookingRequest());
    const booking = (await booked.json()) as BookingView;
    const [confirmation] = await confirmationMails(stack.app, stack.sql, booking.bookingNumber);
    expect(confirmation).toBeDefined();
    expect(confirmation!.listUnsubscribe).toBeUndefined();

    await transition(booking.bookingNumber, { action: 'assign', professionalId: pro.session.user.id });
    const [assigned] = await mails(booking.bookingNumber, 'bookingProAssigned');
    expect(assigned!.listUnsubscribe?.startsWith(ONE_CLICK)).toBe(true);
    const token = new URL(assigned!.listUnsubscribe!).searchParams.get('token')!;
    // The footer link opens the page that asks first; the header is what mail clients post to.
    expect(assigned!.text).toContain(`${PUBLIC_URL}/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(assigned!.html).toContain(`href="${PUBLIC_URL}/unsubscribe?token=${encodeURIComponent(token)}"`);

    // A GET (a link scanner) only says what the link stops.
    const checked = await fetch(assigned!.listUnsubscribe!.replace(PUBLIC_URL, stack.app.baseUrl));
    expect([checked.status, await checked.json()]).toEqual([200, { category: 'bookingUpdates' }]);
    expect(await switches(alice.session.user.id)).toEqual({ notify_booking_updates: true, notify_tips_and_offers: true });

    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await oneClick(assigned!.listUnsubscribe!);
      expect([response.status, (await response.json()) as UnsubscribeView]).toEqual([200, { category: 'bookingUpdates' }]);
    }
    expect(await switches(alice.session.user.id)).toEqual({ notify_booking_updates: false, notify_tips_and_offers: true });

    await moveVisitToToday(stack.sql, booking.bookingNumber);
    await transition(booking.bookingNumber, { action: 'en_route', estimatedArrival: arrivalIn(30) });
    expect(await mails(booking.bookingNumber, 'bookingEnRoute')).toEqual([]);
    // A cancellation is always sent, and has nothing to unsubscribe from.
    await transition(booking.bookingNumber, { action: 'cancel' });
    const [cancelled] = await mails(booking.bookingNumber, 'bookingCancelled');
    expect(cancelled).toBeDefined();
    expect(cancelled!.listUnsubscribe).toBeUndefined();
  });

  it('refuses forged, altered and malformed tokens with a translated code, and changes nothing', async () => {
    const before = await switches(pro.session.user.id);
    for (const token of [
      'nonsense',
      `1.${pro.session.user.id}.bookingUpdates.AAAA`,
      `1.${pro.session.user.id}.tipsAndOffers.${'A'.repeat(43)}`,
    ]) {
      const response = await oneClick(`${ONE_CLICK}${encodeURIComponent(token)}`);
      expect([response.status, ((await response.json()) as { code: string }).code]).toEqual([400, 'INVALID_UNSUBSCRIBE_LINK']);
    }
    const missing = await oneClick(`${PUBLIC_URL}/api/notifications/unsubscribe`);
    expect(missing.status).toBe(400);
    expect(await switches(pro.session.user.id)).toEqual(before);
  });

  it('previews every template in both languages, HTML and text', async () => {
    const list = await fetch(`${stack.app.baseUrl}/api/dev/mail/templates`);
    const listed = await list.text();
    expect(list.status).toBe(200);
    expect(listed).toContain('href="/api/dev/mail/templates/bookingConfirmation/fr"');
    expect(listed).toContain('href="/api/dev/mail/templates/proJobUpdated/en?format=text"');

    const html = await fetch(`${stack.app.baseUrl}/api/dev/mail/templates/bookingConfirmation/fr`);
    expect(html.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await html.text();
    expect(page).toMatch(/<html [^>]*lang="fr"/);
    expect(page).toContain('Voir ma réservation');

    const text = await fetch(`${stack.app.baseUrl}/api/dev/mail/templates/proJobUpdated/en?format=text`);
    expect(text.headers.get('content-type')).toMatch(/^text\/plain/);
    const body = await text.text();
    expect(body).toMatch(/^Hello Marc,/);
    expect(body).toContain(`Unsubscribe from booking update e-mails:\n${PUBLIC_URL}/unsubscribe?token=`);

    for (const path of ['templates/nope/fr', 'templates/welcome/de']) {
      expect((await fetch(`${stack.app.baseUrl}/api/dev/mail/${path}`)).status).toBe(404);
    }
  });
});
