import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { addDays, todayInToronto, type CredentialView, type ProCredentialsView } from '@hm/contracts';
import { apiError, fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { ProCredentialsSection } from './pro-credentials-section';

const pending: CredentialView = {
  kind: 'insurance',
  status: 'rejected',
  number: null,
  subclasses: [],
  insurer: 'Intact',
  policyNumber: 'RC-1',
  coverageCents: 200_000_000,
  expiresOn: addDays(todayInToronto(), 200),
  hasDocument: false,
  documentUrl: null,
  reviewNote: 'The certificate is unreadable.',
  reviewedAt: '2026-11-20T15:00:00.000Z',
  valid: false,
};
const view: ProCredentialsView = {
  businessName: null,
  neq: null,
  credentials: [pending],
  requested: ['rbq', 'cmmtq', 'insurance'],
  blockedTrades: ['plumbing'],
  limitedTrades: [],
  licensedJobValueCents: 500_000,
};
const rbqForm = () => screen.getByRole('form', { name: 'RBQ licence' });

describe("the pro's licences and insurance", () => {
  it('asks for what the trades require, says which trades wait and shows the operator’s note', async () => {
    fakeApi(() => ({ status: 500 }));
    await renderApp(<ProCredentialsSection view={view} />);
    expect(screen.getByText('Until they are verified, jobs of these trades are not offered to you: Plumbing.')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'CMMTQ membership' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'CMEQ membership' })).toBeNull();
    const insurance = screen.getByRole('form', { name: /^Liability insurance/ });
    expect(within(insurance).getByText('Note from our team: The certificate is unreadable.')).toBeTruthy();
    // A certificate is added to a credential already entered.
    expect(within(insurance).getByLabelText('Certificate (PDF or image, at most 10 MB)')).toBeTruthy();
    expect(within(rbqForm()).queryByLabelText('Certificate (PDF or image, at most 10 MB)')).toBeNull();
  });

  it('says which trades are offered only up to the licensed job value, in French too, and is all clear once nothing waits', async () => {
    fakeApi(() => ({ status: 500 }));
    const handyman: ProCredentialsView = {
      ...view,
      credentials: [],
      requested: ['rbq', 'insurance'],
      blockedTrades: [],
      limitedTrades: ['handyman'],
    };
    const english = await renderApp(<ProCredentialsSection view={handyman} />);
    expect(
      screen.getByText(
        'Jobs of these trades worth more than $5,000 are offered to you once your RBQ licence and insurance are verified: Handyman.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Your trades can be offered to you.')).toBeNull();
    english.unmount();
    const french = await renderApp(<ProCredentialsSection view={handyman} />, { language: 'fr' });
    expect(screen.getByText(/^Les travaux de ces métiers de plus de 5\s000\s\$ vous sont proposés/)).toBeTruthy();
    french.unmount();
    await renderApp(<ProCredentialsSection view={{ ...handyman, limitedTrades: [] }} />);
    expect(screen.getByText('Your trades can be offered to you.')).toBeTruthy();
  });

  it('refuses a malformed RBQ number and subclass with the contracts’ rules, focuses it and sends nothing', async () => {
    const calls = fakeApi(() => ({ status: 500 }));
    const { user } = await renderApp(<ProCredentialsSection view={view} />);
    await user.type(within(rbqForm()).getByLabelText(/^RBQ licence number/), '1234-567-01');
    await user.type(within(rbqForm()).getByLabelText(/^Subclasses/), '15.5, x');
    await user.click(within(rbqForm()).getByRole('button', { name: 'Save RBQ licence' }));
    expect(await screen.findByText('An RBQ licence number has 10 digits: 1234-5678-01.')).toBeTruthy();
    expect(screen.getByText('A subclass looks like 1.1.1, 4.1 or 16.')).toBeTruthy();
    expect(document.activeElement).toBe(within(rbqForm()).getByLabelText(/^RBQ licence number/));
    expect(calls).toHaveLength(0);
  });

  it('sends a valid licence as the API takes it and shows the field the server refused', async () => {
    const calls = fakeApi((call) =>
      call.path === 'pro/credentials/rbq' && call.body && (call.body as { number: string }).number === '1234567801'
        ? { status: 200, body: { ...view, credentials: [...view.credentials] } }
        : apiError(400, 'VALIDATION_FAILED', { expiresOn: ['DATE_IN_PAST'] }),
    );
    const { user } = await renderApp(<ProCredentialsSection view={view} />);
    await user.type(within(rbqForm()).getByLabelText(/^RBQ licence number/), '1234567801');
    await user.type(within(rbqForm()).getByLabelText(/^Subclasses/), '1.1.1, 15.5');
    await user.click(within(rbqForm()).getByRole('button', { name: 'Save RBQ licence' }));
    expect(await within(rbqForm()).findByText('Saved. Our team will verify it.')).toBeTruthy();
    expect(calls[0]).toEqual({
      method: 'PUT',
      path: 'pro/credentials/rbq',
      body: { number: '1234567801', subclasses: ['1.1.1', '15.5'], expiresOn: null },
    });

    // A membership: the server's refusal shows on its field.
    const cmmtq = screen.getByRole('form', { name: 'CMMTQ membership' });
    await user.type(within(cmmtq).getByLabelText(/^CMMTQ member number/), '40123');
    await user.click(within(cmmtq).getByRole('button', { name: 'Save CMMTQ membership' }));
    expect(await within(cmmtq).findByText('This date has passed: enter the current expiry date.')).toBeTruthy();
    expect(calls[1]).toEqual({ method: 'PUT', path: 'pro/credentials/cmmtq', body: { number: '40123', expiresOn: null } });
  });
});
