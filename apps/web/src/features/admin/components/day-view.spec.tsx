import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { listServices } from '@hm/catalog';
import { todayInToronto, type AdminDayView } from '@hm/contracts';
import { fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { DayView } from './day-view';

const trade = listServices().find((service) => service.availability === 'available')!;
const MARC = 'a1111111-1111-4111-8111-111111111111';
const ZOE = 'b2222222-2222-4222-8222-222222222222';

const day = (date: string, assigned: boolean, capacity: AdminDayView['capacity'] = null): AdminDayView => ({
  date,
  capacity,
  booked: 2,
  serviceId: trade.id,
  pros: [
    {
      id: MARC,
      firstName: 'Marc',
      lastName: 'Roy',
      // 10:00 in Montreal, free at 12:00 (EST in winter: UTC-5).
      jobs: [
        {
          bookingNumber: 'HM-2026-000000001',
          scheduledTime: '10:00',
          endsAt: '2026-01-15T17:00:00.000Z',
          status: 'confirmed',
          timelineStatus: 'pro_assigned',
          held: false,
          freeProIds: [ZOE],
          proQualified: true,
        },
      ],
      freeTimes: ['08:00', '08:15', '12:00', '20:00'],
    },
    { id: ZOE, firstName: 'Zoé', lastName: 'Audet', jobs: [], freeTimes: [] },
  ],
  unassigned: assigned
    ? []
    : [
        {
          bookingNumber: 'HM-2026-000000002',
          scheduledTime: '14:00',
          subServiceName: 'Leak repair',
          postalCode: 'H2X 1Y4',
          freeProIds: [MARC],
        },
      ],
});

describe('the console day view', () => {
  it("shows each pro's jobs and free times for today's first trade, and assigns a waiting job to a free pro, then reads the day again", async () => {
    let assigned = false;
    const calls = fakeApi((call) => {
      if (call.path === 'admin/day') return { status: 200, body: day(call.query?.date ?? '', assigned) };
      assigned = true;
      return { status: 200, body: {} };
    });
    const { user } = await renderApp(<DayView />);
    expect(await screen.findByRole('heading', { name: 'Marc Roy' })).toBeTruthy();
    expect(calls[0]).toMatchObject({ method: 'GET', path: 'admin/day', query: { date: todayInToronto(), serviceId: trade.id } });
    expect((screen.getByLabelText('Day') as HTMLInputElement).value).toBe(todayInToronto());
    expect(screen.getByRole('link', { name: 'HM-2026-000000001' }).getAttribute('href')).toBe('/reservation/HM-2026-000000001');
    expect(screen.getByText('10:00 AM to 12:00 PM')).toBeTruthy();
    expect(screen.getByText('4 start times, from 8:00 AM to 8:00 PM')).toBeTruthy();
    expect(screen.getByText('Not free this day.')).toBeTruthy();
    expect(screen.queryByText(/not valid/)).toBeNull();

    // Only Marc is free at 14:00: he alone is offered.
    const select = screen.getByLabelText('Assign booking HM-2026-000000002 to') as HTMLSelectElement;
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a free professional', 'Marc Roy']);
    const assign = screen.getByRole('button', { name: 'Assign' }) as HTMLButtonElement;
    expect(assign.disabled).toBe(true);
    await user.selectOptions(select, MARC);
    await user.click(assign);
    expect(await screen.findByText('No booking of this trade is waiting for a professional this day.')).toBeTruthy();
    expect(screen.getByText('Marc Roy is assigned to booking HM-2026-000000002.')).toBeTruthy();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET admin/day',
      'POST admin/bookings/HM-2026-000000002/transitions',
      'GET admin/day',
    ]);
    expect(calls[1]!.body).toEqual({ action: 'assign', professionalId: MARC });
  });

  it('gives an assigned job to another pro free at its time, and says why when the API refuses', async () => {
    const calls = fakeApi((call) =>
      call.path === 'admin/day'
        ? { status: 200, body: day(call.query?.date ?? '', true) }
        : { status: 409, body: { statusCode: 409, code: 'PRO_NOT_FREE', message: 'busy' } },
    );
    const { user } = await renderApp(<DayView />);
    await user.click(await screen.findByText('Give to another professional'));
    const select = screen.getByLabelText('Give booking HM-2026-000000001 to') as HTMLSelectElement;
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a free professional', 'Zoé Audet']);
    await user.selectOptions(select, ZOE);
    await user.click(screen.getByRole('button', { name: 'Reassign' }));
    expect(await screen.findByText('This professional already has a job at this time.')).toBeTruthy();
    expect(calls[1]).toMatchObject({
      method: 'POST',
      path: 'admin/bookings/HM-2026-000000001/transitions',
      body: { action: 'assign', professionalId: ZOE },
    });
  });

  it('marks a job whose pro no longer holds the credentials it requires, and offers it to another pro', async () => {
    const suspended = (date: string): AdminDayView => {
      const base = day(date, true);
      const [marc, zoe] = base.pros;
      return { ...base, pros: [{ ...marc!, freeTimes: [], jobs: marc!.jobs.map((job) => ({ ...job, proQualified: false })) }, zoe!] };
    };
    fakeApi((call) => ({ status: 200, body: suspended(call.query?.date ?? todayInToronto()) }));
    const { user } = await renderApp(<DayView />);
    const marcsCard = (await screen.findByRole('heading', { name: 'Marc Roy' })).closest('li')!;
    expect(within(marcsCard).getByText('Licence, membership or insurance not valid: this professional cannot go to this job')).toBeTruthy();
    await user.click(within(marcsCard).getByText('Give to another professional'));
    expect(
      within(screen.getByLabelText('Give booking HM-2026-000000001 to'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a free professional', 'Zoé Audet']);
  });

  it('marks such a job in French too', async () => {
    fakeApi((call) => {
      const base = day(call.query?.date ?? todayInToronto(), true);
      return {
        status: 200,
        body: { ...base, pros: base.pros.map((pro) => ({ ...pro, jobs: pro.jobs.map((job) => ({ ...job, proQualified: false })) })) },
      };
    });
    await renderApp(<DayView />, { language: 'fr' });
    expect(
      await screen.findByText('Licence, adhésion ou assurance non valide : ce professionnel ne peut pas se rendre à cette intervention'),
    ).toBeTruthy();
  });

  it("sets the trade's limit for the day, refuses a value that is not a whole number, and removes it", async () => {
    let capacity: AdminDayView['capacity'] = null;
    const calls = fakeApi((call) => {
      if (call.method === 'PUT') capacity = { maxBookings: (call.body as { maxBookings: number }).maxBookings };
      if (call.method === 'DELETE') capacity = null;
      return { status: 200, body: day(call.query?.date ?? todayInToronto(), true, capacity) };
    });
    const { user } = await renderApp(<DayView />);
    expect(await screen.findByText('No limit: every free time of the trade can be booked. Bookings made this day: 2.')).toBeTruthy();
    const field = screen.getByLabelText('Most bookings this day');
    await user.type(field, '2.5');
    await user.click(screen.getByRole('button', { name: 'Save the limit' }));
    expect(screen.getByText('Enter a whole number from 0 to 1000.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
    await user.clear(field);
    await user.type(field, '40');
    await user.click(screen.getByRole('button', { name: 'Save the limit' }));
    expect(await screen.findByText('The limit is now 40 bookings.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: 'admin/day/capacity',
      body: { date: todayInToronto(), serviceId: trade.id, maxBookings: 40 },
    });
    expect(await screen.findByText('At most 40 bookings of this trade this day. Bookings made: 2.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove the limit' }));
    expect(await screen.findByText('The limit is removed: every free time can be booked.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'DELETE')).toMatchObject({
      path: 'admin/day/capacity',
      query: { date: todayInToronto(), serviceId: trade.id },
    });
  });

  it('says when the day cannot be read, in French, and reads it again on retry', async () => {
    let fail = true;
    const calls = fakeApi(() => (fail ? { status: 500 } : { status: 200, body: { ...day(todayInToronto(), true), pros: [] } }));
    const { user } = await renderApp(<DayView />, { language: 'fr' });
    const retry = await screen.findByRole('button', { name: /Réessayer/ });
    fail = false;
    await user.click(retry);
    expect(await screen.findByText("Aucun professionnel approuvé n'offre ce métier.")).toBeTruthy();
    expect(screen.getByText("Aucune réservation de ce métier n'attend de professionnel ce jour-là.")).toBeTruthy();
    expect(calls.length).toBeGreaterThanOrEqual(2);
  });
});
