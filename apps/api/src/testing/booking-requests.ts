import { getSubService } from '@hm/catalog';
import type pg from 'pg';
import {
  BOOKING_LEAD_TIME_MINUTES,
  minutesOfDayInToronto,
  montrealDateTimeOf,
  montrealDateTimeToInstant,
  todayInToronto,
  type CreateBookingRequest,
} from '@hm/contracts';

/** 'YYYY-MM-DD' n days after today in Toronto (negative: before). */
export function torontoDayFromToday(days: number): string {
  const today = new Date(`${todayInToronto()}T00:00:00Z`);
  return new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

const FIRST_SLOT = 8 * 60;
const LAST_SLOT = 20 * 60 + 30;
/** The default job (a 90-minute leak repair) ends by 21:00, when the serving pros' day ends. */
const LAST_DEFAULT_JOB_START = LAST_SLOT - 60;
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The soonest visit a customer may book now for the default job (the picker's quarter hours, at
 * least the lead time away, ending by the pros' 21:00): today when one is left, else tomorrow at
 * 08:00. Always less than 24 hours away.
 */
export function soonestSlot(now: Date = new Date()): { scheduledDate: string; scheduledTime: string } {
  const earliest = Math.max(FIRST_SLOT, Math.ceil((minutesOfDayInToronto(now) + BOOKING_LEAD_TIME_MINUTES) / 15) * 15);
  return earliest <= LAST_DEFAULT_JOB_START
    ? { scheduledDate: torontoDayFromToday(0), scheduledTime: hhmm(earliest) }
    : { scheduledDate: torontoDayFromToday(1), scheduledTime: hhmm(FIRST_SLOT) };
}

let lateVisits = 0;

/**
 * Visits less than 24 hours away, a new one each call (then round again): the soonest slot, then
 * every 2 hours (the default job and its travel buffer) that day and the next while under 24 hours.
 * Each new booking holds a pro's time, so a suite's late bookings need their own times.
 */
export function nextLateSlot(now: Date = new Date()): { scheduledDate: string; scheduledTime: string } {
  const soonest = soonestSlot(now);
  const slots: { scheduledDate: string; scheduledTime: string }[] = [];
  const limit = now.getTime() + 24 * 3_600_000 - 60_000;
  let date = soonest.scheduledDate;
  let minutes = Number(soonest.scheduledTime.slice(0, 2)) * 60 + Number(soonest.scheduledTime.slice(3));
  for (;;) {
    if (minutes > LAST_DEFAULT_JOB_START) {
      // Past the day's last start: on to tomorrow once, and no further.
      if (date !== torontoDayFromToday(0)) break;
      date = torontoDayFromToday(1);
      minutes = FIRST_SLOT;
    }
    const slot = { scheduledDate: date, scheduledTime: hhmm(minutes) };
    if (montrealDateTimeToInstant(`${slot.scheduledDate}T${slot.scheduledTime}`)!.getTime() > limit) break;
    slots.push(slot);
    minutes += 120;
  }
  return slots[lateVisits++ % slots.length]!;
}

/** A time today within booking hours but less than the lead time away; null before 06:00 (none is). */
export function tooSoonToday(now: Date = new Date()): string | null {
  const latest = Math.min(LAST_SLOT, Math.ceil((minutesOfDayInToronto(now) + BOOKING_LEAD_TIME_MINUTES) / 15) * 15 - 15);
  return latest >= FIRST_SLOT ? hhmm(latest) : null;
}

// Each request of a suite gets its own visit unless it names one: a new booking holds a free pro's
// time (docs/booking-rules.md "One pro, one job at a time"), so requests at one time would need as
// many pros. Days 10 to 29 from today (past the free-change window and the days tests name, inside
// the availability horizon), a day further each time, then the next time of day; the times are 2 h 30 apart, as long as the
// default job and its travel buffer take, and inside the serving pros' hours (07:00 to 21:00).
const DEFAULT_VISIT_TIMES = ['08:00', '10:30', '13:00', '15:30', '18:00'] as const;
const FIRST_DEFAULT_DAY = 10;
const DEFAULT_VISIT_DAYS = 20;
let defaultVisits = 0;

/** The next visit of the suite's sequence (see above): { scheduledDate, scheduledTime }. */
export function nextDefaultVisit(): { scheduledDate: string; scheduledTime: string } {
  const n = defaultVisits++;
  const time = DEFAULT_VISIT_TIMES[Math.floor(n / DEFAULT_VISIT_DAYS) % DEFAULT_VISIT_TIMES.length]!;
  return { scheduledDate: torontoDayFromToday(FIRST_DEFAULT_DAY + (n % DEFAULT_VISIT_DAYS)), scheduledTime: time };
}

/** A valid booking request as the wizard sends it (untrimmed, unnormalised), with overrides. */
export function buildBookingRequest(overrides: Partial<Record<keyof CreateBookingRequest, unknown>> = {}): Record<string, unknown> {
  const visit =
    'scheduledDate' in overrides || 'scheduledTime' in overrides
      ? { scheduledDate: torontoDayFromToday(7), scheduledTime: '14:30' }
      : nextDefaultVisit();
  return {
    serviceId: 'plumbing',
    subServiceId: 'leak-repair',
    ...visit,
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

/**
 * Puts a booking's visit on today's Montreal date, straight in the database: the day its pro may go
 * en route and start (job-timing.ts). The API never books a time already past, so a test that
 * moves a job at any hour needs this fixture; the time of day is left as it was.
 */
export async function moveVisitToToday(sql: Pick<pg.Client, 'query'>, bookingNumber: string): Promise<void> {
  const { rowCount } = await sql.query('update bookings set scheduled_date = $1 where booking_number = $2', [
    todayInToronto(),
    bookingNumber,
  ]);
  if (rowCount !== 1) throw new Error(`no booking ${bookingNumber}`);
}

/** An estimated arrival `minutes` from now, as a pro types it: a Montreal 'YYYY-MM-DDTHH:MM'. */
export const arrivalIn = (minutes: number): string => montrealDateTimeOf(new Date(Date.now() + minutes * 60_000));

/** The instant the API stores and answers for such an arrival. */
export const arrivalInstantOf = (local: string): string => montrealDateTimeToInstant(local)!.toISOString();

/** A valid final invoice for the default request's leak repair (priced by the job): the estimate, no materials. */
export const SAMPLE_INVOICE = { workCents: 12_000, materials: [] } as const;

/** A valid final invoice at the estimate for a sub-service: an hour of an hourly one, the from-price (or $100 on quote) of another. */
export function invoiceAtEstimate(serviceId: string, subServiceId: string): Record<string, unknown> {
  const subService = getSubService(serviceId, subServiceId)!;
  return subService.priceKind === 'from_hour'
    ? { minutesWorked: 60, materials: [] }
    : { workCents: subService.priceCents ?? 10_000, materials: [] };
}
