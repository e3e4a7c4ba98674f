import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { customerBooking } from '../editable-booking.fixture';
import { CancelReservationDialog } from './cancel-reservation-dialog';

const lateFeeRefusal = (freeUntil: string) => ({
  status: 409,
  body: { statusCode: 409, code: 'LATE_FEE_NOT_ACCEPTED', message: 'late', details: { feeCents: 4000, freeUntil } },
});

describe('the cancel dialog', () => {
  it('cancels for free before the deadline, sending no consent', async () => {
    const booking = customerBooking(7);
    const calls = fakeApi(() => ({ status: 200, body: { ...booking, status: 'cancelled' } }));
    const onCancelled = jest.fn();
    const { user } = await renderApp(<CancelReservationDialog booking={booking} onCancelled={onCancelled} />);
    await user.click(screen.getByRole('button', { name: 'Cancel Reservation' }));
    expect(screen.queryByText(/fee/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel Booking' }));
    await waitFor(() => expect(onCancelled).toHaveBeenCalled());
    expect(calls).toEqual([{ method: 'POST', path: `bookings/${booking.bookingNumber}/cancel`, body: undefined }]);
  });

  it('states the fee after the deadline, and its confirm button accepts it', async () => {
    const booking = customerBooking(0);
    const calls = fakeApi(() => ({ status: 200, body: { ...booking, status: 'cancelled' } }));
    const onCancelled = jest.fn();
    const { user } = await renderApp(<CancelReservationDialog booking={booking} onCancelled={onCancelled} />, { language: 'fr' });
    await user.click(screen.getByRole('button', { name: 'Annuler la réservation' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toMatch(/Annuler maintenant entraîne des frais de 40,00\s\$ \(taxes en sus\)/);
    await user.click(screen.getByRole('button', { name: /^Annuler et accepter les frais de 40,00\s\$$/ }));
    await waitFor(() => expect(onCancelled).toHaveBeenCalled());
    expect(calls).toEqual([{ method: 'POST', path: `bookings/${booking.bookingNumber}/cancel`, body: { acceptLateFee: true } }]);
  });

  it('says the fee is charged to the saved card, when there is one', async () => {
    const booking = {
      ...customerBooking(0),
      cardPayment: { card: { brand: 'visa', last4: '4242', savedAt: '2026-11-27T15:00:00Z' }, charge: null },
    };
    fakeApi(() => ({ status: 200, body: { ...booking, status: 'cancelled' } }));
    const { user } = await renderApp(<CancelReservationDialog booking={booking} onCancelled={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Cancel Reservation' }));
    expect(screen.getByRole('alertdialog').textContent).toContain('It is charged to the card you saved (Visa ending in 4242).');
  });

  it('turns into the fee confirmation when the API says the deadline has passed (the device clock was behind)', async () => {
    const booking = customerBooking(7);
    const calls = fakeApi((call) =>
      call.body ? { status: 200, body: { ...booking, status: 'cancelled' } } : lateFeeRefusal(booking.changePolicy!.freeUntil),
    );
    const onCancelled = jest.fn();
    const { user } = await renderApp(<CancelReservationDialog booking={booking} onCancelled={onCancelled} />);
    await user.click(screen.getByRole('button', { name: 'Cancel Reservation' }));
    await user.click(screen.getByRole('button', { name: 'Cancel Booking' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alertdialog').textContent).toContain('Cancelling now costs a $40.00 fee (plus taxes)');
    expect(onCancelled).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel and accept the $40.00 fee' }));
    await waitFor(() => expect(onCancelled).toHaveBeenCalled());
    expect(calls.map((call) => call.body)).toEqual([undefined, { acceptLateFee: true }]);
  });
});
