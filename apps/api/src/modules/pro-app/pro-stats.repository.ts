import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { PRO_EARNINGS_JOBS_LIMIT, PRO_HOME_REVIEWS_LIMIT, type ProEarningsView, type ProReviewView } from '@hm/contracts';

type Row = Record<string, unknown>;

// A job's completion is its 'completed' timeline event; its day is the Toronto calendar day of
// that instant (the business runs on Toronto time, like scheduled dates). What a job earned is its
// final invoice's work and materials, before taxes and before HomeMate's offer (which HomeMate
// pays), else the booking's price snapshot (a quote without an invoice counts 0).
const COMPLETED_JOBS = `
with done as (
  select b.booking_number, b.service_id, b.sub_service_id, b.sub_service_name,
         coalesce(i.work_cents + i.materials_cents, b.price_cents) as amount_cents,
         coalesce(i.work_cents + i.materials_cents, b.price_cents, 0) as cents,
         (select max(e.created_at) from booking_timeline_events e where e.booking_id = b.id and e.status = 'completed') as completed_at
  from bookings b
  left join booking_invoices i on i.booking_id = b.id
  where b.professional_id = ? and b.status = 'completed'
)`;

const TORONTO_DAY = `(completed_at at time zone 'America/Toronto')::date`;

const date = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));

/** Earnings, completed jobs and reviews of one pro, aggregated in PostgreSQL. */
@Injectable()
export class ProStatsRepository {
  constructor(private readonly em: EntityManager) {}

  async summary(userId: string): Promise<{ earningsTodayCents: number; completedJobsCount: number }> {
    const [row] = await this.em.fork().execute<Row[]>(
      `${COMPLETED_JOBS}
       select count(*)::int as jobs,
              coalesce(sum(cents) filter (where ${TORONTO_DAY} = (now() at time zone 'America/Toronto')::date), 0)::int as today
       from done`,
      [userId],
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
      `select b.booking_number, b.first_name, r.rating, r.comment, r.created_at
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
    }));
  }

  async earnings(userId: string): Promise<ProEarningsView> {
    const em = this.em.fork();
    const days = await em.execute<Row[]>(
      `${COMPLETED_JOBS}
       select ${TORONTO_DAY}::text as day, sum(cents)::int as cents, count(*)::int as jobs
       from done where completed_at is not null group by 1 order by 1 desc limit 366`,
      [userId],
    );
    const weeks = await em.execute<Row[]>(
      `${COMPLETED_JOBS}
       select date_trunc('week', ${TORONTO_DAY})::date::text as week, sum(cents)::int as cents, count(*)::int as jobs
       from done where completed_at is not null group by 1 order by 1 desc limit 104`,
      [userId],
    );
    const [totals] = await em.execute<Row[]>(
      `${COMPLETED_JOBS} select coalesce(sum(cents), 0)::int as cents, count(*)::int as jobs from done`,
      [userId],
    );
    const jobs = await em.execute<Row[]>(
      `${COMPLETED_JOBS} select booking_number, service_id, sub_service_id, sub_service_name, completed_at, amount_cents from done order by completed_at desc nulls last limit ${PRO_EARNINGS_JOBS_LIMIT}`,
      [userId],
    );
    return {
      totalCents: Number(totals?.cents ?? 0),
      totalJobs: Number(totals?.jobs ?? 0),
      days: days.map((row) => ({ date: row.day as string, cents: Number(row.cents), jobs: Number(row.jobs) })),
      weeks: weeks.map((row) => ({ weekStart: row.week as string, cents: Number(row.cents), jobs: Number(row.jobs) })),
      jobs: jobs.map((row) => ({
        bookingNumber: row.booking_number as string,
        serviceId: row.service_id as string,
        subServiceId: row.sub_service_id as string,
        subServiceName: row.sub_service_name as string,
        completedAt: date(row.completed_at).toISOString(),
        amountCents: row.amount_cents === null ? null : Number(row.amount_cents),
      })),
    };
  }
}
