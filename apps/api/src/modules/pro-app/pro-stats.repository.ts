import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  PRO_EARNINGS_JOBS_LIMIT,
  PRO_HOME_REVIEWS_LIMIT,
  type ProEarningsView,
  type ProReviewView,
  type ProStatementLine,
} from '@hm/contracts';

type Row = Record<string, unknown>;

// Earnings (docs/pricing-and-taxes.md "Earnings"): a job counts once paid, on the Montreal day of
// its payment, for what its payment row fixed: its earning less HomeMate's commission; tips apart.
const PAID_JOBS = `
with paid as (
  select b.booking_number, b.sub_service_name, p.paid_on, p.earned_cents, p.commission_percent, p.commission_cents,
         p.earned_cents - p.commission_cents as net_cents, coalesce(t.amount_cents, 0) as tip_cents,
         p.amount_cents + coalesce(t.amount_cents, 0) as collected_cents
  from bookings b
  join booking_payments p on p.booking_id = b.id
  left join booking_tips t on t.booking_id = b.id
  where b.professional_id = ? and b.status = 'completed'
)`;

// A job's completion is its 'completed' timeline event.
const COMPLETED_JOBS = `
select b.booking_number, b.service_id, b.sub_service_id, b.sub_service_name, p.paid_on::text as paid_on,
       p.earned_cents - p.commission_cents as net_cents, coalesce(t.amount_cents, 0) as tip_cents,
       (select max(e.created_at) from booking_timeline_events e where e.booking_id = b.id and e.status = 'completed') as completed_at
from bookings b
left join booking_payments p on p.booking_id = b.id
left join booking_tips t on t.booking_id = b.id
where b.professional_id = ? and b.status = 'completed'`;

const date = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));

/** Earnings, completed jobs and reviews of one pro, aggregated in PostgreSQL. */
@Injectable()
export class ProStatsRepository {
  constructor(private readonly em: EntityManager) {}

  async summary(userId: string): Promise<{ earningsTodayCents: number; completedJobsCount: number }> {
    const [row] = await this.em.fork().execute<Row[]>(
      `select (select count(*)::int from bookings where professional_id = ? and status = 'completed') as jobs,
              (select coalesce(sum(p.earned_cents - p.commission_cents), 0)::int from booking_payments p
                 join bookings b on b.id = p.booking_id
                 where b.professional_id = ? and p.paid_on = (now() at time zone 'America/Toronto')::date) as today`,
      [userId, userId],
    );
    return { earningsTodayCents: Number(row?.today ?? 0), completedJobsCount: Number(row?.jobs ?? 0) };
  }

  async rating(userId: string): Promise<{ ratingAverage: number | null; ratingCount: number }> {
    const [row] = await this.em
      .fork()
      .execute<Row[]>(
        'select round(avg(rating)::numeric, 1)::float8 as average, count(*)::int as count from booking_reviews where professional_id = ?',
        [userId],
      );
    return {
      ratingAverage: row?.average === null || row?.average === undefined ? null : Number(row.average),
      ratingCount: Number(row?.count ?? 0),
    };
  }

  async recentReviews(userId: string): Promise<ProReviewView[]> {
    const rows = await this.em.fork().execute<Row[]>(
      `select b.booking_number, b.first_name, r.rating, r.comment, r.created_at, r.pro_reply, r.pro_replied_at
       from booking_reviews r join bookings b on b.id = r.booking_id
       where r.professional_id = ? order by r.created_at desc limit ${PRO_HOME_REVIEWS_LIMIT}`,
      [userId],
    );
    return rows.map((row) => ({
      bookingNumber: row.booking_number as string,
      rating: Number(row.rating),
      comment: row.comment as string,
      customerFirstName: row.first_name as string,
      createdAt: date(row.created_at).toISOString(),
      reply: row.pro_reply ? { text: row.pro_reply as string, createdAt: date(row.pro_replied_at).toISOString() } : null,
    }));
  }

  async earnings(userId: string, commissionPercent: number): Promise<ProEarningsView> {
    const em = this.em.fork();
    const days = await em.execute<Row[]>(
      `${PAID_JOBS}
       select paid_on::text as day, sum(net_cents)::int as cents, sum(tip_cents)::int as tips, count(*)::int as jobs
       from paid group by 1 order by 1 desc limit 366`,
      [userId],
    );
    const weeks = await em.execute<Row[]>(
      `${PAID_JOBS}
       select date_trunc('week', paid_on)::date::text as week, sum(net_cents)::int as cents, sum(tip_cents)::int as tips,
              count(*)::int as jobs
       from paid group by 1 order by 1 desc limit 104`,
      [userId],
    );
    const [totals] = await em.execute<Row[]>(
      `${PAID_JOBS} select coalesce(sum(net_cents), 0)::int as cents, coalesce(sum(tip_cents), 0)::int as tips, count(*)::int as jobs from paid`,
      [userId],
    );
    const jobs = await em.execute<Row[]>(`${COMPLETED_JOBS} order by completed_at desc nulls last limit ${PRO_EARNINGS_JOBS_LIMIT}`, [
      userId,
    ]);
    return {
      commissionPercent,
      totalCents: Number(totals?.cents ?? 0),
      tipsCents: Number(totals?.tips ?? 0),
      totalJobs: Number(totals?.jobs ?? 0),
      days: days.map((row) => ({ date: row.day as string, cents: Number(row.cents), tipCents: Number(row.tips), jobs: Number(row.jobs) })),
      weeks: weeks.map((row) => ({
        weekStart: row.week as string,
        cents: Number(row.cents),
        tipCents: Number(row.tips),
        jobs: Number(row.jobs),
      })),
      jobs: jobs.map((row) => ({
        bookingNumber: row.booking_number as string,
        serviceId: row.service_id as string,
        subServiceId: row.sub_service_id as string,
        subServiceName: row.sub_service_name as string,
        completedAt: date(row.completed_at).toISOString(),
        paidOn: (row.paid_on as string | null) ?? null,
        amountCents: row.net_cents === null ? null : Number(row.net_cents),
        tipCents: Number(row.tip_cents),
      })),
    };
  }

  /** The pro's jobs paid in the week from `weekStart` (a Monday) to `weekEnd`, oldest first. */
  async statement(userId: string, weekStart: string, weekEnd: string): Promise<ProStatementLine[]> {
    const rows = await this.em
      .fork()
      .execute<Row[]>(
        `${PAID_JOBS} select *, paid_on::text as paid_day from paid where paid_on between ? and ? order by paid_on, booking_number`,
        [userId, weekStart, weekEnd],
      );
    return rows.map((row) => ({
      bookingNumber: row.booking_number as string,
      subServiceName: row.sub_service_name as string,
      paidOn: row.paid_day as string,
      earnedCents: Number(row.earned_cents),
      commissionPercent: Number(row.commission_percent),
      commissionCents: Number(row.commission_cents),
      netCents: Number(row.net_cents),
      tipCents: Number(row.tip_cents),
      collectedCents: Number(row.collected_cents),
    }));
  }
}
