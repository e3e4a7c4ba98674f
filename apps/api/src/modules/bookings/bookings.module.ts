import { Module } from '@nestjs/common';
import { generateBookingNumber } from '@hm/contracts';
import { BookingsController } from './bookings.controller.js';
import { BookingsRepository } from './bookings.repository.js';
import { BOOKING_NUMBER_GENERATOR, BookingsService } from './bookings.service.js';

/** Booking a service and reading one's own bookings (/api/bookings). */
@Module({
  controllers: [BookingsController],
  providers: [BookingsService, BookingsRepository, { provide: BOOKING_NUMBER_GENERATOR, useValue: (now: Date) => generateBookingNumber(now) }],
})
export class BookingsModule {}
