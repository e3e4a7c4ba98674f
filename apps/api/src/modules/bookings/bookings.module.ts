import { AvailabilityModule } from '../availability/availability.module.js';
import { Module } from '@nestjs/common';
import { generateBookingNumber } from '@hm/contracts';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { OffersModule } from '../offers/offers.module.js';
import { RealtimeModule } from '../realtime/realtime.module.js';
import { AdminBookingsController } from './admin-bookings.controller.js';
import { AdminMoneyRepository } from './admin-money.repository.js';
import { BookingEventsService } from './booking-events.service.js';
import { BookingMessagesController } from './booking-messages.controller.js';
import { BookingTransitionsService } from './booking-transitions.service.js';
import { BookingsController } from './bookings.controller.js';
import { BookingsRepository } from './bookings.repository.js';
import { BOOKING_NUMBER_GENERATOR, BookingsService } from './bookings.service.js';
import { DashboardController } from './dashboard.controller.js';
import { DashboardRepository } from './dashboard.repository.js';
import { DirectPaymentService } from './direct-payment.service.js';
import { MessageTranslationsService } from './message-translations.service.js';
import { FinalInvoiceController } from './final-invoice.controller.js';
import { FinalInvoiceService } from './final-invoice.service.js';
import { ReservationsController } from './reservations.controller.js';
import { ReceiptsController } from './receipts.controller.js';
import { ReceiptsService } from './receipts.service.js';
import { TipController } from './tip.controller.js';
import { TipService } from './tip.service.js';
import { ReservationsRepository } from './reservations.repository.js';
import { ReservationsService } from './reservations.service.js';

/**
 * Booking a service, the customer's reservations and dashboard, and the operators' transitions
 * (/api/bookings, /api/admin). DashboardController comes before the `bookings/:bookingNumber`
 * controllers so `bookings/stats` and `bookings/activity` are not taken for booking numbers.
 */
@Module({
  imports: [RealtimeModule, NotificationsModule, AvailabilityModule, OffersModule],
  controllers: [
    DashboardController,
    BookingsController,
    ReservationsController,
    FinalInvoiceController,
    TipController,
    ReceiptsController,
    BookingMessagesController,
    AdminBookingsController,
  ],
  providers: [
    BookingsService,
    BookingsRepository,
    { provide: BOOKING_NUMBER_GENERATOR, useValue: (now: Date) => generateBookingNumber(now) },
    ReservationsRepository,
    ReservationsService,
    MessageTranslationsService,
    BookingTransitionsService,
    BookingEventsService,
    DashboardRepository,
    FinalInvoiceService,
    DirectPaymentService,
    TipService,
    ReceiptsService,
    AdminMoneyRepository,
  ],
  exports: [BookingTransitionsService, ReservationsRepository, DirectPaymentService],
})
export class BookingsModule {}
