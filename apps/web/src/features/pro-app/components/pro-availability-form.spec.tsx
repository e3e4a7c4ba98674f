import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { addDays, DEFAULT_WEEKLY_HOURS, todayInToronto, type ProScheduleView } from '@hm/contracts';
import { apiError, fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { ProAvailabilityForm } from './pro-availability-form';

const defaults: ProScheduleView = { saved: false, weeklyHours: structuredClone(DEFAULT_WEEKLY_HOURS), daysOff: [] };
const day = (name: string) => screen.getByRole('group', { name });

describe("the pro's availability form", () => {
  it('edits the week and the days off with labelled fields, sends them, then says it is saved until the next change', async () => {
    const today = todayInToronto();
    const calls = fakeApi(({ body }) => ({ status: 200, body: { saved: true, ...(body as object) } }));
    const { user } = await renderApp(<ProAvailabilityForm schedule={defaults} />);
    expect(screen.getByText(/These are the default hours/)).toBeTruthy();

    // Monday: a lunch break, as two intervals.
    const monday = day('Monday');
    await user.selectOptions(within(monday).getByLabelText('To'), '12:00');
    await user.click(within(monday).getByRole('button', { name: 'Add hours on Monday' }));
    const [, afternoonStart] = within(monday).getAllByLabelText('From');
    const [, afternoonEnd] = within(monday).getAllByLabelText('To');
    await user.selectOptions(afternoonStart!, '13:00');
    await user.selectOptions(afternoonEnd!, '17:30');
    // Friday off, Saturday on (the keyboard works the boxes).
    await user.click(within(day('Friday')).getByLabelText('Friday: working'));
    within(day('Saturday')).getByLabelText('Saturday: working').focus();
    await user.keyboard(' ');
    expect(within(day('Saturday')).getByLabelText('From')).toBeTruthy();
    // Days off: a range, then a single day.
    fireEvent.change(screen.getByLabelText('First day off'), { target: { value: addDays(today, 3) } });
    fireEvent.change(screen.getByLabelText('Last day off (optional)'), { target: { value: addDays(today, 5) } });
    await user.click(screen.getByRole('button', { name: 'Add days off' }));
    fireEvent.change(screen.getByLabelText('First day off'), { target: { value: addDays(today, 9) } });
    await user.click(screen.getByRole('button', { name: 'Add days off' }));
    expect(screen.getAllByRole('button', { name: /^Remove the days off/ })).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Save availability' }));
    expect(await screen.findByText('Your availability has been saved.')).toBeTruthy();
    expect(calls).toEqual([
      {
        method: 'PUT',
        path: 'pro/schedule',
        body: {
          weeklyHours: {
            ...DEFAULT_WEEKLY_HOURS,
            monday: [
              { start: '08:00', end: '12:00' },
              { start: '13:00', end: '17:30' },
            ],
            friday: [],
            saturday: [{ start: '08:00', end: '17:00' }],
          },
          daysOff: [
            { from: addDays(today, 3), to: addDays(today, 5) },
            { from: addDays(today, 9), to: addDays(today, 9) },
          ],
        },
      },
    ]);
    await user.click(screen.getAllByRole('button', { name: /^Remove the days off/ })[0]!);
    expect(screen.queryByText('Your availability has been saved.')).toBeNull();
  });

  it('marks overlapping hours on the later interval, focuses it and sends nothing', async () => {
    const calls = fakeApi(() => ({ status: 500 }));
    const { user } = await renderApp(<ProAvailabilityForm schedule={defaults} />);
    const tuesday = day('Tuesday');
    await user.click(within(tuesday).getByRole('button', { name: 'Add hours on Tuesday' }));
    const [, laterStart] = within(tuesday).getAllByLabelText('From');
    await user.selectOptions(laterStart!, '16:00');
    await user.click(screen.getByRole('button', { name: 'Save availability' }));
    expect(await screen.findByText('These hours overlap other hours of the same day.')).toBeTruthy();
    expect(document.activeElement).toBe(laterStart);
    expect(calls).toHaveLength(0);
  });

  it('refuses days off that end before they start, before adding them', async () => {
    fakeApi(() => ({ status: 500 }));
    const today = todayInToronto();
    const { user } = await renderApp(<ProAvailabilityForm schedule={defaults} />);
    fireEvent.change(screen.getByLabelText('First day off'), { target: { value: addDays(today, 5) } });
    fireEvent.change(screen.getByLabelText('Last day off (optional)'), { target: { value: addDays(today, 4) } });
    await user.click(screen.getByRole('button', { name: 'Add days off' }));
    expect(screen.getByText('The last day must be on or after the first day.')).toBeTruthy();
    expect(screen.getByText('No days off planned.')).toBeTruthy();
  });

  it("shows the server's refusal next to the field, in the pro's language", async () => {
    const today = todayInToronto();
    // The day changed in Montreal between the page's load and the save: the API is the judge.
    fakeApi(() => apiError(400, 'VALIDATION_FAILED', { 'daysOff.0': ['DATE_IN_PAST'] }));
    const schedule: ProScheduleView = { ...defaults, saved: true, daysOff: [{ from: today, to: today }] };
    const { user } = await renderApp(<ProAvailabilityForm schedule={schedule} />, { language: 'fr' });
    expect(screen.queryByText(/Voici les heures par défaut/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Enregistrer les disponibilités' }));
    expect(await screen.findByText('Choisissez aujourd’hui ou un jour suivant.')).toBeTruthy();
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(within(day('Lundi')).getByLabelText('Lundi : au travail')).toBeTruthy();
  });
});
