import { supportContactMail, supportFaqQuestionMail } from './support-notification.js';

const base = {
  to: 'support@homemate.local',
  reference: '3f0c8a4e-0000-4000-8000-000000000001',
  firstName: 'Émilie',
  lastName: 'Tremblay',
  email: 'emilie@example.com',
  locale: 'en' as const,
  receivedAt: new Date('2026-03-10T18:30:00Z'),
};

describe('support notification e-mails', () => {
  it('tells support who wrote, about what, and the message as typed (in French by default)', () => {
    const mail = supportContactMail({ ...base, subject: 'partnership', message: 'Hello,\n\n<b>We</b> would like to partner.' });
    expect(mail.to).toBe('support@homemate.local');
    expect(mail.replyTo).toBe('emilie@example.com');
    expect(mail.locale).toBe('fr');
    expect(mail.subject).toBe('[Contact] Partenariat : message de Émilie Tremblay');
    expect(mail.text).toContain('De : Émilie Tremblay <emilie@example.com>');
    expect(mail.text).toContain('Langue : anglais');
    expect(mail.text).toContain('Reçu le : 10 mars 2026 à 14 h 30');
    expect(mail.text).toContain(`Référence : ${base.reference}`);
    expect(mail.text).toContain('<b>We</b> would like to partner.');
    // The sender's HTML is shown, never interpreted; and support is not greeted by the sender's name.
    expect(mail.html).toContain('&lt;b&gt;We&lt;/b&gt;');
    expect(mail.text.startsWith('Bonjour,')).toBe(true);
  });

  it('renders the FAQ question, in English when asked', () => {
    const mail = supportFaqQuestionMail({ ...base, locale: 'fr', question: 'Do you work in Laval?' }, 'en');
    expect(mail.subject).toBe('[FAQ] Question from Émilie Tremblay');
    expect(mail.text).toContain('Language: French');
    expect(mail.text).toContain('Do you work in Laval?');
    expect(mail.template).toBe('supportFaqQuestion');
  });
});
