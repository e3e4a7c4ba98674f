import { BOOKING_TIME_ZONE, type CredentialKind, type Language } from '@hm/contracts';
import { credentialExpiryMail } from '@hm/mail';
import { enqueueViaOutbox, type TypedQueues } from '@hm/queue';
import { MikroORM } from '@mikro-orm/postgresql';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import type { WorkerConfig } from '../config/worker-config.js';
import { QUEUES, WORKER_CONFIG } from '../infrastructure/tokens.js';
import { JobHandler } from '../jobs/job-handler.decorator.js';

/** Every day at 07:00, Montreal time. */
export const CREDENTIAL_EXPIRIES_SCHEDULE = { pattern: '0 7 * * *', tz: BOOKING_TIME_ZONE };
// BullMQ's typed queue wants the scheduler id to be a job name of the queue.
const SCHEDULER_ID = 'credentialExpiries';

/** Where the e-mails' button leads: the pro app's profile, at its credentials. */
const CREDENTIALS_PAGE = '/pro/profile#credentials';

interface DueRow {
  credential_id: string;
  kind: CredentialKind;
  expires_on: string;
  days_before: number;
  email: string;
  first_name: string;
  locale: Language;
}

// The reminder each verified credential with an expiry date is due today (Montreal), in the bucket of
// its days left: 30 (8 to 30 left), 7 (2 to 7), 1 (today or tomorrow), 0 (lapsed: the pro is now
// suspended from the trades that require it, docs/verified-trades.md). A run missed for a day still
// sends the bucket's reminder; a reminder already sent for that credential, expiry date and bucket is
// not sent again (the primary key of pro_credential_reminders), and a renewed date starts afresh.
const DUE_SQL = `
with today as (select (now() at time zone '${BOOKING_TIME_ZONE}')::date as day),
due as (
  select c.id as credential_id, c.kind, c.expires_on, u.email, u.first_name, u.locale,
    case when c.expires_on < t.day then 0
         when c.expires_on - t.day <= 1 then 1
         when c.expires_on - t.day <= 7 then 7
         when c.expires_on - t.day <= 30 then 30 end as days_before
  from pro_credentials c join users u on u.id = c.user_id cross join today t
  where c.status = 'verified' and c.expires_on is not null and c.expires_on <= t.day + 30 and u.disabled_at is null
),
sent as (
  insert into pro_credential_reminders (credential_id, expires_on, days_before)
  select credential_id, expires_on, days_before from due
  on conflict do nothing
  returning credential_id, expires_on, days_before
)
select due.credential_id, due.kind, to_char(due.expires_on, 'YYYY-MM-DD') as expires_on, due.days_before, due.email, due.first_name, due.locale
from sent join due using (credential_id, expires_on, days_before)
order by due.credential_id`;

/**
 * The daily look at credentials' expiry dates (docs/verified-trades.md): the pro is told 30, 7 and 1
 * days before, and once it lapsed, each once, in their saved language, through the outbox in the
 * same transaction as the record of the reminder. Suspension itself needs no write: the gating
 * rule compares the dates with Montreal's today.
 */
@Injectable()
export class CredentialExpiriesProcessor implements OnApplicationBootstrap {
  constructor(
    private readonly orm: MikroORM,
    @Inject(QUEUES) private readonly queues: TypedQueues,
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
    @InjectPinoLogger(CredentialExpiriesProcessor.name) private readonly logger: PinoLogger,
  ) {}

  @JobHandler('mail', 'credentialExpiries')
  async run(): Promise<{ reminded: number }> {
    const reminded = await this.remind();
    if (reminded > 0) this.logger.info({ reminded }, 'credential expiry reminders');
    return { reminded };
  }

  /** Records and enqueues today's due reminders; returns how many. */
  async remind(): Promise<number> {
    return this.orm.em.fork().transactional(async (tx) => {
      const due = await tx.execute<DueRow[]>(DUE_SQL);
      for (const row of due) {
        enqueueViaOutbox(
          tx,
          'mail',
          'send',
          credentialExpiryMail({
            to: row.email,
            firstName: row.first_name,
            locale: row.locale,
            kind: row.kind,
            expiresOn: row.expires_on,
            days: row.days_before,
            actionUrl: `${this.config.publicUrl}${CREDENTIALS_PAGE}`,
          }),
        );
      }
      return due.length;
    });
  }

  onApplicationBootstrap(): void {
    // One schedule whatever the number of workers: upserting the same scheduler id is idempotent.
    this.queues.mail
      .upsertJobScheduler(SCHEDULER_ID, CREDENTIAL_EXPIRIES_SCHEDULE, { name: 'credentialExpiries', data: {} })
      .catch((error: Error) =>
        this.logger.warn({ err: error.message }, 'could not schedule the credential expiries; it will be scheduled at the next start'),
      );
  }
}
