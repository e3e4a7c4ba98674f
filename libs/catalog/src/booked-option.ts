import type { Language } from '@hm/contracts';
import { getSubService } from './sub-services.js';
import type { PriceKind } from './catalog.types.js';
import { formatPrice } from './price-format.js';

/** What a booking keeps of its option: the catalogue entry it names, the price at booking time, and the label as stored. */
export interface BookedOption {
  serviceId: string;
  subServiceId: string;
  priceCents?: number | null;
  priceKind: PriceKind;
  /** The label stored with the booking, in the booking's language. */
  serviceOption: string;
}

/**
 * A booking's option as 'name - description (price)' in `locale`, for a reader whose language is
 * not the booking's (an e-mail in the recipient's language): the catalogue's name and description,
 * the price the booking was made at. An option since removed from the catalogue reads as stored.
 */
export function bookedOptionLabel(booked: BookedOption, locale: Language): string {
  const subService = getSubService(booked.serviceId, booked.subServiceId);
  if (!subService) return booked.serviceOption;
  return `${subService.name[locale]} - ${subService.description[locale]} (${formatPrice(booked.priceCents ?? null, booked.priceKind, locale)})`;
}
