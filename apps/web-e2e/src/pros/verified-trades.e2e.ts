import enAdmin from '@hm/i18n/locales/en/admin.json' with { type: 'json' };
import enProApp from '@hm/i18n/locales/en/proApp.json' with { type: 'json' };
import enReservation from '@hm/i18n/locales/en/reservation.json' with { type: 'json' };
import { accessTokenOf, SEED_ADMIN } from '../support/api-calls.ts';
import { createBooking } from '../reservations/reservation-api.ts';
import { createAccount, expect, newPerson, test } from '../support/accounts.ts';
import { fill } from '../support/texts.ts';
import { approvedPlumber, escape, newPage, signIn } from './pro-session.ts';

// Verified trades (docs/verified-trades.md) across three browser contexts: a plumber whose licence and
// CMMTQ membership are verified enters their liability insurance and uploads its certificate on the
// profile; until an operator verifies it, plumbing jobs are not theirs to take; the operator verifies
// it in the console's "Licences and insurance" tab; the pro takes a job, and the customer's
// reservation shows the verified licence and "Insured up to $2,000,000".

const PDF = Buffer.from('%PDF-1.4\n% Certificate of liability insurance\n%%EOF\n');
const inAYear = () => new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
test.use({ actionTimeout: 10_000 });

test('a pro uploads their insurance, an operator verifies it, and the badge shows on the customer’s reservation', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const p = enProApp.credentials;
  const a = enAdmin.credentials;

  // The customer's leak repair in H2X, waiting for a pro.
  const customer = newPerson({ firstName: 'Lucie', lastName: 'Tremblay' });
  await createAccount(request, customer, 'en');
  const bookingNumber = await createBooking(request, await accessTokenOf(request, customer), 6);

  // A plumber with a verified licence and membership, but no insurance yet: the job is not theirs.
  const plumber = await approvedPlumber(request, 'en', ['H2X'], ['rbq', 'cmmtq']);
  const proToken = await accessTokenOf(request, plumber);
  const accept = () =>
    request.post(`/api/pro/jobs/${encodeURIComponent(bookingNumber)}/accept`, { headers: { Authorization: `Bearer ${proToken}` } });
  expect((await accept()).status()).toBe(404);

  // The pro enters the insurance and its certificate on their profile.
  const proPage = await newPage(browser);
  await signIn(proPage, 'en', plumber, '/pro/profile');
  await expect(proPage.getByRole('heading', { name: p.title })).toBeVisible();
  const insurance = proPage.getByRole('form', { name: new RegExp(`^${escape(p.kinds.insurance)}`) });
  await insurance.getByLabel(p.insurer).fill('Intact Assurance');
  await insurance.getByLabel(p.policyNumber).fill('RC-2026-0042');
  await insurance.getByLabel(p.coverage).fill('2000000');
  await insurance.getByLabel(p.expiresOn).fill(inAYear());
  await insurance.getByRole('button', { name: fill(p.save, { name: p.kinds.insurance }) }).click();
  await expect(insurance.getByText(p.saved)).toBeVisible();
  await insurance.getByLabel(p.document).setInputFiles({ name: 'insurance.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(insurance.getByText(p.uploaded)).toBeVisible();
  await expect(insurance.getByText(p.status.pending)).toBeVisible();
  expect((await accept()).status()).toBe(404);

  // The operator verifies it in the console.
  const operatorPage = await newPage(browser);
  await signIn(operatorPage, 'en', { ...newPerson(), ...SEED_ADMIN }, '/admin?tab=credentials');
  const name = `${plumber.firstName} ${plumber.lastName}`;
  await operatorPage.getByRole('button', { name: `${a.verify} ${a.kinds.insurance} ${name}`, exact: true }).click();
  const dialog = operatorPage.getByRole('alertdialog');
  await expect(dialog).toContainText(fill(a.verifyTitle, { kind: a.kinds.insurance, name }));
  await dialog.getByRole('button', { name: a.confirm }).click();
  await expect(operatorPage.getByText(fill(a.verified, { kind: a.kinds.insurance, name }))).toBeVisible();

  // Now the pro may take the job, and the customer sees what was verified on their reservation.
  await proPage.reload();
  await expect(proPage.getByRole('form', { name: new RegExp(`^${escape(p.kinds.insurance)}`) }).getByText(p.status.verified)).toBeVisible();
  expect((await accept()).status()).toBe(200);
  await signIn(page, 'en', customer, `/reservation/${bookingNumber}`);
  const badges = page.getByRole('list', { name: enReservation.professional.credentials.label });
  await expect(badges.getByText('Insured up to $2,000,000')).toBeVisible();
  await expect(badges.getByText(/RBQ licence 5678-1234-01 verified on /)).toBeVisible();
  await expect(
    badges.getByRole('link', { name: fill(enReservation.professional.credentials.registryLabel, { number: '5678-1234-01' }) }),
  ).toHaveAttribute('href', /rbq\.gouv\.qc\.ca/);
  // The pro's public profile says the same, to anyone.
  await page.getByRole('link', { name: fill(enReservation.publicProfile.link, { name: plumber.firstName }) }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `${plumber.firstName} ${plumber.lastName.charAt(0).toUpperCase()}.` }),
  ).toBeVisible();
  await expect(
    page.getByRole('list', { name: enReservation.professional.credentials.label }).getByText('Insured up to $2,000,000'),
  ).toBeVisible();
  await proPage.context().close();
  await operatorPage.context().close();
});
