import { PickType } from '@nestjs/swagger';
import type { OfferPreviewRequest } from '@hm/contracts';
import { CreateBookingDto } from '../../bookings/dto/create-booking.dto.js';

/** POST /api/offers/preview: the phone and home of the booking about to be made, checked as the booking's own fields. */
export class OfferPreviewDto
  extends PickType(CreateBookingDto, ['phone', 'address', 'apartment', 'postalCode'] as const)
  implements OfferPreviewRequest {}
