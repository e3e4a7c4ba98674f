import { supportAcknowledgementMail, supportContactMail, supportFaqQuestionMail, supportReplyMail } from './support-notification.js';

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

// What the sender is told promises only what the product does: an answer by e-mail (no delay is
// promised: nothing measures one), and a way to write again that reaches the console (the contact
// form with the reference; a reply to the e-mail reaches support's mailbox, not the request).
describe("the sender's e-mails", () => {
  const sender = { to: 'emilie@example.com', firstName: 'Émilie', reference: base.reference };

  it.each([
    ['contact', 'en', 'our team will answer you by e-mail at this address.'],
    ['faqQuestion', 'en', 'Our team will answer you by e-mail at this address.'],
    ['contact', 'fr', 'notre équipe vous répondra par courriel à cette adresse.'],
    ['faqQuestion', 'fr', 'Notre équipe vous répondra par courriel à cette adresse.'],
  ] as const)('acknowledges a %s message in %s without promising a delay', (kind, locale, promise) => {
    const mail = supportAcknowledgementMail(kind, { ...sender, locale });
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(promise);
      expect(part).toContain(base.reference);
      expect(part).not.toMatch(/business day|jour ouvrable|within|d'ici|d’ici/i);
    }
  });

  it.each([
    ['en', 'To write to us again, use the contact form on our site and give this reference.', 'Write to us'],
    ['fr', 'Pour nous écrire à nouveau, utilisez le formulaire de contact de notre site en indiquant cette référence.', 'Nous écrire'],
  ] as const)('answers in %s, pointing to the contact form with the reference rather than to a reply', (locale, again, action) => {
    const mail = supportReplyMail({
      ...sender,
      locale,
      reply: 'Your pro comes at 11.',
      operatorName: 'Odile',
      replyTo: 'support@homemate.local',
      contactUrl: 'https://homemate.test/contact',
    });
    expect(mail.replyTo).toBe('support@homemate.local');
    expect(mail.text).toContain('Your pro comes at 11.');
    expect(mail.text).toContain(base.reference);
    expect(mail.text).toContain(again);
    expect(mail.text).toMatch(new RegExp(`${action}\u00a0?:\nhttps://homemate\\.test/contact`));
    expect(mail.html).toContain(again);
    expect(mail.html).toContain('href="https://homemate.test/contact"');
    expect(mail.html).toContain(action);
    for (const part of [mail.text, mail.html]) expect(part).not.toMatch(/reply to this e-mail|répondez à ce courriel/i);
  });
});
