import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import type { BookingPriceSnapshot } from '@hm/contracts';
import { renderApp } from '../../../test/render-app';
import { PriceBreakdown } from './price-breakdown';

const leakRepair: BookingPriceSnapshot = {
  subServiceName: 'Leak repair',
  subServiceDescription: 'Finding and fixing leaks',
  priceCents: 12_000,
  priceKind: 'from_job',
  currency: 'CAD',
  offer: { kind: 'welcome', percent: 25 },
};

/** Each line of the breakdown as 'label amount'. */
const lines = () => screen.getAllByRole('term').map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);

describe('the reservation price', () => {
  it('takes the offer off the work, then the taxes on what remains', async () => {
    await renderApp(<PriceBreakdown price={leakRepair} offer={leakRepair.offer} />);
    expect(lines()).toEqual([
      'Work (estimate) $120.00',
      'Welcome offer (−25%) −$30.00',
      'Subtotal $90.00',
      'TPS/GST (5%) $4.50',
      'TVQ/QST (9.975%) $8.98',
      'Estimated total $103.48',
    ]);
  });

  it('shows the work alone without an offer (a pro’s view)', async () => {
    await renderApp(<PriceBreakdown price={leakRepair} offer={null} />);
    expect(lines()[0]).toBe('Subtotal $120.00');
    expect(screen.queryByText(/Welcome offer/)).toBeNull();
  });

  it('keeps the offer of a job on quote for the quoted price', async () => {
    await renderApp(
      <PriceBreakdown price={{ ...leakRepair, priceCents: null, priceKind: 'quote' }} offer={{ kind: 'thank_you', percent: 20 }} />,
    );
    expect(screen.getByText('Thank-you code (−20%)')).toBeTruthy();
    expect(screen.getByText('On quote')).toBeTruthy();
  });
});
