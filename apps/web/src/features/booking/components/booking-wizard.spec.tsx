import { describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { AvailabilityView } from '@hm/contracts';
import { customerProfile as profile, customerSession as session } from '../../../test/customer-session';
import { sessionStarted } from '../../../lib/session/session-slice';
import { fakeApi, type ApiAnswer, type ApiCall } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { addressChanged, dateChanged, subServiceChosen, timeSlotChosen, wentTo, wizardOpened } from '../slice';
import { BookingWizard } from './booking-wizard';

/** 30 days from 1 January 2099, each free at 09:00 and 14:30 unless `slots` says otherwise. */
function availability(slots: Record<string, string[]> = {}): AvailabilityView {
  return {
    days: Array.from({ length: 30 }, (_, index) => {
      const date = `2099-01-${String(index + 1).padStart(2, '0')}`;
      const free = slots[date] ?? ['09:00', '14:30'];
      return { date, slots: free, full: free.length === 0 };
    }),
  };
}

const isAvailability = (call: ApiCall) => call.path === 'public/availability';

async function openWizard(answer: (call: ApiCall) => ApiAnswer) {
  const calls = fakeApi(answer);
  const view = await renderApp(<BookingWizard />);
  act(() => {
    view.store.dispatch(wizardOpened({ serviceId: 'handyman' }));
  });
  return { ...view, calls };
}

const next = () => screen.getByRole('button', { name: 'Next' });
const heading = (name: string) => screen.findByRole('heading', { name });

describe('the booking wizard, from a service tile', () => {
  it('asks the address before the date, moves on only once each step is complete, and keeps the choices on the way back', async () => {
    const { user } = await openWizard((call) => {
      if (call.path === 'public/service-areas/check') return { status: 200, body: { served: true, fsa: 'H2X' } };
      if (isAvailability(call)) return { status: 200, body: availability() };
      return { status: 401 };
    });
    expect(await heading('Choose a subcategory')).toBeTruthy();
    expect(screen.getByText('Step 1 of 5')).toBeTruthy();
    expect(next().hasAttribute('disabled')).toBe(true);
    await user.click(screen.getAllByRole('radio')[0]!);
    await user.click(next());

    expect(await heading('Where is the job?')).toBeTruthy();
    expect(screen.getByText('Step 2 of 5')).toBeTruthy();
    expect(next().hasAttribute('disabled')).toBe(true);
    await user.type(screen.getByRole('textbox', { name: /^Address/ }), '1234 rue Saint-Denis');
    await user.type(screen.getByRole('textbox', { name: /^City/ }), 'Montréal');
    await user.type(screen.getByRole('textbox', { name: /^Postal code/ }), 'H2X 1Y4');
    await waitFor(() => expect(next().hasAttribute('disabled')).toBe(false));
    await user.click(next());

    expect(await heading('When should the pro come?')).toBeTruthy();
    expect(screen.getByText('Step 3 of 5')).toBeTruthy();
    expect(next().hasAttribute('disabled')).toBe(true);
    await user.click(await screen.findByRole('radio', { name: /^Thu, Jan 1, 2099/ }));
    expect(next().hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('radio', { name: '2:30 PM' }));
    await user.click(next());

    // Signed out: the account step.
    expect(await screen.findByText('Step 4 of 5')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await heading('When should the pro come?')).toBeTruthy();
    expect(((await screen.findByRole('radio', { name: '2:30 PM' })) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await heading('Where is the job?')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /^Postal code/ }) as HTMLInputElement).value).toBe('H2X 1Y4');
  });
});

describe('a time taken while confirming', () => {
  it('goes back to the date step, says so, asks for the free times again and offers the next ones', async () => {
    const nextSlots = [
      { date: '2099-01-01', time: '15:00' },
      { date: '2099-01-03', time: '09:00' },
    ];
    const { user, store, calls } = await openWizard((call) => {
      if (call.path === 'me') return { status: 200, body: profile };
      if (call.path === 'public/service-areas/check') return { status: 200, body: { served: true, fsa: 'H2X' } };
      if (isAvailability(call)) return { status: 200, body: availability({ '2099-01-01': ['15:00'] }) };
      if (call.method === 'POST' && call.path === 'bookings') {
        return { status: 409, body: { statusCode: 409, code: 'SLOT_TAKEN', message: 'taken', details: { nextSlots } } };
      }
      return { status: 404 };
    });
    act(() => {
      store.dispatch(sessionStarted(session));
      store.dispatch(subServiceChosen('furniture-assembly'));
      store.dispatch(addressChanged({ field: 'address', value: '1234 rue Saint-Denis' }));
      store.dispatch(addressChanged({ field: 'city', value: 'Montréal' }));
      store.dispatch(addressChanged({ field: 'postalCode', value: 'H2X 1Y4' }));
      store.dispatch(dateChanged({ date: '2099-01-01', freeTimes: ['14:30'] }));
      store.dispatch(timeSlotChosen('14:30'));
      store.dispatch(wentTo('confirm'));
    });
    expect(await heading('Check and confirm your booking')).toBeTruthy();
    const confirm = screen.getByRole('button', { name: 'Confirm booking' });
    await waitFor(() => expect(confirm.hasAttribute('disabled')).toBe(false));
    await user.click(confirm);

    expect(await heading('When should the pro come?')).toBeTruthy();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('This time has just been taken.');
    expect(store.getState().booking.time).toBe('');
    await waitFor(() => expect(calls.filter(isAvailability).length).toBeGreaterThan(0));
    const offered = within(alert).getAllByRole('button');
    expect(offered.map((button) => button.textContent)).toEqual(['Thu, Jan 1, 2099 at 3:00 PM', 'Sat, Jan 3, 2099 at 9:00 AM']);

    await user.click(offered[1]!);
    expect(store.getState().booking).toMatchObject({ date: '2099-01-03', time: '09:00', alert: null });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(((await screen.findByRole('radio', { name: '9:00 AM' })) as HTMLInputElement).checked).toBe(true);
    expect(next().hasAttribute('disabled')).toBe(false);
  });
});
