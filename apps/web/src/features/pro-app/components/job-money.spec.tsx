import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { todayInToronto, type ProAssignedJobView, type ProJobMoneyView } from '@hm/contracts';
import { fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { JobMoney } from './job-money';

const job = { bookingNumber: 'HM-2026-000000042' } as ProAssignedJobView;
const agreed: ProJobMoneyView = {
  invoiceStatus: 'agreed',
  collectCents: 10_348,
  offerCents: 3_000,
  payment: null,
  tip: null,
  byCard: false,
};

describe("a completed job's payment, for its pro", () => {
  it('says what to collect and records how and when the customer paid, with a tip', async () => {
    const calls = fakeApi(() => ({ status: 200, body: job }));
    const { user } = await renderApp(<JobMoney job={job} money={agreed} />);
    expect(screen.getByText('Collect $103.48 from the customer: cash, Interac e-Transfer or cheque.')).toBeTruthy();
    expect(screen.getByText('HomeMate’s offer took $30.00 off their total: HomeMate pays it to you.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Record the payment' }));
    expect(await screen.findByText('Choose how the customer paid.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'cash' }));
    await user.click(screen.getByRole('radio', { name: 'Interac e-Transfer' }));
    await user.type(screen.getByRole('textbox', { name: 'Tip received (optional)' }), '15');
    await user.click(screen.getByRole('button', { name: 'Record the payment' }));
    expect(calls).toEqual([
      {
        method: 'POST',
        path: 'pro/jobs/HM-2026-000000042/payment',
        body: { method: 'interac', paidOn: todayInToronto(), tipCents: 1_500 },
      },
    ]);
  });

  it("asks for the customer's tip from the app with the total, and no other tip", async () => {
    const calls = fakeApi(() => ({ status: 200, body: job }));
    const tip = { amountCents: 1_350, percent: 15 as const, givenAt: '2026-11-27T15:00:00Z', givenBy: 'customer' as const };
    const { user } = await renderApp(<JobMoney job={job} money={{ ...agreed, tip }} />);
    expect(
      screen.getByText(
        'Collect $116.98 from the customer, with their tip of $13.50 (all of it yours): cash, Interac e-Transfer or cheque.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Tip received (optional)' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'cash' }));
    await user.click(screen.getByRole('button', { name: 'Record the payment' }));
    expect(calls[0]?.body).toEqual({ method: 'cash', paidOn: todayInToronto(), tipCents: 0 });
  });

  it('shows the payment once recorded, and the final price while it waits', async () => {
    const paid = { method: 'cheque' as const, paidOn: '2026-11-27', amountCents: 10_348, recordedAt: '2026-11-27T15:00:00Z' };
    const view = await renderApp(<JobMoney job={job} money={{ ...agreed, payment: paid }} />);
    expect(screen.getByText('Paid $103.48 by cheque on Nov 27, 2026.')).toBeTruthy();
    view.unmount();
    const lateTip = { amountCents: 1_800, percent: 20 as const, givenAt: '2026-11-27T18:00:00Z', givenBy: 'customer' as const };
    const tipped = await renderApp(<JobMoney job={job} money={{ ...agreed, payment: paid, tip: lateTip }} />);
    expect(
      screen.getByText(
        'Paid $103.48 by cheque on Nov 27, 2026. The customer added a tip of $18.00 in the app and gives it to you directly; all of it is yours.',
      ),
    ).toBeTruthy();
    tipped.unmount();
    await renderApp(<JobMoney job={job} money={{ ...agreed, invoiceStatus: 'awaiting_approval' }} />);
    expect(screen.getByText('Final price $103.48: waiting for the customer’s approval.')).toBeTruthy();
  });

  it('says the customer pays by card, with no form, and then that the card was charged', async () => {
    const view = await renderApp(<JobMoney job={job} money={{ ...agreed, byCard: true }} />);
    expect(
      screen.getByText('The customer pays $103.48 by card through HomeMate: nothing to collect. You will see it here once charged.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Record the payment' })).toBeNull();
    view.unmount();
    const paid = { method: 'card' as const, paidOn: '2026-11-27', amountCents: 10_348, recordedAt: '2026-11-27T15:00:00Z' };
    const tip = { amountCents: 1_000, percent: null, givenAt: '2026-11-27T18:00:00Z', givenBy: 'customer' as const };
    await renderApp(<JobMoney job={job} money={{ ...agreed, byCard: true, payment: paid, tip }} />);
    expect(
      screen.getByText(
        'Paid $103.48 by card on Nov 27, 2026. The customer’s tip of $10.00 is charged to their card too; all of it is yours.',
      ),
    ).toBeTruthy();
  });
});
