import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import type { ReservationView } from '@hm/contracts';
import { apiError, fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { CardPayment } from './card-payment';

const booking = {
  bookingNumber: 'HM-2026-000000042',
  viewer: 'customer',
  status: 'confirmed',
  payment: null,
  cardPayment: null,
} as unknown as ReservationView;
const visa = { brand: 'visa', last4: '4242', savedAt: '2026-11-27T15:00:00Z' };
const config = (cardPayments: boolean) => ({ googleMapsApiKey: null, oauthProviders: [], cardPayments });

describe('paying by card, on the reservation', () => {
  it('offers to save a card on Stripe, and says why when Stripe cannot be reached', async () => {
    const calls = fakeApi((call) =>
      call.path === 'public-config' ? { status: 200, body: config(true) } : apiError(503, 'PAYMENT_PROVIDER_UNAVAILABLE'),
    );
    const { user } = await renderApp(<CardPayment booking={booking} />);
    await user.click(await screen.findByRole('button', { name: 'Save a card' }));
    expect(
      await screen.findByText('Our payment provider cannot be reached right now. Nothing was changed: please try again in a moment.'),
    ).toBeTruthy();
    expect(calls.filter((call) => call.path === 'bookings/HM-2026-000000042/card')).toHaveLength(1);
  });

  it('shows nothing without card payments, nor to the pro', async () => {
    fakeApi(() => ({ status: 200, body: config(false) }));
    const view = await renderApp(<CardPayment booking={booking} />);
    expect(screen.queryByRole('button', { name: 'Save a card' })).toBeNull();
    view.unmount();
    fakeApi(() => ({ status: 200, body: config(true) }));
    await renderApp(<CardPayment booking={{ ...booking, viewer: 'professional' }} />);
    expect(screen.queryByRole('button', { name: 'Save a card' })).toBeNull();
  });

  it('names the saved card, and gives Stripe’s payment page when the bank asks to confirm', async () => {
    fakeApi(() => ({ status: 200, body: config(true) }));
    const saved = await renderApp(<CardPayment booking={{ ...booking, cardPayment: { card: visa, charge: null } }} />);
    expect(await screen.findByText('Visa ending in 4242 is saved: it will be charged once the final price is agreed.')).toBeTruthy();
    saved.unmount();
    const charge = { status: 'requires_action' as const, amountCents: 11_698, payUrl: 'https://checkout.stripe.test/cs_1' };
    await renderApp(<CardPayment booking={{ ...booking, cardPayment: { card: visa, charge } }} />);
    expect(await screen.findByText('Your bank asks you to confirm the payment of $116.98 with Visa ending in 4242.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pay $116.98' }).getAttribute('href')).toBe('https://checkout.stripe.test/cs_1');
  });
});
