import { getSubService } from '@hm/catalog';
import type { BookingView, Language } from '@hm/contracts';

// What was booked, in the reader's language. The booking's snapshot keeps the sub-service's
// name and description in the language it was booked in (with the price it was booked at);
// the catalogue has both languages, so it names the service while it still lists it, and
// the snapshot speaks for a sub-service the catalogue has dropped since.
export function bookedServiceText(
  booking: Pick<BookingView, 'serviceId' | 'subServiceId' | 'price'>,
  language: Language,
): { name: string; description: string } {
  const subService = getSubService(booking.serviceId, booking.subServiceId);
  return subService
    ? { name: subService.name[language], description: subService.description[language] }
    : { name: booking.price.subServiceName, description: booking.price.subServiceDescription };
}
