import { unreadMessagesMail } from './message-notifications.js';

const input = {
  to: 'marc@example.com',
  firstName: 'Marc',
  bookingNumber: 'HM-2026-000000001',
  serviceOption: 'Leak repair',
  reservationUrl: 'https://homemate.test/reservation/HM-2026-000000001',
  account: {
    userId: '7d3c1a52-0000-4000-8000-000000000001',
    signer: { secret: 'a-test-unsubscribe-secret-of-32-chars!', siteUrl: 'https://homemate.test' },
  },
};
// 19:05 UTC on 10 March 2026 is 15:05 in Montreal (daylight time from 8 March).
const at = (minute: number) => new Date(Date.UTC(2026, 2, 10, 19, minute));

describe('unreadMessagesMail', () => {
  it('names the writer of a single message, with its Montreal time, in the reader language', () => {
    const mail = unreadMessagesMail('en', {
      ...input,
      messages: [{ senderName: 'Julie Roy', message: 'The door is <b>on the side</b>.', createdAt: at(5) }],
    });
    expect(mail).toMatchObject({ to: input.to, template: 'unreadMessage', locale: 'en' });
    expect(mail.subject).toBe('Julie Roy wrote to you about booking HM-2026-000000001');
    expect(mail.text).toContain('Julie Roy, March 10 at 3:05 p.m.:\nThe door is <b>on the side</b>.');
    expect(mail.html).toContain('The door is &lt;b&gt;on the side&lt;/b&gt;.');
    expect(mail.html).not.toContain('<b>on the side</b>');
    expect(mail.text).toContain(input.reservationUrl);
    // Switchable (the messages switch): an unsubscribe link and the one-click header.
    expect(mail.text).toContain('Unsubscribe from new message e-mails');
    expect(mail.listUnsubscribe).toMatch(/^https:\/\/homemate\.test\/api\/notifications\/unsubscribe\?token=/);
  });

  it('puts a burst of messages in one e-mail, oldest first, with their count', () => {
    const messages = [0, 1, 2].map((i) => ({ senderName: i === 1 ? 'HomeMate' : 'Julie Roy', message: `Message ${i}`, createdAt: at(i) }));
    const mail = unreadMessagesMail('fr', { ...input, messages });
    expect(mail.template).toBe('unreadMessages');
    expect(mail.subject).toBe('3 nouveaux messages sur la réservation HM-2026-000000001');
    expect(mail.text).toContain('Vous avez 3 messages non lus');
    expect(mail.text).toContain('Julie Roy, 10 mars à 15 h 00\u00a0:\nMessage 0');
    expect(mail.text.indexOf('Message 0')).toBeLessThan(mail.text.indexOf('Message 2'));
  });

  it('refuses to send an e-mail with no message', () => {
    expect(() => unreadMessagesMail('en', { ...input, messages: [] })).toThrow();
  });
});
