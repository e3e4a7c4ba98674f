// What a booking's change writes next to it, shared by the API and the worker (card payments are
// recorded by the worker when Stripe confirms them): the thread's system messages and their texts,
// the timeline, the money history, payments and receipts.
export { bookingNoteText, systemSenderName } from './booking-notes.js';
export { addSystemMessage, addTimelineEvent } from './journal.js';
export { addMoneyEvent } from './money-events.js';
export { recordPayment, recordPayments, type PaymentRecord } from './payments.js';
export { bookingConfirmationMailOf } from './booking-confirmation.js';
export { issueReceipt, issueReceipts, receiptMailOf, type ReceiptSettings } from './receipts.js';
export { receiptFileName, receiptLines, renderReceiptPdf, type ReceiptDocument, type ReceiptPaymentMethod } from './receipt-pdf.js';
export { isWinAnsiCharacter, toWinAnsiText } from './win-ansi.js';
export { createStripe, stripeSettingsOf, type Stripe, type StripeSettings } from './stripe-client.js';
export { queueCardCharge } from './card-charges.js';
