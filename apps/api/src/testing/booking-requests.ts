import { todayInToronto, type CreateBookingRequest } from '@hm/contracts';

/** 'YYYY-MM-DD' n days after today in Toronto (negative: before). */
export function torontoDayFromToday(days: number): string {
  const today = new Date(`${todayInToronto()}T00:00:00Z`);
  return new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A valid booking request as the wizard sends it (untrimmed, unnormalised), with overrides. */
export function buildBookingRequest(overrides: Partial<Record<keyof CreateBookingRequest, unknown>> = {}): Record<string, unknown> {
  return {
    serviceId: 'plumbing',
    subServiceId: 'leak-repair',
    scheduledDate: torontoDayFromToday(7),
    scheduledTime: '14:30',
    firstName: '  Camille ',
    lastName: 'Tremblay',
    email: ' Camille.Tremblay@Example.com ',
    phone: '1 (514) 555-1234',
    address: '1234 rue Saint-Denis',
    apartment: '5',
    city: 'Montréal',
    postalCode: 'h2x1y4',
    description: 'The kitchen sink leaks\nunder the cabinet.',
    ...overrides,
  };
}
