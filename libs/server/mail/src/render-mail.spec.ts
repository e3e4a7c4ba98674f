import { MailTemplateError, renderMail, type MailTemplateData } from './render-mail.js';

describe('renderMail', () => {
  it('renders the welcome mail in French with the first name', () => {
    const mail = renderMail('welcome', 'fr', { firstName: 'Zoé' });
    expect(mail.subject).toBe('Bienvenue chez HomeMate, Zoé!');
    expect(mail.text).toMatch(/^Bonjour Zoé,\n\nMerci d'avoir créé votre compte HomeMate\./);
    expect(mail.text).toContain("L'équipe HomeMate");
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail).toMatchObject({ locale: 'fr', template: 'welcome' });
  });

  it('renders the same template in English', () => {
    const mail = renderMail('welcome', 'en', { firstName: 'Sam' });
    expect(mail.subject).toBe('Welcome to HomeMate, Sam!');
    expect(mail.text).toMatch(/^Hello Sam,/);
    expect(mail.html).toContain('<html lang="en">');
  });

  it('greets without a name when the template does not need one', () => {
    expect(renderMail('test', 'en', {}).text).toMatch(/^Hello,\n\nThis is a test e-mail/);
    expect(renderMail('test', 'fr', { firstName: 'Léa' }).text).toMatch(/^Bonjour Léa,/);
  });

  it('escapes user data in the HTML part but keeps it verbatim in the text part', () => {
    const mail = renderMail('welcome', 'en', { firstName: '<b>Al & "Bo"</b>' });
    expect(mail.html).toContain('Hello &lt;b&gt;Al &amp; &quot;Bo&quot;&lt;/b&gt;,');
    expect(mail.html).not.toContain('<b>Al');
    expect(mail.text).toContain('Hello <b>Al & "Bo"</b>,');
  });

  it('refuses to render with a missing variable instead of sending a blank', () => {
    const data = {} as MailTemplateData['welcome'];
    expect(() => renderMail('welcome', 'fr', data)).toThrow(MailTemplateError);
    expect(() => renderMail('welcome', 'fr', data)).toThrow('{{firstName}}');
  });
});
