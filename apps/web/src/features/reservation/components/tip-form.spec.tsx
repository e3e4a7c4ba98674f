import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import type { ReservationView } from '@hm/contracts';
import { apiError, fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { TipForm } from './tip-form';

// A job at $128.00 of work and materials before taxes, which its customer may tip until Nov 30.
const booking = {
  bookingNumber: 'HM-2026-000000042',
  viewer: 'customer',
  tipUntil: '2026-11-30T15:00:00Z',
  invoice: { subtotalCents: 12_800 },
} as unknown as ReservationView & { invoice: NonNullable<ReservationView['invoice']> };

describe("the customer's tip", () => {
  it('offers no tip, 10, 15 or 20 % of the work and materials with their amounts, or another amount', async () => {
    const calls = fakeApi(() => ({ status: 200, body: booking }));
    const { user } = await renderApp(<TipForm booking={booking} />);
    expect(screen.getByText('All of it goes to your professional. You can add it until Nov 30, 10:00 AM.')).toBeTruthy();
    expect(screen.getByRole('radio', { name: '15% ($19.20)' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add the tip' }));
    expect(await screen.findByText('Choose a tip, or no tip.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'No tip' }));
    await user.click(screen.getByRole('radio', { name: '20% ($25.60)' }));
    await user.click(screen.getByRole('button', { name: 'Add the tip' }));
    expect(calls).toEqual([{ method: 'POST', path: 'bookings/HM-2026-000000042/tip', body: { percent: 20 } }]);
  });

  it('takes another amount in dollars up to the largest tip, and no tip as zero', async () => {
    const calls = fakeApi(() => ({ status: 200, body: booking }));
    const { user } = await renderApp(<TipForm booking={booking} />);
    await user.click(screen.getByRole('radio', { name: 'Another amount' }));
    const amount = screen.getByRole('textbox', { name: 'Tip ($)' });
    await user.type(amount, '128.01');
    await user.click(screen.getByRole('button', { name: 'Add the tip' }));
    expect(await screen.findByText('Enter an amount in dollars, up to $128.00, e.g. 15.00.')).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '12,50');
    await user.click(screen.getByRole('button', { name: 'Add the tip' }));
    await user.click(screen.getByRole('radio', { name: 'No tip' }));
    await user.click(screen.getByRole('button', { name: 'No tip, thanks' }));
    expect(calls.map((call) => call.body)).toEqual([{ amountCents: 1_250 }, { amountCents: 0 }]);
  });

  it("says why the server refused it, in the reader's language", async () => {
    fakeApi(() => apiError(409, 'TIP_NOT_ALLOWED'));
    const { user } = await renderApp(<TipForm booking={booking} />, { language: 'fr' });
    await user.click(screen.getByRole('radio', { name: /^10\s%\s\(12,80\s\$\)$/ }));
    await user.click(screen.getByRole('button', { name: 'Ajouter le pourboire' }));
    expect(
      await screen.findByText('Un pourboire peut être ajouté une fois le prix final convenu, pendant 72 heures après le travail.'),
    ).toBeTruthy();
  });
});
