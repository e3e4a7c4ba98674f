import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  ADMIN_BOOKINGS_PAGE_SIZE,
  rankProfessionalsForBooking,
  totalPages,
  type AdminBookingListQuery,
  type AdminBookingListView,
  type AdminBookingView,
  type WaitingBookingView,
} from '@hm/contracts';
import { BOOKING_SUMMARY_COLUMNS, likePattern, SEARCH_EXPRESSION, toBookingSummary, type Row } from '../bookings/booking-summary-sql.js';
import { toTimelineEventView } from '../bookings/reservations.repository.js';
import type { AppConfig } from '../../config/app-config.js';
import { qualifiedProIdsSql } from '@hm/db';

/** Oldest waiting bookings the console shows at once; an operator works the top of the queue. */
const WAITING_LIMIT = 100;

const SUMMARY_COLUMNS = `${BOOKING_SUMMARY_COLUMNS}, b.postal_code, b.price_cents`;

// Approved pros whose account is still a professional one and not disabled, oldest approval first (the
// tie order of the ranking).
const APPROVED_PROS_SQL = `
select pr.id, pr.user_id, pr.first_name, pr.last_name, pr.phone, pr.categories, pr.service_area_prefixes
from professionals pr
join users u on u.id = pr.user_id and u.role = 'professional' and u.disabled_at is null
where pr.status = 'approved'
order by pr.reviewed_at, pr.id`;

/** The operator console's reads over every booking (role admin only; the controller checks). */
@Injectable()
export class AdminBookingsRepository {
  private readonly qualifiedProIds: string;

  constructor(
    private readonly em: EntityManager,
    config: ConfigService<AppConfig, true>,
  ) {
    // The approved pros of each booking's trade holding what its trade and value require (docs/verified-trades.md).
    this.qualifiedProIds = qualifiedProIdsSql('b', config.get('credentials', { infer: true }).licensedJobValueCents);
  }

  /**
   * Bookings waiting for a pro (pending, waiting_for_pro), soonest appointment first, each with the
   * approved pros of its category, nearest postal-code area first (the contracts' rule).
   */
  async waiting(): Promise<WaitingBookingView[]> {
    const em = this.em.fork();
    const [rows, pros] = await Promise.all([
      em.execute<Row[]>(
        `select ${SUMMARY_COLUMNS}, ${this.qualifiedProIds} as qualified_pro_ids
         from bookings b left join users p on p.id = b.professional_id
         where b.status = 'pending' and b.timeline_status = 'waiting_for_pro'
         order by b.scheduled_date, b.scheduled_time, b.created_at, b.id limit ${WAITING_LIMIT}`,
      ),
      em.execute<Row[]>(APPROVED_PROS_SQL),
    ]);
    const candidates = pros.map((row) => ({
      professionalId: row.id as string,
      userId: row.user_id as string,
      firstName: row.first_name as string,
      lastName: row.last_name as string,
      phone: row.phone as string,
      categories: row.categories as string[],
      serviceAreaPrefixes: row.service_area_prefixes as string[],
    }));
    return rows.map((row) => {
      const booking = { ...toBookingSummary(row), postalCode: row.postal_code as string };
      // Only the pros holding what the job's trade and value require (the assignment refuses the others: 409 PRO_NOT_QUALIFIED).
      const qualifiedIds = new Set(row.qualified_pro_ids as string[]);
      const qualified = candidates.filter((candidate) => qualifiedIds.has(candidate.userId));
      const matches = rankProfessionalsForBooking(booking, qualified).map(({ candidate, proximity }) => ({
        userId: candidate.userId,
        professionalId: candidate.professionalId,
        firstName: candidate.firstName,
        lastName: candidate.lastName,
        phone: candidate.phone,
        proximity,
      }));
      return { booking, matches };
    });
  }

  /** Every booking, newest first, a page at a time, each with its whole timeline. */
  async list(query: AdminBookingListQuery): Promise<AdminBookingListView> {
    const em = this.em.fork();
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.status) {
      where.push('b.status = ?');
      params.push(query.status);
    }
    if (query.search?.trim()) {
      where.push(`${SEARCH_EXPRESSION} like ?`);
      params.push(likePattern(query.search.trim()));
    }
    const page = query.page ?? 1;
    const rows = await em.execute<Row[]>(
      `select ${SUMMARY_COLUMNS}, count(*) over () as total
       from bookings b left join users p on p.id = b.professional_id
       ${where.length ? `where ${where.join(' and ')}` : ''}
       order by b.created_at desc, b.id desc
       limit ${ADMIN_BOOKINGS_PAGE_SIZE} offset ${(page - 1) * ADMIN_BOOKINGS_PAGE_SIZE}`,
      params,
    );
    const ids = rows.map((row) => row.id as string);
    // Uuids only, so the array literal needs no escaping; one query for the page's timelines.
    const events = ids.length
      ? await em.execute<Row[]>(
          `select id, booking_id, status, note, created_at from booking_timeline_events where booking_id = any(?::uuid[]) order by created_at, id`,
          [`{${ids.join(',')}}`],
        )
      : [];
    const items: AdminBookingView[] = rows.map((row) => ({
      ...toBookingSummary(row),
      postalCode: row.postal_code as string,
      timeline: events.filter((event) => event.booking_id === row.id).map(toTimelineEventView),
    }));
    const total = Number(rows[0]?.total ?? 0);
    return { items, total, page, pageSize: ADMIN_BOOKINGS_PAGE_SIZE, totalPages: totalPages(total, ADMIN_BOOKINGS_PAGE_SIZE) };
  }
}
