import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { AdminProCredentialsView, CredentialView } from '@hm/contracts';
import { apiError, fakeApi, type ApiCall } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { ProCredentialsReview } from './pro-credentials-review';

const RITA = 'c3333333-3333-4333-8333-333333333333';

const credential = (kind: CredentialView['kind'], fields: Partial<CredentialView>): CredentialView => ({
  kind,
  status: 'pending',
  number: null,
  subclasses: [],
  insurer: null,
  policyNumber: null,
  coverageCents: null,
  expiresOn: null,
  hasDocument: false,
  documentUrl: null,
  reviewNote: null,
  reviewedAt: null,
  valid: false,
  ...fields,
});

const rita: AdminProCredentialsView = {
  userId: RITA,
  firstName: 'Rita',
  lastName: 'Rookie',
  email: 'rita@example.com',
  categories: ['plumbing'],
  businessName: 'Plomberie Rookie inc.',
  neq: '1165432109',
  requested: ['rbq', 'cmmtq', 'insurance'],
  blockedTrades: ['plumbing'],
  limitedTrades: [],
  licensedJobValueCents: 500_000,
  credentials: [
    credential('rbq', { number: '1234-5678-01', subclasses: ['15.5'] }),
    credential('insurance', {
      insurer: 'Intact Assurance',
      policyNumber: 'RC-2026/42',
      coverageCents: 200_000_000,
      expiresOn: '2027-06-30',
      hasDocument: true,
      documentUrl: `/api/admin/pros/${RITA}/credentials/insurance/document`,
    }),
  ],
};

/** The console's API: the list, and each review answered by `review` (the list read again after). */
function consoleApi(review: (call: ApiCall) => { status: number; body?: unknown } = () => ({ status: 200, body: rita })): ApiCall[] {
  return fakeApi((call) => (call.method === 'POST' ? review(call) : { status: 200, body: [rita] }));
}
const reviews = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST');

describe("the console's review of the pros' licences and insurance", () => {
  it('verifies a credential after a confirmation, without a note, tells the operator and reads the list again', async () => {
    const calls = consoleApi();
    const { user } = await renderApp(<ProCredentialsReview />);
    const rbq = await screen.findByRole('listitem', { name: 'RBQ licence — Rita Rookie' });
    expect(within(rbq).getByText('Waiting for verification')).toBeTruthy();
    expect(within(rbq).getByRole('link', { name: 'Public registry' }).getAttribute('href')).toContain('rbq.gouv.qc.ca');
    expect(screen.getByText('Not offered: Plumbing')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Verify RBQ licence Rita Rookie' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Verify RBQ licence of Rita Rookie' });
    // The note is optional for a verification.
    expect(within(dialog).getByRole('textbox', { name: 'Note to the professional' }).getAttribute('aria-required')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('RBQ licence of Rita Rookie verified; they were told by e-mail.')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(reviews(calls)).toEqual([{ method: 'POST', path: `admin/pros/${RITA}/credentials/rbq/review`, body: { decision: 'verified' } }]);
    expect(calls.filter((call) => call.method === 'GET' && call.path === 'admin/pros/credentials').length).toBe(2);
  });

  it('rejects only with a note, which it sends trimmed', async () => {
    const calls = consoleApi();
    const { user } = await renderApp(<ProCredentialsReview />);
    await user.click(await screen.findByRole('button', { name: 'Reject Liability insurance Rita Rookie' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Reject Liability insurance of Rita Rookie' });
    const note = within(dialog).getByRole('textbox', { name: /Note to the professional/ });
    expect(note.getAttribute('aria-required')).toBe('true');

    // Without a note (or blanks only), nothing is sent and the field says why.
    await user.type(note, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(note.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getAllByText('Say why, the professional reads it.')).toHaveLength(2);
    expect(reviews(calls)).toEqual([]);

    await user.type(note, ' The policy number does not match the certificate. ');
    expect(note.getAttribute('aria-invalid')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Liability insurance of Rita Rookie rejected; they were told by e-mail.')).toBeTruthy();
    expect(reviews(calls)).toEqual([
      {
        method: 'POST',
        path: `admin/pros/${RITA}/credentials/insurance/review`,
        body: { decision: 'rejected', note: 'The policy number does not match the certificate.' },
      },
    ]);
  });

  it('keeps the dialog and its note when the API refuses, and says why', async () => {
    const calls = consoleApi(() => apiError(429, 'RATE_LIMITED'));
    const { user } = await renderApp(<ProCredentialsReview />);
    await user.click(await screen.findByRole('button', { name: 'Reject RBQ licence Rita Rookie' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Reject RBQ licence of Rita Rookie' });
    await user.type(within(dialog).getByRole('textbox', { name: /Note to the professional/ }), 'Not in the registry.');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'Too many attempts. Please wait a moment and try again.',
    );
    expect((within(dialog).getByRole('textbox', { name: /Note to the professional/ }) as HTMLTextAreaElement).value).toBe(
      'Not in the registry.',
    );
    expect(screen.queryByText(/rejected; they were told/)).toBeNull();
    expect(reviews(calls)).toHaveLength(1);
  });
});
