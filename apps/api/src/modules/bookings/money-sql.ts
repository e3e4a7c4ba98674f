// The booking's payment and tip as JSON sub-selects, read the same way by the reservation page and
// the pro app; `b` is the bookings row. Their instants come back as PostgreSQL writes them:
// paymentOfRow and tipOfRow make them ISO-8601.
import type { CardPaymentView, PaymentView, TipView } from '@hm/contracts';

export const PAYMENT_JSON_SQL = `(select json_build_object('method', p.method, 'paidOn', p.paid_on, 'amountCents', p.amount_cents,
    'recordedAt', p.recorded_at) from booking_payments p where p.booking_id = b.id)`;

export const TIP_JSON_SQL = `(select json_build_object('amountCents', t.amount_cents, 'percent', t.percent, 'givenAt', t.given_at,
    'givenBy', t.given_by) from booking_tips t where t.booking_id = b.id)`;

// The saved card and the job's charge (docs/payments-by-card.md); null without a card.
export const CARD_PAYMENT_JSON_SQL = `(select json_build_object(
    'card', json_build_object('brand', bc.brand, 'last4', bc.last4, 'savedAt', bc.saved_at),
    'charge', (select json_build_object('status', cc.status, 'amountCents', cc.amount_cents, 'payUrl', cc.pay_url)
                 from card_charges cc where cc.booking_id = b.id and cc.kind = 'job'))
  from booking_cards bc where bc.booking_id = b.id)`;

export const cardPaymentOfRow = (cardPayment: CardPaymentView | null | undefined): CardPaymentView | null =>
  cardPayment?.card ? { ...cardPayment, card: { ...cardPayment.card, savedAt: new Date(cardPayment.card.savedAt).toISOString() } } : null;

export const paymentOfRow = (payment: PaymentView | null | undefined): PaymentView | null =>
  payment ? { ...payment, recordedAt: new Date(payment.recordedAt).toISOString() } : null;

export const tipOfRow = (tip: TipView | null | undefined): TipView | null =>
  tip ? { ...tip, givenAt: new Date(tip.givenAt).toISOString() } : null;
