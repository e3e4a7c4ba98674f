import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import type { ProAssignedJobView } from '@hm/contracts';
import { apiError, fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { CompleteJobForm } from './complete-job-form';

const job: ProAssignedJobView = {
  bookingNumber: 'HM-2026-000000042',
  status: 'confirmed',
  timelineStatus: 'in_progress',
  serviceId: 'handyman',
  subServiceId: 'general-repairs',
  subServiceName: 'General repairs',
  scheduledDate: '2099-01-01',
  scheduledTime: '10:00',
  priceCents: 6_000,
  priceKind: 'from_hour',
  currency: 'CAD',
  area: { fsa: 'H2X', city: 'Montréal' },
  proximity: 'fsa',
  allowedActions: ['complete'],
  estimatedArrival: null,
  customer: {
    firstName: 'Lucie',
    lastName: 'Gagnon',
    phone: '+15145550100',
    email: 'lucie@example.com',
    address: '1234 rue Saint-Denis',
    apartment: null,
    city: 'Montréal',
    postalCode: 'H2X 1Y4',
    description: null,
    accessNotes: null,
    parking: null,
    parkingNotes: null,
  },
  money: null,
};

describe('the final invoice form', () => {
  it('asks for the time worked of an hourly job, shows the total as it goes, and sends the invoice with the completion', async () => {
    const calls = fakeApi(() => ({ status: 200, body: { ...job, status: 'completed', allowedActions: [] } }));
    const { user } = await renderApp(<CompleteJobForm job={job} onCancel={jest.fn()} />);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Final invoice' }));
    await user.click(screen.getByRole('button', { name: 'Complete the job' }));
    const time = screen.getByRole('combobox', { name: 'Time worked' });
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(document.activeElement).toBe(time);
    expect(calls).toHaveLength(0);

    await user.selectOptions(time, '150');
    await user.click(screen.getByRole('button', { name: 'Add a material' }));
    await user.type(screen.getByRole('textbox', { name: 'Material 1' }), 'Drywall patch');
    await user.type(screen.getByRole('textbox', { name: 'Amount 1 ($)' }), '12.50');
    // 2 h 30 at $60/h and $12.50: $162.50 before taxes.
    expect(screen.getByText('Total: $186.84')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Complete the job' }));
    expect(calls).toEqual([
      {
        method: 'POST',
        path: 'pro/jobs/HM-2026-000000042/steps',
        body: {
          action: 'complete',
          invoice: { minutesWorked: 150, materials: [{ description: 'Drywall patch', amountCents: 1_250 }], note: null },
        },
      },
    ]);
  });

  it('puts the errors the API finds on their fields', async () => {
    fakeApi(() => ({ ...apiError(400, 'VALIDATION_FAILED', { 'invoice.materials.0.amountCents': ['INVALID_AMOUNT'] }) }));
    const { user } = await renderApp(<CompleteJobForm job={{ ...job, priceKind: 'from_job', priceCents: 12_000 }} onCancel={jest.fn()} />);
    expect((screen.getByRole('textbox', { name: 'Price of the work' }) as HTMLInputElement).value).toBe('120.00');
    await user.click(screen.getByRole('button', { name: 'Add a material' }));
    await user.type(screen.getByRole('textbox', { name: 'Material 1' }), 'Seal');
    await user.type(screen.getByRole('textbox', { name: 'Amount 1 ($)' }), '4');
    await user.click(screen.getByRole('button', { name: 'Complete the job' }));
    expect(await screen.findByText('Enter an amount in dollars, e.g. 35.50.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Amount 1 ($)' }));
  });
});
