import { credentialExpiryMail, credentialReviewedMail } from './credential-notification.js';

const pro = {
  to: 'marc@example.com',
  firstName: 'Marc',
  kind: 'insurance' as const,
  actionUrl: 'https://homemate.test/pro/profile#credentials',
};

describe('credential e-mails to the pro', () => {
  it("tell a rejection with the operator's note, in the pro's language", () => {
    const fr = credentialReviewedMail({ ...pro, locale: 'fr', decision: 'rejected', note: 'Le certificat est illisible.' });
    expect(fr.subject).toBe('HomeMate : nous n’avons pas pu vérifier votre assurance responsabilité');
    expect(fr.text).toContain('Raison : Le certificat est illisible.');
    expect(fr.locale).toBe('fr');
    const en = credentialReviewedMail({ ...pro, locale: 'en', kind: 'rbq', decision: 'verified', note: null });
    expect(en.subject).toBe('HomeMate: your RBQ licence is verified');
    expect(en.text).toContain('https://homemate.test/pro/profile#credentials');
  });

  it('write the expiry day out and say how many days are left, or that it lapsed', () => {
    const soon = credentialExpiryMail({ ...pro, locale: 'en', expiresOn: '2026-12-28', days: 30 });
    expect(soon.subject).toBe('HomeMate: your liability insurance expires on December 28, 2026');
    expect(soon.text).toContain('in 30 day(s)');
    const lapsed = credentialExpiryMail({ ...pro, locale: 'fr', expiresOn: '2026-12-28', days: 0 });
    expect(lapsed.subject).toBe('HomeMate : votre assurance responsabilité est expirée');
    expect(lapsed.text).toContain('28 décembre 2026');
  });
});
