import { bookedOptionLabel, type PriceKind } from '@hm/catalog';
import { bookingReminderMail, MAX_REMINDER_DELAY_MS, reminderDelayMs, type Mailer } from '@hm/mail';
import { enqueueViaOutbox, outboxJobId } from '@hm/queue';
import { MikroORM } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { JobHandler, type JobOf } from '../jobs/job-handler.decorator.js';
import type { WorkerConfig } from '../config/worker-config.js';
import { WORKER_CONFIG } from '../infrastructure/tokens.js';
import { MAILER } from './mailer.token.js';

interface ReminderRow {
  status: string;
  /** The booking's owner: the unsubscribe link is signed for their account. */
  owner_id: string;
  reminder_version: number;
  /** The language saved on the owner's account: the e-mail's (docs/notifications.md). */
  owner_locale: 'fr' | 'en';
  booking_number: string;
  first_name: string;
  email: string;
  service_option: string;
  service_id: string;
  sub_service_id: string;
  price_cents: number | null;
  price_kind: PriceKind;
  scheduled_date: string;
  scheduled_time: string;
  address: string;
  apartment: string | null;
  city: string;
  postal_code: string;
  /** The owner's "booking updates" switch (docs/notifications.md). */
  notify_booking_updates: boolean;
}

/** Leeway for a delayed job that fires a little early (clock differences between nodes). */
const EARLY_TOLERANCE_MS = 60_000;

export type ReminderOutcome = 'sent' | 'superseded' | 'rescheduled' | 'too_late' | 'turned_off';

/**
 * The e-mail 24 h before a visit (docs/booking-rules.md). The job names a booking and a reminder version; the
 * booking is read as it is now, and nothing is sent when the version moved on (the date or time
 * was edited, or the booking cancelled) or the booking is no longer pending or confirmed, nor when
 * its owner turned booking updates off.
 */
@Injectable()
export class BookingReminderProcessor {
  constructor(
    private readonly orm: MikroORM,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
    @InjectPinoLogger(BookingReminderProcessor.name) private readonly logger: PinoLogger,
  ) {}

  @JobHandler('mail', 'bookingReminder')
  async remind(job: JobOf<'mail', 'bookingReminder'>): Promise<{ outcome: ReminderOutcome }> {
    const { bookingId, version, reservationUrl } = job.data;
    const [booking] = await this.orm.em.fork().execute<ReminderRow[]>(
      `select b.status, b.reminder_version, u.id as owner_id, u.locale as owner_locale, b.booking_number, b.first_name, b.email, b.service_option,
              b.service_id, b.sub_service_id, b.price_cents, b.price_kind,
              b.scheduled_date::text as scheduled_date, b.scheduled_time, b.address, b.apartment, b.city, b.postal_code,
              u.notify_booking_updates
       from bookings b join users u on u.id = b.user_id where b.id = ?`,
      [bookingId],
    );
    const decided = await this.decide(booking, job.data);
    // The owner turned booking updates off: the reminder is one of them.
    const outcome = decided === 'sent' && !booking!.notify_booking_updates ? 'turned_off' : decided;
    this.logger.info({ jobId: job.id, bookingId, version, outcome }, 'booking reminder');
    if (outcome !== 'sent') return { outcome };
    const b = booking!;
    await this.mailer.send(
      bookingReminderMail(b.owner_locale, {
        to: b.email,
        firstName: b.first_name,
        bookingNumber: b.booking_number,
        serviceOption: bookedOptionLabel(
          {
            serviceId: b.service_id,
            subServiceId: b.sub_service_id,
            priceCents: b.price_cents,
            priceKind: b.price_kind,
            serviceOption: b.service_option,
          },
          b.owner_locale,
        ),
        scheduledDate: b.scheduled_date,
        scheduledTime: b.scheduled_time,
        address: b.address,
        apartment: b.apartment,
        city: b.city,
        postalCode: b.postal_code,
        reservationUrl,
        account: { userId: b.owner_id, signer: { secret: this.config.unsubscribeSecret, siteUrl: this.config.publicUrl } },
      }),
    );
    return { outcome };
  }

  private async decide(
    booking: ReminderRow | undefined,
    job: { bookingId: string; version: number; reservationUrl: string },
  ): Promise<ReminderOutcome> {
    if (!booking || booking.reminder_version !== job.version || !['pending', 'confirmed'].includes(booking.status)) return 'superseded';
    const wait = reminderDelayMs(booking.scheduled_date, booking.scheduled_time);
    if (wait !== null && wait > EARLY_TOLERANCE_MS) {
      // A visit more than ~20 days away got a capped delay: wait the rest, unless superseded meanwhile.
      const rescheduled = await this.orm.em.fork().transactional(async (em) => {
        const [current] = await em.execute<{ reminder_version: number }[]>(
          'select reminder_version from bookings where id = ? for update',
          [job.bookingId],
        );
        if (current?.reminder_version !== job.version) return false;
        const row = enqueueViaOutbox(em, 'mail', 'bookingReminder', job, { delayMs: Math.min(wait, MAX_REMINDER_DELAY_MS) });
        await em.flush();
        await em.execute('update bookings set reminder_job_id = ? where id = ?', [outboxJobId(row.id), job.bookingId]);
        return true;
      });
      return rescheduled ? 'rescheduled' : 'superseded';
    }
    // The worker was down past the visit itself: a reminder now would only confuse.
    const visitPassed = reminderDelayMs(booking.scheduled_date, booking.scheduled_time, new Date(Date.now() - 24 * 3600_000)) === null;
    return visitPassed ? 'too_late' : 'sent';
  }
}
