import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { useSelector } from 'react-redux';
import { fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { selectBookingWizard } from '../slice';
import { AddressStep } from './address-step';

/** The step as the wizard shows it: the address of the store, with a city the server refused. */
function Step() {
  const wizard = useSelector(selectBookingWizard);
  return <AddressStep address={wizard.address} addressPrefilled={wizard.addressPrefilled} fieldErrors={{ city: 'tooLong' }} />;
}

describe("the booking wizard's address step", () => {
  it('keeps what is typed in the wizard, formats the postal code on leaving it and shows a field error on its field', async () => {
    fakeApi(() => ({ status: 404 }));
    const { user, store } = await renderApp(<Step />);
    await user.type(screen.getByRole('textbox', { name: /^Address/ }), '123 Rue Saint-Denis');
    await user.type(screen.getByRole('textbox', { name: /^Postal code/ }), 'h3b2y5');
    await user.tab();
    expect(store.getState().booking.address).toMatchObject({ address: '123 Rue Saint-Denis', postalCode: 'H3B 2Y5' });
    expect((screen.getByRole('textbox', { name: /^Postal code/ }) as HTMLInputElement).value).toBe('H3B 2Y5');
    expect(screen.getByRole('textbox', { name: /^City/ }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This text is too long.')).toBeTruthy();
  });
});
