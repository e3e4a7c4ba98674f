import { paymentErrors } from './payments.js';

describe('a payment record', () => {
  const days = { completedOn: '2026-11-20', today: '2026-11-27', maxTipCents: 10_000 };

  it('takes a known method, a day from the completion to today, and a tip in whole cents', () => {
    expect(paymentErrors({ method: 'interac', paidOn: '2026-11-20', tipCents: 1_500 }, days)).toEqual({});
    expect(paymentErrors({ method: 'cash', paidOn: '2026-11-27' }, days)).toEqual({});
  });

  it('names what is wrong', () => {
    expect(paymentErrors({ method: 'bitcoin', paidOn: '2026-11-19', tipCents: -1 }, days)).toEqual({
      method: 'INVALID_METHOD',
      paidOn: 'INVALID_DATE',
      tipCents: 'INVALID_AMOUNT',
    });
    expect(paymentErrors({ method: 'cash', paidOn: '2026-11-27', tipCents: 10_001 }, days)).toEqual({ tipCents: 'INVALID_AMOUNT' });
    expect(paymentErrors({ method: 'cheque', paidOn: '2026-11-28' }, days)).toEqual({ paidOn: 'INVALID_DATE' });
    expect(paymentErrors({ method: 'cheque', paidOn: '2026-02-30' }, days)).toEqual({ paidOn: 'INVALID_DATE' });
    expect(paymentErrors(null, days)).toEqual({ method: 'INVALID_METHOD', paidOn: 'INVALID_DATE' });
  });
});
