import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  BOOKING_TIME_ZONE,
  DASHBOARD_PAGE_SIZE,
  totalPages,
  type ActivityPeriodDays,
  type DashboardActivityView,
  type DashboardCountsView,
  type DashboardListQuery,
  type DashboardListView,
  type DashboardSortColumn,
} from '@hm/contracts';
import { BOOKING_SUMMARY_COLUMNS, likePattern, SEARCH_EXPRESSION, toBookingSummary, type Row } from './booking-summary-sql.js';

// Every query filters on the owner first, so each reads one user's rows through an index leading
// with user_id (Migration0004Reservations); the EXPLAIN test checks which.

/** Whitelisted ORDER BY per sort column (never a value from the request in the SQL text). */
const ORDER_BY: Readonly<Record<DashboardSortColumn, (dir: 'asc' | 'desc') => string>> = {
  createdAt: (dir) => `b.created_at ${dir}`,
  scheduledDate: (dir) => `b.scheduled_date ${dir}, b.scheduled_time ${dir}`,
  bookingNumber: (dir) => `b.booking_number ${dir}`,
  customerName: (dir) => `lower(b.last_name) ${dir}, lower(b.first_name) ${dir}`,
  service: (dir) => `lower(b.sub_service_name) ${dir}`,
  status: (dir) => `b.status ${dir}`,
};

export function listSql(query: DashboardListQuery): { sql: string; params: unknown[] } {
  const where = ['b.user_id = ?'];
  const params: unknown[] = [];
  switch (query.status) {
    case undefined:
      break;
    case 'assigned':
      where.push('b.professional_id is not null');
      break;
    case 'unassigned':
      where.push(`b.professional_id is null and b.status <> 'cancelled'`);
      break;
    default:
      where.push('b.status = ?');
      params.push(query.status);
  }
  if (query.search) {
    where.push(`${SEARCH_EXPRESSION} like ?`);
    params.push(likePattern(query.search));
  }
  const dir = query.direction ?? 'desc';
  const page = query.page ?? 1;
  const sql = `
select ${BOOKING_SUMMARY_COLUMNS},
       count(*) over () as total
from bookings b
left join users p on p.id = b.professional_id
where ${where.join(' and ')}
order by ${ORDER_BY[query.sort ?? 'createdAt'](dir)}, b.id ${dir}
limit ${DASHBOARD_PAGE_SIZE} offset ${(page - 1) * DASHBOARD_PAGE_SIZE}`;
  return { sql, params: [null, ...params] };
}

export const COUNTS_SQL = `
select count(*)::int as total,
       count(*) filter (where status = 'pending')::int as pending,
       count(*) filter (where status = 'confirmed')::int as confirmed,
       count(*) filter (where status = 'in_progress')::int as in_progress,
       count(*) filter (where status = 'completed')::int as completed,
       count(*) filter (where status = 'cancelled')::int as cancelled,
       count(*) filter (where professional_id is not null)::int as assigned,
       count(*) filter (where professional_id is null and status <> 'cancelled')::int as unassigned
from bookings where user_id = ?`;

// Bookings made per Toronto day over the last `days` days, today included, zero days filled.
export const ACTIVITY_SQL = `
with bounds as (select (now() at time zone '${BOOKING_TIME_ZONE}')::date as today, ?::int as days),
made as (
  select (b.created_at at time zone '${BOOKING_TIME_ZONE}')::date as day, count(*)::int as n
  from bookings b, bounds
  where b.user_id = ? and b.created_at >= ((bounds.today - (bounds.days - 1))::timestamp at time zone '${BOOKING_TIME_ZONE}')
  group by 1
)
select to_char(d, 'YYYY-MM-DD') as date, coalesce(made.n, 0)::int as count
from bounds, generate_series(bounds.today - (bounds.days - 1), bounds.today, interval '1 day') as d
left join made on made.day = d::date
order by d`;

@Injectable()
export class DashboardRepository {
  constructor(private readonly em: EntityManager) {}

  async list(userId: string, query: DashboardListQuery): Promise<DashboardListView> {
    const { sql, params } = listSql(query);
    params[0] = userId;
    const em = this.em.fork();
    const rows = await em.execute<Row[]>(sql, params);
    const page = query.page ?? 1;
    // count(*) over () comes with the rows; a page past the end has none, so count apart.
    let total = rows.length > 0 ? Number(rows[0]!.total) : 0;
    if (rows.length === 0 && page > 1) {
      const { sql: countSql, params: countParams } = listSql({ ...query, page: 1 });
      const [first] = await em.execute<Row[]>(countSql, [userId, ...countParams.slice(1)]);
      total = first ? Number(first.total) : 0;
    }
    return {
      items: rows.map(toBookingSummary),
      total,
      page,
      pageSize: DASHBOARD_PAGE_SIZE,
      totalPages: totalPages(total, DASHBOARD_PAGE_SIZE),
    };
  }

  async counts(userId: string): Promise<DashboardCountsView> {
    const [row] = await this.em.fork().execute<Row[]>(COUNTS_SQL, [userId]);
    const n = (key: string) => Number(row?.[key] ?? 0);
    return {
      total: n('total'),
      pending: n('pending'),
      confirmed: n('confirmed'),
      inProgress: n('in_progress'),
      completed: n('completed'),
      cancelled: n('cancelled'),
      assigned: n('assigned'),
      unassigned: n('unassigned'),
    };
  }

  async activity(userId: string, days: ActivityPeriodDays): Promise<DashboardActivityView> {
    const rows = await this.em.fork().execute<Row[]>(ACTIVITY_SQL, [days, userId]);
    return { days, points: rows.map((row) => ({ date: row.date as string, count: Number(row.count) })) };
  }
}
