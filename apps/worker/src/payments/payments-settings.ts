import { createStripe, type ReceiptSettings, type Stripe } from '@hm/bookings';
import { Inject, type Provider } from '@nestjs/common';
import type { WorkerConfig } from '../config/worker-config.js';
import { WORKER_CONFIG } from '../infrastructure/tokens.js';

const STRIPE = Symbol('Stripe');

/** The Stripe SDK for the payment jobs, or null when card payments are off (no keys). */
export const stripeProvider: Provider = {
  provide: STRIPE,
  inject: [WORKER_CONFIG],
  useFactory: (config: WorkerConfig): Stripe | null => (config.stripe ? createStripe(config.stripe) : null),
};

export const InjectStripe = (): ParameterDecorator => Inject(STRIPE);

/** What recording a card payment needs of the settings: HomeMate's commission now, and the receipts'. */
export interface PaymentSettings {
  commissionPercent: number;
  receipts: ReceiptSettings;
}

export const paymentSettingsOf = (config: WorkerConfig): PaymentSettings => ({
  commissionPercent: config.money.platformCommissionPercent,
  receipts: { publicUrl: config.publicUrl, taxRegistrations: config.money.taxRegistrations },
});
