import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import type { LateFeeView } from '@hm/contracts';
import { fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { LateFeeLines } from './change-policy';

const at = '2026-11-27T15:00:00Z';
const fee = (kind: LateFeeView['kind'], charge: LateFeeView['charge']): LateFeeView => ({ kind, amountCents: 4000, createdAt: at, charge });

describe('the late-change fees on a reservation', () => {
  it('says a fee without a card is to be paid, and one charged to the card is paid, with its taxes', async () => {
    fakeApi(() => ({ status: 200, body: {} }));
    await renderApp(
      <LateFeeLines
        fees={[fee('late_reschedule', null), fee('late_cancellation', { status: 'succeeded', amountCents: 4599, payUrl: null })]}
      />,
    );
    expect(screen.getByText('Late-change fee: $40.00 (plus taxes)')).toBeTruthy();
    expect(screen.getByText('To be paid.')).toBeTruthy();
    expect(screen.getByText('Late-cancellation fee: $40.00 (plus taxes)')).toBeTruthy();
    expect(screen.getByText('Paid by card: $45.99 with taxes.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('gives the customer Stripe’s page when the bank asks to confirm, in French too', async () => {
    fakeApi(() => ({ status: 200, body: {} }));
    const pending = fee('late_cancellation', { status: 'requires_action', amountCents: 4599, payUrl: 'https://stripe.test/pay/cs_1' });
    const view = await renderApp(<LateFeeLines fees={[pending]} />);
    expect(screen.getByText('The bank asks to confirm the payment of $45.99 with taxes.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pay $45.99' }).getAttribute('href')).toBe('https://stripe.test/pay/cs_1');
    view.unmount();
    await renderApp(<LateFeeLines fees={[{ ...pending, charge: { ...pending.charge!, status: 'failed', payUrl: null } }]} />, {
      language: 'fr',
    });
    expect(screen.getByText('La carte a été refusée pour 45,99 $ taxes comprises.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
