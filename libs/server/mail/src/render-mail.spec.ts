import { MailTemplateError, renderMail, type MailTemplateData } from './render-mail.js';
import { signUnsubscribeToken } from './unsubscribe-token.js';

describe('renderMail', () => {
  it('renders the welcome mail in French with the first name', () => {
    const mail = renderMail('welcome', 'fr', { firstName: 'Zoé' });
    expect(mail.subject).toBe('Bienvenue chez HomeMate, Zoé!');
    expect(mail.text).toMatch(/^Bonjour Zoé,\n\nMerci d'avoir créé votre compte HomeMate\./);
    expect(mail.text).toContain("L'équipe HomeMate");
    expect(mail.html).toMatch(/<html [^>]*lang="fr"/);
    expect(mail).toMatchObject({ locale: 'fr', template: 'welcome' });
  });

  it('renders the same template in English', () => {
    const mail = renderMail('welcome', 'en', { firstName: 'Sam' });
    expect(mail.subject).toBe('Welcome to HomeMate, Sam!');
    expect(mail.text).toMatch(/^Hello Sam,/);
    expect(mail.html).toMatch(/<html [^>]*lang="en"/);
  });

  it("writes the link's label with each language's colon in the text part", () => {
    const url = 'https://homemate.test/reset';
    expect(renderMail('resetPassword', 'fr', { firstName: 'Zoé', actionUrl: url }).text).toMatch(
      /[^ ]\u00a0:\nhttps:\/\/homemate\.test\/reset/,
    );
    expect(renderMail('resetPassword', 'en', { firstName: 'Sam', actionUrl: url }).text).toMatch(
      /[^ \u00a0]:\nhttps:\/\/homemate\.test\/reset/,
    );
  });

  it('greets without a name when the template does not need one', () => {
    expect(renderMail('test', 'en', {}).text).toMatch(/^Hello,\n\nThis is a test e-mail/);
    expect(renderMail('test', 'fr', { firstName: 'Léa' }).text).toMatch(/^Bonjour Léa,/);
  });

  it('escapes user data in the HTML part but keeps it verbatim in the text part', () => {
    const mail = renderMail('welcome', 'en', { firstName: '<b>Al & "Bo"</b>' });
    expect(mail.html).toContain('Hello &lt;b&gt;Al &amp; &quot;Bo&quot;&lt;/b&gt;,');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).not.toContain('<b>Al');
    expect(mail.text).toContain('Hello <b>Al & "Bo"</b>,');
  });

  it('refuses to render with a missing variable instead of sending a blank', () => {
    const data = {} as MailTemplateData['welcome'];
    expect(() => renderMail('welcome', 'fr', data)).toThrow(MailTemplateError);
    expect(() => renderMail('welcome', 'fr', data)).toThrow('{{firstName}}');
  });
});

describe('renderMail with a link', () => {
  const url = 'https://homemate.example/reset-password?token=abc_DEF-123';

  it('renders the reset mail in the recipient language with the link in both parts', () => {
    const fr = renderMail('resetPassword', 'fr', { firstName: 'Zoé', actionUrl: url });
    expect(fr.subject).toBe('Réinitialisez votre mot de passe HomeMate');
    expect(fr.text).toContain(`Choisir un nouveau mot de passe\u00a0:\n${url}`);
    expect(fr.text).toMatch(/expire dans une heure/);
    expect(fr.html).toContain(`<a href="${url}"`);
    const en = renderMail('resetPassword', 'en', { firstName: 'Sam', actionUrl: url });
    expect(en.subject).toBe('Reset your HomeMate password');
    expect(en.text).toMatch(/^Hello Sam,/);
    expect(en.text).toContain(`Choose a new password:\n${url}`);
  });

  it('refuses a link that is not http(s), so no script URL can become a button', () => {
    expect(() => renderMail('resetPassword', 'en', { firstName: 'Sam', actionUrl: 'javascript:alert(1)' })).toThrow(MailTemplateError);
    expect(() => renderMail('resetPassword', 'en', { firstName: 'Sam', actionUrl: '/relative' })).toThrow(MailTemplateError);
  });
});

describe('the unsubscribe link of switchable e-mails', () => {
  const signer = { secret: 'a-test-unsubscribe-secret-of-32-chars!', siteUrl: 'https://homemate.test' };
  const account = { userId: '0b5c3a52-8f0e-4d7e-9a57-4a3c2a1f9e01', signer };
  const data = { firstName: 'Sam', bookingNumber: 'HM-2026-000000001', serviceOption: 'Leak repair', actionUrl: 'https://homemate.test/r' };

  it('links a booking update to the unsubscribe page in both parts and gives the one-click address', () => {
    const mail = renderMail('bookingCompleted', 'fr', data, account);
    const token = encodeURIComponent(signUnsubscribeToken(signer.secret, { userId: account.userId, category: 'bookingUpdates' }));
    const page = `https://homemate.test/unsubscribe?token=${token}`;
    expect(mail.listUnsubscribe).toBe(`https://homemate.test/api/notifications/unsubscribe?token=${token}`);
    expect(mail.text).toContain(`Se désabonner des courriels de suivi des réservations\u00a0:\n${page}`);
    expect(mail.html).toContain(`href="${page}"`);
    expect(mail.html).toContain('Se désabonner des courriels de suivi des réservations</a>');
  });

  it('refuses to render a switchable e-mail without its recipient account', () => {
    expect(() => renderMail('bookingCompleted', 'en', data)).toThrow(MailTemplateError);
  });

  it('gives an e-mail that is always sent no link and no header, even with an account', () => {
    const mail = renderMail('welcome', 'en', { firstName: 'Sam' }, account);
    expect(mail.listUnsubscribe).toBeUndefined();
    expect(mail.html).not.toContain('unsubscribe');
    expect(mail.text).not.toContain('Unsubscribe');
  });
});
