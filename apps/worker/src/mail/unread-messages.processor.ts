import { bookedOptionLabel, type PriceKind } from '@hm/catalog';
import { MESSAGES_FOR_READER, type ThreadReader } from '@hm/contracts';
import { unreadMessagesMail } from '@hm/mail';
import { enqueueViaOutbox } from '@hm/queue';
import { MikroORM } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import type { WorkerConfig } from '../config/worker-config.js';
import { WORKER_CONFIG } from '../infrastructure/tokens.js';
import { JobHandler, type JobOf } from '../jobs/job-handler.decorator.js';

interface ReaderRow {
  email: string;
  first_name: string;
  /** The contact the customer gave on the booking, where every e-mail about it goes. */
  booking_email: string;
  booking_first_name: string;
  locale: 'fr' | 'en';
  notify_messages: boolean;
  booking_number: string;
  owner_id: string;
  professional_id: string | null;
  service_option: string;
  service_id: string;
  sub_service_id: string;
  price_cents: number | null;
  price_kind: PriceKind;
}

interface MessageRow {
  sender_name: string;
  message: string;
  /** As the database gives it (microseconds kept), to be written back as mailed_through. */
  created_at: string | Date;
}

export type UnreadMessagesOutcome = 'sent' | 'read' | 'turned_off' | 'not_a_reader';

/**
 * Mails a reader the messages written to them on a booking that they have neither read nor been
 * mailed (docs/notifications.md). The reader's row is locked for the whole decision and the e-mail
 * goes through the outbox in the same transaction as `mailed_through`, so a retried or concurrent
 * job never mails a message twice, and a message written meanwhile queues its own job.
 */
@Injectable()
export class UnreadMessagesProcessor {
  constructor(
    private readonly orm: MikroORM,
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
    @InjectPinoLogger(UnreadMessagesProcessor.name) private readonly logger: PinoLogger,
  ) {}

  @JobHandler('mail', 'unreadMessages')
  async mailUnread(job: JobOf<'mail', 'unreadMessages'>): Promise<{ outcome: UnreadMessagesOutcome; messages: number }> {
    const { bookingId, userId, reservationUrl } = job.data;
    const result = await this.orm.em.fork().transactional(async (tx) => {
      // greatest() skips nulls: the later of what was read and what was mailed, or null for neither.
      const [reads] = await tx.execute<{ since: string | Date | null }[]>(
        `update booking_message_reads set mail_due_at = null where booking_id = ? and user_id = ? returning greatest(read_at, mailed_through) as since`,
        [bookingId, userId],
      );
      const [reader] = await tx.execute<ReaderRow[]>(
        `select u.email, u.first_name, b.email as booking_email, b.first_name as booking_first_name, u.locale, u.notify_messages, b.booking_number, b.user_id as owner_id, b.professional_id,
                b.service_option, b.service_id, b.sub_service_id, b.price_cents, b.price_kind
         from bookings b join users u on u.id = ? where b.id = ?`,
        [userId, bookingId],
      );
      // The booking or the account is gone, or the pro was replaced: the thread is no longer theirs.
      const side: ThreadReader | null = !reader
        ? null
        : reader.owner_id === userId
          ? 'customer'
          : reader.professional_id === userId
            ? 'professional'
            : null;
      if (!reads || !reader || !side) return { outcome: 'not_a_reader' as const, messages: 0 };
      const unread = await tx.execute<MessageRow[]>(
        `select sender_name, message, created_at from booking_messages
         where booking_id = ? and sender_type in (?) and metadata -> 'note' is null and created_at > ?
         order by created_at, id`,
        [bookingId, [...MESSAGES_FOR_READER[side]], reads.since ?? '-infinity'],
      );
      if (unread.length === 0) return { outcome: 'read' as const, messages: 0 };
      if (!reader.notify_messages) return { outcome: 'turned_off' as const, messages: unread.length };
      const serviceOption = bookedOptionLabel(
        {
          serviceId: reader.service_id,
          subServiceId: reader.sub_service_id,
          priceCents: reader.price_cents,
          priceKind: reader.price_kind,
          serviceOption: reader.service_option,
        },
        reader.locale,
      );
      const mail = unreadMessagesMail(reader.locale, {
        // The customer is written to at the booking's contact, like every e-mail about it; the pro at their account.
        to: side === 'customer' ? reader.booking_email : reader.email,
        firstName: side === 'customer' ? reader.booking_first_name : reader.first_name,
        bookingNumber: reader.booking_number,
        serviceOption,
        messages: unread.map((m) => ({ senderName: m.sender_name, message: m.message, createdAt: new Date(m.created_at) })),
        reservationUrl,
        account: { userId, signer: { secret: this.config.unsubscribeSecret, siteUrl: this.config.publicUrl } },
      });
      enqueueViaOutbox(tx, 'mail', 'send', mail);
      await tx.execute(`update booking_message_reads set mailed_through = ? where booking_id = ? and user_id = ?`, [
        unread.at(-1)!.created_at,
        bookingId,
        userId,
      ]);
      return { outcome: 'sent' as const, messages: unread.length };
    });
    this.logger.info({ jobId: job.id, bookingId, ...result }, 'unread messages');
    return result;
  }
}
