import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { useSelector } from 'react-redux';
import { CLOCK_STORAGE_KEY } from '../../../hooks/use-clock';
import { fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { selectBookingWizard } from '../slice';
import { DateTimeStep } from './date-time-step';

function Step() {
  const wizard = useSelector(selectBookingWizard);
  return <DateTimeStep {...wizard} today="2099-01-01" />;
}

afterEach(() => window.localStorage.clear());

describe("the booking wizard's time step", () => {
  it('offers French speakers the 24-hour clock written as Quebec writes it', async () => {
    fakeApi(() => ({ status: 404 }));
    const { user, store } = await renderApp(<Step />, { language: 'fr' });
    expect((screen.getByRole('radio', { name: '24 h' }) as HTMLInputElement).checked).toBe(true);
    const slots = screen.getByRole('combobox', { name: /Heure/ });
    expect(within(slots).getByRole('option', { name: '14 h 30' })).toBeTruthy();
    await user.selectOptions(slots, '14:30');
    expect(store.getState().booking.time).toBe('14:30');
  });

  it('offers English speakers the 12-hour clock', async () => {
    fakeApi(() => ({ status: 404 }));
    await renderApp(<Step />, { language: 'en' });
    expect((screen.getByRole('radio', { name: '12-hour' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Hour' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'PM' })).toBeTruthy();
  });

  it('lets the clock be switched, keeps the chosen time and remembers the choice in the browser', async () => {
    fakeApi(() => ({ status: 404 }));
    const { user, store } = await renderApp(<Step />, { language: 'fr' });
    await user.selectOptions(screen.getByRole('combobox', { name: /Heure/ }), '14:30');
    await user.click(screen.getByRole('radio', { name: '12 h' }));
    expect(window.localStorage.getItem(CLOCK_STORAGE_KEY)).toBe('12h');
    expect((screen.getByRole('combobox', { name: 'Heure' }) as HTMLSelectElement).value).toBe('2');
    expect((screen.getByRole('radio', { name: 'PM' }) as HTMLInputElement).checked).toBe(true);
    expect(store.getState().booking.time).toBe('14:30');
  });

  it('starts on the clock chosen earlier in this browser', async () => {
    window.localStorage.setItem(CLOCK_STORAGE_KEY, '24h');
    fakeApi(() => ({ status: 404 }));
    await renderApp(<Step />, { language: 'en' });
    expect((screen.getByRole('radio', { name: '24-hour' }) as HTMLInputElement).checked).toBe(true);
    expect(within(screen.getByRole('combobox', { name: /Time/ })).getByRole('option', { name: '14:30' })).toBeTruthy();
  });
});
