// Paying by card with Stripe (docs/payments-by-card.md): on only when the server has Stripe keys.
// The customer saves a card for a booking through Stripe Checkout (setup mode: no card data ever
// reaches HomeMate), and the agreed total with any tip is charged to it off-session.

/** POST: Stripe's webhooks, signed (never called by the web app). */
export const PAYMENTS_WEBHOOK_ROUTE = 'payments/webhook';

/** POST /api/bookings/:number/card: where to send the customer to save a card (Stripe Checkout). */
export interface CardSetupView {
  url: string;
}
