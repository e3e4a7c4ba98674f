import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import type { RefundRequest } from '@hm/contracts';
import { renderApp } from '../../../test/render-app';
import { RefundForm } from './refund-form';

describe("an operator's refund of a card payment", () => {
  it('takes an amount in dollars up to what is left and a reason, and sends them in cents', async () => {
    const onRefund = jest.fn<(request: RefundRequest) => void>();
    const { user } = await renderApp(
      <RefundForm bookingNumber="HM-2026-000000042" refundableCents={10_348} busy={false} onRefund={onRefund} onCancel={() => {}} />,
    );
    const amount = screen.getByRole('textbox', { name: 'Amount to refund ($)' });
    await user.type(amount, '103.49');
    await user.click(screen.getByRole('button', { name: 'Send the refund' }));
    expect(await screen.findByText('Enter an amount in dollars, from $0.01 up to $103.48.')).toBeTruthy();
    expect(screen.getByText('Give the reason.')).toBeTruthy();
    expect(onRefund).not.toHaveBeenCalled();
    await user.clear(amount);
    await user.type(amount, '25,50');
    await user.type(screen.getByRole('textbox', { name: 'Reason (kept in the money history)' }), ' Half an hour less ');
    await user.click(screen.getByRole('button', { name: 'Send the refund' }));
    expect(onRefund).toHaveBeenCalledWith({ amountCents: 2_550, reason: 'Half an hour less' });
  });
});
