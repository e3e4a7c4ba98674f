import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { apiError, fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { customerBooking, editableBooking } from '../editable-booking.fixture';
import { EditReservationForm } from './edit-reservation-form';

const booking = editableBooking;

async function renderForm(language: 'en' | 'fr' = 'en', shown = booking) {
  const onSaved = jest.fn();
  const view = await renderApp(<EditReservationForm booking={shown} onSaved={onSaved} onCancel={() => undefined} />, { language });
  return { ...view, onSaved };
}

describe('the reservation edit form', () => {
  it('marks an emptied required field with its translated error, focuses it and sends nothing', async () => {
    const calls = fakeApi(() => ({ status: 500 }));
    const { user } = await renderForm('fr');
    await user.clear(screen.getByLabelText(/^Prénom/));
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(await screen.findByText('Ce champ est obligatoire.')).toBeTruthy();
    expect(screen.getByText('Certains champs sont à vérifier. Corrigez-les puis réessayez.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Prénom/));
    expect(calls).toHaveLength(0);
  });

  it('says there is nothing to save when nothing changed', async () => {
    const calls = fakeApi(() => ({ status: 500 }));
    const { user } = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Nothing to save: no field was changed.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('sends only the changed fields, normalised, then reports the save', async () => {
    const calls = fakeApi(() => ({ status: 200, body: booking }));
    const { user, onSaved } = await renderForm();
    await user.clear(screen.getByLabelText(/^Postal code/));
    await user.type(screen.getByLabelText(/^Postal code/), 'h3b2y5');
    await user.selectOptions(screen.getByLabelText('Start time'), '16:00');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls).toEqual([
      { method: 'PATCH', path: `bookings/${booking.bookingNumber}`, body: { scheduledTime: '16:00', postalCode: 'H3B 2Y5' } },
    ]);
  });

  it("shows the server's field error on its field and focuses it", async () => {
    fakeApi(() => apiError(400, 'VALIDATION_FAILED', { city: ['TOO_LONG'] }));
    const { user, onSaved } = await renderForm();
    await user.type(screen.getByLabelText(/^City/), ' Est');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('This text is too long.')).toBeTruthy();
    expect(screen.getByLabelText(/^City/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText(/^City/));
    expect(onSaved).not.toHaveBeenCalled();
  });

  describe('after the free-change deadline', () => {
    const late = customerBooking(0);

    it('states the fee when the time moves and saves only once the labelled box is ticked, with the consent', async () => {
      const calls = fakeApi(() => ({ status: 200, body: late }));
      const { user, onSaved } = await renderForm('en', late);
      expect(screen.queryByRole('checkbox')).toBeNull();
      await user.selectOptions(screen.getByLabelText('Start time'), '16:00');
      expect(screen.getByText(/Changing the date or time now costs a \$40\.00 fee \(plus taxes\)/)).toBeTruthy();
      const consent = screen.getByRole('checkbox', { name: 'I accept the $40.00 late-change fee' });
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText('Tick this box to accept the fee, or keep the date and time as they were.')).toBeTruthy();
      expect(document.activeElement).toBe(consent);
      expect(calls).toHaveLength(0);
      await user.keyboard(' ');
      expect((consent as HTMLInputElement).checked).toBe(true);
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      await waitFor(() => expect(onSaved).toHaveBeenCalled());
      expect(calls).toEqual([
        { method: 'PATCH', path: `bookings/${late.bookingNumber}`, body: { scheduledTime: '16:00', acceptLateFee: true } },
      ]);
    });

    it('asks nothing for a change of other fields', async () => {
      const calls = fakeApi(() => ({ status: 200, body: late }));
      const { user, onSaved } = await renderForm('fr', late);
      await user.type(screen.getByLabelText(/^Ville/), ' Est');
      expect(screen.queryByRole('checkbox')).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
      await waitFor(() => expect(onSaved).toHaveBeenCalled());
      expect(calls.map((call) => call.body)).toEqual([{ city: 'Montréal Est' }]);
    });

    it('asks nothing before the deadline', async () => {
      fakeApi(() => ({ status: 500 }));
      const { user } = await renderForm('en', customerBooking(7));
      await user.selectOptions(screen.getByLabelText('Start time'), '16:00');
      expect(screen.queryByRole('checkbox')).toBeNull();
      expect(screen.queryByText(/fee/)).toBeNull();
    });
  });
});
