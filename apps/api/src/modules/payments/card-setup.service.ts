import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { EntityManager } from '@mikro-orm/postgresql';
import { ApiErrorCode, type CardSetupView } from '@hm/contracts';
import { Booking, BookingCard, BookingPayment, StripeCustomer, User } from '@hm/db';
import type { Stripe } from '@hm/bookings';
import type { AppConfig } from '../../config/app-config.js';
import { DomainException } from '../../common/errors/domain.exception.js';
import type { AccessCaller } from '../bookings/booking-access.js';
import { bookingNotFound } from '../bookings/booking-transitions.service.js';
import { InjectStripe } from './stripe.provider.js';

/**
 * Saving a card for a booking (docs/payments-by-card.md "Saving a card"): the owner is sent to a
 * Stripe Checkout session in setup mode; the card is recorded when Stripe's webhook says it was
 * saved (the worker), never from the redirect, which anyone could forge.
 */
@Injectable()
export class CardSetupService {
  constructor(
    private readonly em: EntityManager,
    private readonly config: ConfigService<AppConfig, true>,
    @InjectStripe() private readonly stripe: Stripe | null,
  ) {}

  async start(caller: AccessCaller, bookingNumber: string, requestKey: string): Promise<CardSetupView> {
    const em = this.em.fork();
    const booking = await em.findOne(Booking, { bookingNumber }, { populate: ['user'] });
    if (!booking || booking.user.id !== caller.id) throw bookingNotFound();
    if (!this.stripe) throw new DomainException(ApiErrorCode.CARD_PAYMENTS_OFF, 'Card payments are not configured.');
    if (
      booking.status === 'cancelled' ||
      (await em.count(BookingPayment, { booking: booking.id })) > 0 ||
      (await em.count(BookingCard, { booking: booking.id })) > 0
    )
      throw new DomainException(ApiErrorCode.CARD_NOT_NEEDED, 'This booking needs no card now.');
    const publicUrl = this.config.get('http', { infer: true }).publicUrl;
    const reservationUrl = `${publicUrl}/reservation/${encodeURIComponent(bookingNumber)}`;
    try {
      const customerId = await this.customerOf(em, booking.user);
      const session = await this.stripe.checkout.sessions.create(
        {
          mode: 'setup',
          currency: 'cad',
          customer: customerId,
          locale: booking.user.locale === 'fr' ? 'fr-CA' : 'en',
          success_url: `${reservationUrl}?card=saved`,
          cancel_url: reservationUrl,
          client_reference_id: booking.id,
          metadata: { booking_id: booking.id },
          setup_intent_data: { metadata: { booking_id: booking.id } },
        },
        // The client's key for this click: a retried request opens the same session, a new click a new one.
        { idempotencyKey: `card-setup:${booking.id}:${requestKey}` },
      );
      if (!session.url) throw new Error('Stripe returned a Checkout Session without a url');
      return { url: session.url };
    } catch (error) {
      if (error instanceof DomainException) throw error;
      throw new DomainException(ApiErrorCode.PAYMENT_PROVIDER_UNAVAILABLE, 'Stripe could not open a Checkout Session.');
    }
  }

  /** The account's Stripe customer, made once (the key is the account: two tabs make one customer). */
  private async customerOf(em: EntityManager, user: User): Promise<string> {
    const known = await em.findOne(StripeCustomer, { user: user.id });
    if (known) return known.customerId;
    const customer = await this.stripe!.customers.create(
      { email: user.email, name: `${user.firstName} ${user.lastName}`.trim(), metadata: { user_id: user.id } },
      { idempotencyKey: `customer:${user.id}` },
    );
    await em
      .getConnection()
      .execute('insert into stripe_customers (user_id, customer_id) values (?, ?) on conflict (user_id) do nothing', [
        user.id,
        customer.id,
      ]);
    return customer.id;
  }
}
