import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { apiError, fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { SuccessStep } from './success-step';

const config = (cardPayments: boolean) => ({ googleMapsApiKey: null, oauthProviders: [], cardPayments });

describe('the wizard’s last step', () => {
  it('offers to save a card at once with card payments, and says why when Stripe cannot be reached', async () => {
    const calls = fakeApi((call) =>
      call.path === 'public-config' ? { status: 200, body: config(true) } : apiError(503, 'PAYMENT_PROVIDER_UNAVAILABLE'),
    );
    const { user } = await renderApp(<SuccessStep bookingNumber="HM-2026-000000042" email="camille@example.com" />, { language: 'fr' });
    const section = await screen.findByRole('region', { name: 'Payer par carte' });
    await user.click(screen.getByRole('button', { name: 'Enregistrer une carte' }));
    await waitFor(() => expect(calls.filter((call) => call.path === 'bookings/HM-2026-000000042/card')).toHaveLength(1));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(section.textContent).toContain('HomeMate ne voit jamais le numéro de votre carte.');
  });

  it('says nothing of cards without card payments', async () => {
    fakeApi(() => ({ status: 200, body: config(false) }));
    await renderApp(<SuccessStep bookingNumber="HM-2026-000000042" email="camille@example.com" />);
    expect(await screen.findByTestId('booking-number')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Pay by card' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Save a card' })).toBeNull();
  });
});
