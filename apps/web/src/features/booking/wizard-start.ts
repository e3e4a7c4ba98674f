import { getService } from '@hm/catalog';
import { bookingDateProblem } from '@hm/contracts';

export interface WizardStart {
  serviceId: string;
  /** A day of the wizard's 30 ('YYYY-MM-DD'), or null. */
  date: string | null;
}

/**
 * What /book-service?service=…&date=… (paths.bookService.getHref, the assistant's button) opens
 * the wizard on: a service that can be booked now, and the day if the wizard offers it at `now`
 * (today in Montreal and the next 29 days). Any other service means none; any other day, none.
 */
export function wizardStartFrom(search: URLSearchParams, now: Date): WizardStart | null {
  const service = getService(search.get('service') ?? '');
  if (!service || service.availability !== 'available') return null;
  const date = search.get('date');
  return { serviceId: service.id, date: date !== null && bookingDateProblem(date, now) === null ? date : null };
}
