import { proJobCancelledMail, proJobUpdatedMail, proReviewReceivedMail } from './pro-job-notifications.js';

const input = {
  to: 'marc@example.com',
  firstName: 'Marc',
  bookingNumber: 'HM-2026-000000001',
  serviceOption: 'Leak repair - Finding and fixing leaks (From $120)',
  scheduledDate: '2026-03-10',
  scheduledTime: '14:30',
  address: '77 rue Rachel Est',
  apartment: null,
  city: 'Montréal',
  postalCode: 'H2J 2H1',
  proAppUrl: 'https://homemate.test/pro/jobs',
  account: {
    userId: '0b5c3a52-8f0e-4d7e-9a57-4a3c2a1f9e01',
    signer: { secret: 'a-test-unsubscribe-secret-of-32-chars!', siteUrl: 'https://homemate.test' },
  },
};

describe('e-mails to the assigned professional', () => {
  it('names what the customer changed, in the pro language, with the job as it now is', () => {
    const access = { accessNotes: 'Door code 4512', parking: 'street' as const, parkingNotes: 'Visitor spot 12' };
    const en = proJobUpdatedMail('en', { ...input, fields: ['scheduledDate', 'scheduledTime', 'address'], access });
    expect(en).toMatchObject({ to: input.to, locale: 'en', template: 'proJobUpdated', subject: 'Job HM-2026-000000001 has changed' });
    expect(en.text).toContain('Hello Marc,');
    expect(en.text).toContain('The customer changed this job: date, time, and address.');
    expect(en.text).toContain('Tuesday, March 10, 2026 at 2:30 PM');
    expect(en.text).toContain('77 rue Rachel Est');
    expect(en.text).toContain('Access and parking: Door code 4512 · street parking · Visitor spot 12');
    expect(en.text).toContain(input.proAppUrl);
    const fr = proJobUpdatedMail('fr', { ...input, fields: ['phone'], access: { accessNotes: null, parking: null, parkingNotes: null } });
    expect(fr.subject).toBe('Le travail HM-2026-000000001 a changé');
    expect(fr.text).toContain('Le client a modifié ce travail : téléphone.');
    expect(fr.text).toContain('mardi 10 mars 2026 à 14 h 30');
    expect(fr.text).toContain('Accès et stationnement : non précisés');
  });

  it('says who cancelled, in the pro language', () => {
    const en = proJobCancelledMail('en', { ...input, by: 'customer' });
    expect(en).toMatchObject({ locale: 'en', template: 'proJobCancelled', subject: 'Job HM-2026-000000001 is cancelled' });
    expect(en.text).toContain('The customer cancelled this job. You no longer need to go.');
    const fr = proJobCancelledMail('fr', { ...input, by: 'admin' });
    expect(fr.subject).toBe('Le travail HM-2026-000000001 est annulé');
    expect(fr.text).toContain("Le soutien HomeMate a annulé ce travail. Vous n'avez plus à vous déplacer.");
    expect(fr.html).toContain('href="https://homemate.test/pro/jobs"');
  });

  it('tells the pro of a review, with the rating', () => {
    const mail = proReviewReceivedMail('en', { ...input, proAppUrl: 'https://homemate.test/pro', rating: 4 });
    expect(mail).toMatchObject({ template: 'proReviewReceived', subject: 'A new review for job HM-2026-000000001' });
    expect(mail.text).toContain('The customer rated your work 4 out of 5.');
    expect(mail.text).toContain('https://homemate.test/pro');
  });
});
