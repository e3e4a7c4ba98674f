import Stripe from 'stripe';

/** The Stripe settings of the API and the worker (docs/payments-by-card.md); null keys: cards are off. */
export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

/** Card payments are on only when both keys are set. */
export function stripeSettingsOf(env: {
  STRIPE_SECRET_KEY?: string | undefined;
  STRIPE_WEBHOOK_SECRET?: string | undefined;
  STRIPE_API_HOST: string;
  STRIPE_API_PORT: number;
  STRIPE_API_PROTOCOL: 'http' | 'https';
}): StripeSettings | null {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim();
  if (!secretKey || !webhookSecret) return null;
  return { secretKey, webhookSecret, host: env.STRIPE_API_HOST, port: env.STRIPE_API_PORT, protocol: env.STRIPE_API_PROTOCOL };
}

/**
 * The official SDK, pointed at the configured host. Every call the product makes passes its own
 * idempotency key, so the SDK's retries of a lost answer never charge or refund twice.
 */
export function createStripe(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    host: settings.host,
    port: settings.port,
    protocol: settings.protocol,
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  });
}

export type { Stripe };
