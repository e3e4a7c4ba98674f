import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useSelector } from 'react-redux';
import type { AvailabilityView, DayAvailability } from '@hm/contracts';
import { CLOCK_STORAGE_KEY } from '../../../hooks/use-clock';
import { apiError, fakeApi, type ApiAnswer, type ApiCall } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { addressChanged, dateChanged, selectBookingWizard, timeSlotChosen } from '../slice';
import { DateTimeStep } from './date-time-step';

/** The step as the wizard shows it after the address: a leak repair at H2X 1Y4 unless the store says otherwise. */
function Step() {
  const wizard = useSelector(selectBookingWizard);
  const address = { ...wizard.address, postalCode: wizard.address.postalCode || 'H2X 1Y4' };
  return <DateTimeStep {...wizard} serviceId="plumbing" subServiceId="leak-repair" address={address} />;
}

/** 30 days from 1 January 2099: the 2nd is full, every other day is free at 09:00 and 14:30. */
function availability(change: (day: DayAvailability) => DayAvailability = (day) => day): AvailabilityView {
  const days = Array.from({ length: 30 }, (_, index) => {
    const date = `2099-01-${String(index + 1).padStart(2, '0')}`;
    const slots = index === 1 ? [] : ['09:00', '14:30'];
    return change({ date, slots, full: slots.length === 0 });
  });
  return { days };
}

const isAvailability = (call: ApiCall) => call.method === 'GET' && call.path === 'public/availability';
function answerAvailability(answer: (call: ApiCall) => ApiAnswer): ApiCall[] {
  return fakeApi((call) => (isAvailability(call) ? answer(call) : { status: 404 }));
}

const day = (name: RegExp) => screen.getByRole('radio', { name });

afterEach(() => window.localStorage.clear());

describe("the booking wizard's date-and-time step", () => {
  it('says it is looking for free times, then offers the 30 days of the sub-service at the address', async () => {
    const calls = answerAvailability(() => ({ status: 200, body: availability() }));
    await renderApp(<Step />);
    expect(screen.getByRole('status').textContent).toBe('Looking for free times…');
    await screen.findByRole('group', { name: 'Day' });
    expect(within(screen.getByRole('group', { name: 'Day' })).getAllByRole('radio')).toHaveLength(30);
    expect(calls.filter(isAvailability)[0]?.query).toEqual({ serviceId: 'plumbing', subServiceId: 'leak-repair', postalCode: 'H2X 1Y4' });
  });

  it('shows a full day as disabled and says "Full" in words, in French too', async () => {
    answerAvailability(() => ({ status: 200, body: availability() }));
    await renderApp(<Step />);
    const full = await screen.findByRole('radio', { name: 'Fri, Jan 2, 2099, Full' });
    expect((full as HTMLInputElement).disabled).toBe(true);
    expect(within(full.closest('label')!).getByText('Full')).toBeTruthy();
    expect((day(/^Thu, Jan 1, 2099$/) as HTMLInputElement).disabled).toBe(false);
    expect(screen.getAllByRole('radio', { name: /Full/ })).toHaveLength(1);
  });

  it('says why a day is full when the service is fully booked that day (Moving Day), and only then', async () => {
    answerAvailability(() => ({
      status: 200,
      body: availability((entry) =>
        entry.date === '2099-01-03' ? { date: entry.date, slots: [], full: true, capacityReached: true } : entry,
      ),
    }));
    await renderApp(<Step />);
    expect(await screen.findByText('Fully booked for this service')).toBeTruthy();
    expect(screen.getByText(/every booking this service takes that day is already made/).textContent).toMatch(/^Sat, Jan 3, 2099: /);
    expect((day(/^Sat, Jan 3, 2099, Full$/) as HTMLInputElement).disabled).toBe(true);
  });

  it('says nothing of capacity when no day is capped', async () => {
    answerAvailability(() => ({ status: 200, body: availability() }));
    await renderApp(<Step />);
    await screen.findByRole('group', { name: 'Day' });
    expect(screen.queryByText('Fully booked for this service')).toBeNull();
  });

  it('reads "Complet" in French', async () => {
    answerAvailability(() => ({ status: 200, body: availability() }));
    await renderApp(<Step />, { language: 'fr' });
    expect(((await screen.findByRole('radio', { name: 'vendredi 2 janvier 2099, Complet' })) as HTMLInputElement).disabled).toBe(true);
  });

  it("offers only the chosen day's free times, on the person's clock", async () => {
    answerAvailability(() => ({
      status: 200,
      body: availability((entry) => (entry.date === '2099-01-03' ? { ...entry, slots: ['08:15', '16:45'] } : entry)),
    }));
    const { user, store } = await renderApp(<Step />);
    await user.click(await screen.findByRole('radio', { name: /^Thu, Jan 1, 2099/ }));
    const times = screen.getByRole('group', { name: /^Start time/ });
    expect(
      within(times)
        .getAllByRole('radio', { name: /M$/ })
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['09:00', '14:30']);
    await user.click(within(times).getByRole('radio', { name: '2:30 PM' }));
    expect(store.getState().booking).toMatchObject({ date: '2099-01-01', time: '14:30' });

    // Another day without that time drops it.
    await user.click(day(/^Sat, Jan 3, 2099/));
    expect(store.getState().booking).toMatchObject({ date: '2099-01-03', time: '' });
    expect(within(screen.getByRole('group', { name: /^Start time/ })).getByRole('radio', { name: '4:45 PM' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: '2:30 PM' })).toBeNull();

    // The 24-hour switch writes them as the language does, and is remembered.
    await user.click(screen.getByRole('radio', { name: '24-hour' }));
    expect(window.localStorage.getItem(CLOCK_STORAGE_KEY)).toBe('24h');
    expect(screen.getByRole('radio', { name: '16:45' })).toBeTruthy();
  });

  it('writes the times "14 h 30" in French', async () => {
    answerAvailability(() => ({ status: 200, body: availability() }));
    const { user } = await renderApp(<Step />, { language: 'fr' });
    await user.click(await screen.findByRole('radio', { name: /^jeudi 1 janvier 2099/ }));
    expect((screen.getByRole('radio', { name: '24 h' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: '14 h 30' })).toBeTruthy();
  });

  it('drops a chosen time that is no longer free, and asks again when the postal code changes', async () => {
    const calls = answerAvailability((call) => ({
      status: 200,
      body: availability((entry) =>
        call.query?.postalCode === 'H3B 2Y5' && entry.date === '2099-01-01' ? { ...entry, slots: ['09:00'] } : entry,
      ),
    }));
    const { store, user } = await renderApp(<Step />);
    await user.click(await screen.findByRole('radio', { name: /^Thu, Jan 1, 2099/ }));
    await user.click(screen.getByRole('radio', { name: '2:30 PM' }));
    act(() => {
      store.dispatch(addressChanged({ field: 'postalCode', value: 'H3B 2Y5' }));
    });
    await waitFor(() => expect(store.getState().booking.time).toBe(''));
    expect(store.getState().booking.date).toBe('2099-01-01');
    expect(calls.filter(isAvailability).map((call) => call.query?.postalCode)).toEqual(['H2X 1Y4', 'H3B 2Y5']);
    expect(await screen.findByRole('radio', { name: '9:00 AM' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: '2:30 PM' })).toBeNull();
  });

  it('drops a chosen day that became full', async () => {
    answerAvailability(() => ({
      status: 200,
      body: availability((entry) => (entry.date === '2099-01-05' ? entry : { ...entry, slots: [], full: true })),
    }));
    const { store } = await renderApp(<Step />);
    act(() => {
      store.dispatch(dateChanged({ date: '2099-01-01', freeTimes: ['09:00'] }));
      store.dispatch(timeSlotChosen('09:00'));
    });
    await screen.findByRole('group', { name: 'Day' });
    await waitFor(() => expect(store.getState().booking).toMatchObject({ date: '', time: '' }));
  });

  it('says when nobody is free in the next 30 days, with a way back to the address', async () => {
    answerAvailability(() => ({ status: 200, body: availability((entry) => ({ ...entry, slots: [], full: true })) }));
    const { user, store } = await renderApp(<Step />);
    expect(await screen.findByText('No free time in the next 30 days')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Day' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Change the address' }));
    expect(store.getState().booking.step).toBe('address');
  });

  it('offers the area waitlist when nobody is free because nobody serves the area', async () => {
    fakeApi((call) => {
      if (isAvailability(call)) return { status: 200, body: availability((entry) => ({ ...entry, slots: [], full: true })) };
      if (call.path === 'public/service-areas/check') return { status: 200, body: { served: false, fsa: 'H2X' } };
      return { status: 404 };
    });
    await renderApp(<Step />);
    expect(await screen.findByText('No free time in the next 30 days')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Tell me' })).toBeTruthy();
  });

  it('says when the times cannot be loaded, and tries again on request', async () => {
    let failing = true;
    answerAvailability(() => (failing ? apiError(429, 'RATE_LIMITED') : { status: 200, body: availability() }));
    const { user } = await renderApp(<Step />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The free times could not be loaded.');
    expect(alert.textContent).toContain('Too many');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Day' })).toBeTruthy();
  });
});
