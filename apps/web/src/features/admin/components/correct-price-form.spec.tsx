import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import type { AdminMoneyEntryView, CorrectInvoiceRequest } from '@hm/contracts';
import { renderApp } from '../../../test/render-app';
import { CorrectPriceForm } from './correct-price-form';

const entry: AdminMoneyEntryView = {
  bookingNumber: 'HM-2026-000000042',
  customerName: 'Camille Tremblay',
  professionalName: 'Marc Roy',
  priceKind: 'from_job',
  minutesWorked: null,
  workCents: 20_000,
  materials: [{ description: 'Joint', amountCents: 800 }],
  totalCents: 23_915,
  invoiceStatus: 'disputed',
  recordedAt: '2026-11-27T15:00:00Z',
  disputeReason: 'One hour more than agreed.',
  payment: null,
  tipCents: 0,
  receipt: null,
  cardCharge: null,
};

describe("an operator's correction of a final price", () => {
  it('starts from the recorded price, asks why, and keeps the materials', async () => {
    const onCorrect = jest.fn<(request: CorrectInvoiceRequest) => void>();
    const { user } = await renderApp(<CorrectPriceForm entry={entry} busy={false} onCorrect={onCorrect} onCancel={() => undefined} />);
    const work = screen.getByRole('textbox', { name: 'Price of the work ($, before taxes and the offer)' });
    expect((work as HTMLInputElement).value).toBe('200.00');
    expect(screen.getByText('The materials stay as the professional recorded them.')).toBeTruthy();
    await user.clear(work);
    await user.type(work, 'abc');
    await user.click(screen.getByRole('button', { name: 'Save the corrected price' }));
    expect(await screen.findByText('Enter an amount in dollars, e.g. 120.00.')).toBeTruthy();
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(onCorrect).not.toHaveBeenCalled();
    await user.clear(work);
    await user.type(work, '160');
    await user.type(screen.getByRole('textbox', { name: 'Why (kept in the booking’s money history)' }), '  Settled: one hour less. ');
    await user.click(screen.getByRole('button', { name: 'Save the corrected price' }));
    expect(onCorrect).toHaveBeenCalledWith({
      invoice: { workCents: 16_000, materials: [{ description: 'Joint', amountCents: 800 }] },
      reason: 'Settled: one hour less.',
    });
  });

  it('takes the time worked for hourly work, in French', async () => {
    const onCorrect = jest.fn<(request: CorrectInvoiceRequest) => void>();
    const hourly = { ...entry, priceKind: 'from_hour' as const, minutesWorked: 180, materials: [] };
    const { user } = await renderApp(<CorrectPriceForm entry={hourly} busy={false} onCorrect={onCorrect} onCancel={() => undefined} />, {
      language: 'fr',
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Temps travaillé' }), '150');
    await user.type(screen.getByRole('textbox', { name: 'Pourquoi (conservé dans l’historique financier de la réservation)' }), 'Réglé.');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le prix corrigé' }));
    expect(onCorrect).toHaveBeenCalledWith({ invoice: { minutesWorked: 150, materials: [] }, reason: 'Réglé.' });
  });
});
