import { BookingFieldError, bookingPostalCodeError, formatCanadianPostalCode, postalArea } from '@hm/contracts';
import { useCheckServiceAreaQuery } from '../../service-areas';

/**
 * Where the address step stands with the service area (docs/booking-rules.md, Where):
 * 'outsideQuebec' from the shared rule as soon as the code is a real one elsewhere, then the API's
 * answer for a Quebec code ('served' or 'notServed'). 'unknown' while the code is incomplete, the
 * check runs or could not be made: the server decides again when the booking is sent.
 */
export type ServiceAreaState = 'unknown' | 'outsideQuebec' | 'served' | 'notServed';

export function useServiceArea(serviceId: string | null, postalCode: string): { state: ServiceAreaState; fsa: string } {
  const code = formatCanadianPostalCode(postalCode.trim());
  const rule = bookingPostalCodeError(code);
  const { data, isFetching } = useCheckServiceAreaQuery(
    { serviceId: serviceId ?? '', postalCode: code },
    { skip: serviceId === null || rule !== null },
  );
  const fsa = postalArea(code);
  if (rule === BookingFieldError.PostalCodeOutsideQuebec) return { state: 'outsideQuebec', fsa };
  if (rule !== null || serviceId === null || isFetching || !data) return { state: 'unknown', fsa };
  return { state: data.served ? 'served' : 'notServed', fsa: data.fsa };
}
