import { Inject, type Provider } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { createStripe, type Stripe } from '@hm/bookings';
import type { AppConfig } from '../../config/app-config.js';

const STRIPE = Symbol('Stripe');

/** The Stripe SDK, or null when card payments are off (no keys: the customer pays the pro directly). */
export const stripeProvider: Provider = {
  provide: STRIPE,
  inject: [ConfigService],
  useFactory: (config: ConfigService<AppConfig, true>): Stripe | null => {
    const settings = config.get('money', { infer: true }).stripe;
    return settings ? createStripe(settings) : null;
  },
};

export const InjectStripe = (): ParameterDecorator => Inject(STRIPE);
