import { contentModerationMail } from './content-moderation-notification.js';

const base = { to: 'maya@example.com', firstName: 'Maya', title: 'Winter <draughts>' };

describe('content moderation e-mails', () => {
  it("tells a comment's author which comment was hidden and why, quoting only their own words, in their language", () => {
    const comment = `Cheap heaters at my shop!   ${'Call now. '.repeat(20)}`;
    const mail = contentModerationMail('hidden', { ...base, locale: 'fr', kind: 'comment', comment, reason: 'Publicité.' });
    expect(mail).toMatchObject({ to: 'maya@example.com', locale: 'fr', template: 'contentHidden' });
    expect(mail.subject).toBe('HomeMate : nous avons masqué une de vos publications');
    expect(mail.text).toContain('votre commentaire « Cheap heaters at my shop! Call now. Call now.');
    expect(mail.text).toContain("Cal… » sur l'article « Winter <draughts> ». Les autres visiteurs du blogue HomeMate ne le voient plus.");
    expect(mail.text).toContain('Motif : Publicité.');
    // Quoted text is escaped in the HTML part.
    expect(mail.html).toContain('Winter &lt;draughts&gt;');
    expect(mail.html).not.toContain('<draughts>');
  });

  it("tells a post's author it is visible again, in English", () => {
    const mail = contentModerationMail('restored', { ...base, locale: 'en', kind: 'post' });
    expect(mail.subject).toBe('HomeMate: what you published is visible again');
    expect(mail.text).toContain('Our team restored your blog post “Winter <draughts>”: visitors to the HomeMate blog see it again.');
    expect(mail.text).not.toContain('Reason');
  });
});
