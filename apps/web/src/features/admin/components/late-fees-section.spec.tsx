import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import type { AdminLateFeeView, RefundRequest } from '@hm/contracts';
import { renderApp } from '../../../test/render-app';
import { LateFeesSection } from './late-fees-section';

const FEE: AdminLateFeeView = {
  bookingNumber: 'HM-2026-000000042',
  customerName: 'Camille Roy',
  kind: 'late_cancellation',
  updatedAt: '2026-11-20T15:00:00.000Z',
  cardCharge: {
    status: 'succeeded',
    amountCents: 2_874,
    failureCode: null,
    refundableCents: 1_874,
    refunds: [
      { amountCents: 1_000, reason: 'A kind gesture', status: 'succeeded', failureCode: null, createdAt: '2026-11-21T15:00:00.000Z' },
    ],
  },
};

function Section({ fees, onRefund }: { fees: AdminLateFeeView[]; onRefund: (fee: AdminLateFeeView, request: RefundRequest) => void }) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <LateFeesSection
      fees={fees}
      refundingNumber={open}
      onToggle={(key) => setOpen(open === key ? null : key)}
      busy={false}
      onRefund={onRefund}
    />
  );
}

describe('the late-change fees of the Money tab', () => {
  it('shows each fee charged to a card with its refunds, and refunds what is left of it', async () => {
    const onRefund = jest.fn<(fee: AdminLateFeeView, request: RefundRequest) => void>();
    const { user } = await renderApp(<Section fees={[FEE]} onRefund={onRefund} />);
    const list = screen.getByRole('region', { name: 'Late-change fees charged to a card' });
    expect(within(list).getByText(/Late cancellation fee · Camille Roy/)).toBeTruthy();
    expect(within(list).getByTestId('card-charge').textContent).toContain('A kind gesture');
    const open = screen.getByRole('button', { name: 'Refund' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    await user.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    await user.type(screen.getByRole('textbox', { name: 'Amount to refund ($)' }), '18.74');
    await user.type(screen.getByRole('textbox', { name: 'Reason (kept in the money history)' }), 'The rest of it');
    await user.click(screen.getByRole('button', { name: 'Send the refund' }));
    expect(onRefund).toHaveBeenCalledWith(FEE, { amountCents: 1_874, reason: 'The rest of it' });
  });

  it('says so when no fee was charged to a card', async () => {
    await renderApp(<Section fees={[]} onRefund={() => {}} />);
    expect(screen.getByText('No late-change fee was charged to a card.')).toBeTruthy();
  });
});
