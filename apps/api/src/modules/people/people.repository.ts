import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  PEOPLE_PAGE_SIZE,
  pageRange,
  totalPages,
  type AccountRole,
  type BookingStatus,
  type Language,
  type PeopleListView,
  type PeopleQuery,
  type PersonSummary,
  type PersonView,
} from '@hm/contracts';
import { likePattern } from '../../common/sql/like-pattern.js';

const SUMMARY_COLUMNS = `
  u.id, u.first_name, u.last_name, u.email, u.phone, u.role, u.locale, u.created_at, u.disabled_at, u.disabled_reason,
  (select max(s.created_at) from auth_sessions s where s.user_id = u.id) as last_sign_in_at,
  (select count(*) from bookings b where b.user_id = u.id or b.professional_id = u.id) as bookings`;

interface SummaryRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  role: AccountRole;
  locale: Language;
  created_at: Date;
  disabled_at: Date | null;
  disabled_reason: string | null;
  last_sign_in_at: Date | null;
  bookings: string;
}

const iso = (value: Date | null): string | null => (value ? new Date(value).toISOString() : null);

const toSummary = (row: SummaryRow): PersonSummary => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  phone: row.phone,
  role: row.role,
  locale: row.locale,
  createdAt: new Date(row.created_at).toISOString(),
  disabledAt: iso(row.disabled_at),
  lastSignInAt: iso(row.last_sign_in_at),
  bookings: Number(row.bookings),
});

/** The console's people (docs/operations.md "People"): accounts found by name, e-mail, phone or booking number. */
@Injectable()
export class PeopleRepository {
  constructor(private readonly em: EntityManager) {}

  async list(query: PeopleQuery): Promise<PeopleListView> {
    const page = query.page ?? 1;
    const { offset, limit } = pageRange(page, PEOPLE_PAGE_SIZE);
    const search = query.search?.trim() ?? '';
    const digits = search.replace(/\D/g, '');
    const rows = await this.em.fork().execute<(SummaryRow & { total: string })[]>(
      `select ${SUMMARY_COLUMNS}, count(*) over () as total
         from users u
        where (?::text is null or u.role = ?::text)
          and (?::text is null
               or u.first_name || ' ' || u.last_name ilike ?::text
               or u.email ilike ?::text
               or (length(?::text) >= 4 and regexp_replace(coalesce(u.phone, ''), '\\D', '', 'g') like '%' || ?::text || '%')
               or exists (select 1 from bookings b where upper(b.booking_number) = upper(?::text) and (b.user_id = u.id or b.professional_id = u.id)))
        order by u.last_name, u.first_name, u.id
        offset ? limit ?`,
      [
        query.role ?? null,
        query.role ?? null,
        search || null,
        likePattern(search),
        likePattern(search),
        digits,
        digits,
        search,
        offset,
        limit,
      ],
    );
    const total = rows[0] ? Number(rows[0].total) : 0;
    return { items: rows.map(toSummary), page, totalPages: totalPages(total, PEOPLE_PAGE_SIZE), total };
  }

  async find(id: string, em: EntityManager = this.em.fork()): Promise<PersonView | null> {
    const [row] = await em.execute<SummaryRow[]>(`select ${SUMMARY_COLUMNS} from users u where u.id = ?::uuid`, [id]);
    if (!row) return null;
    const [bookings, signIns] = await Promise.all([
      em.execute<
        {
          booking_number: string;
          service_id: string;
          scheduled_date: string;
          scheduled_time: string;
          status: BookingStatus;
          as_customer: boolean;
        }[]
      >(
        `select booking_number, service_id, to_char(scheduled_date, 'YYYY-MM-DD') as scheduled_date, scheduled_time,
                status, user_id = ?::uuid as as_customer
           from bookings where user_id = ?::uuid or professional_id = ?::uuid
          order by scheduled_date desc, scheduled_time desc limit 20`,
        [id, id, id],
      ),
      em.execute<{ signed_in_at: Date; last_used_at: Date; user_agent: string | null; active: boolean }[]>(
        `select min(created_at) as signed_in_at, max(created_at) as last_used_at,
                (array_agg(user_agent order by created_at desc))[1] as user_agent,
                bool_and(revoked_at is null) and max(expires_at) > now() as active
           from auth_sessions where user_id = ?::uuid
          group by family_id order by min(created_at) desc limit 10`,
        [id],
      ),
    ]);
    return {
      ...toSummary(row),
      disabledReason: row.disabled_reason,
      recentBookings: bookings.map((booking) => ({
        bookingNumber: booking.booking_number,
        serviceId: booking.service_id,
        scheduledDate: booking.scheduled_date,
        scheduledTime: booking.scheduled_time,
        status: booking.status,
        as: booking.as_customer ? 'customer' : 'professional',
      })),
      recentSignIns: signIns.map((signIn) => ({
        at: new Date(signIn.signed_in_at).toISOString(),
        lastUsedAt: new Date(signIn.last_used_at).toISOString(),
        userAgent: signIn.user_agent,
        active: signIn.active,
      })),
    };
  }
}
