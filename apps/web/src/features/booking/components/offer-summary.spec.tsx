import { describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import type { OfferPreview } from '@hm/contracts';
import { customerProfile as profile, customerSession as session } from '../../../test/customer-session';
import { sessionStarted } from '../../../lib/session/session-slice';
import { fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { addressChanged, dateChanged, subServiceChosen, timeSlotChosen, wentTo, wizardOpened } from '../slice';
import { BookingWizard } from './booking-wizard';

/** The confirm step of a furniture assembly (from $80) at 1234 rue Saint-Denis, the server answering `preview`. */
async function confirmStep(preview: OfferPreview) {
  const calls = fakeApi((call) => {
    if (call.path === 'me') return { status: 200, body: profile };
    if (call.path === 'offers/preview') return { status: 200, body: preview };
    return { status: 404 };
  });
  const { store } = await renderApp(<BookingWizard />);
  act(() => {
    store.dispatch(wizardOpened({ serviceId: 'handyman' }));
    store.dispatch(sessionStarted(session));
    store.dispatch(subServiceChosen('furniture-assembly'));
    store.dispatch(addressChanged({ field: 'address', value: '1234 rue Saint-Denis' }));
    store.dispatch(addressChanged({ field: 'city', value: 'Montréal' }));
    store.dispatch(addressChanged({ field: 'postalCode', value: 'H2X 1Y4' }));
    store.dispatch(dateChanged({ date: '2099-01-01', freeTimes: ['14:30'] }));
    store.dispatch(timeSlotChosen('14:30'));
    store.dispatch(wentTo('confirm'));
  });
  return calls;
}

describe('the offer in the booking summary', () => {
  it('shows the welcome offer the server gives this account, phone and home, and the price with it', async () => {
    const calls = await confirmStep({ offer: { kind: 'welcome', percent: 25, code: null }, welcomeTaken: false });
    const line = await screen.findByTestId('offer-line');
    expect(line.textContent).toBe('Welcome offer: 25% off the work−$20.00');
    expect(screen.getByText('From $60.00 with the offer')).toBeTruthy();
    // The phone as the contact field shows the profile's.
    expect(calls.find((call) => call.path === 'offers/preview')?.body).toEqual({
      phone: '(514) 555-0147',
      address: '1234 rue Saint-Denis',
      apartment: null,
      postalCode: 'H2X 1Y4',
    });
  });

  it('says why there is none when the welcome offer was used', async () => {
    await confirmStep({ offer: null, welcomeTaken: true });
    expect(await screen.findByText('The welcome offer was already used by this account, this phone number or this address.')).toBeTruthy();
    expect(screen.queryByTestId('offer-line')).toBeNull();
    expect(screen.getByText('From $80.00')).toBeTruthy();
  });
});
