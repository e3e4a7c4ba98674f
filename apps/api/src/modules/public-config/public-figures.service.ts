import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { EntityManager } from '@mikro-orm/postgresql';
import { BOOKING_TIME_ZONE, PUBLIC_REVIEWS, type PublicFiguresView } from '@hm/contracts';
import type { AppConfig } from '../../config/app-config.js';
import { toFiguresView, type ReviewRow, type ServiceRow, type Totals } from './public-figures.js';
import { ACTIVE_PRO_SQL } from '@hm/db';

// The marketing pages' figures from the data (docs/public-figures.md): active pros, completed jobs,
// customers served, the reviews' average, per service its completed jobs and rating, and the latest
// customers' reviews the landing quotes. Each is left out under its floor. Computed at most once per
// PUBLIC_FIGURES_CACHE_SECONDS for everyone: the answer is the same for every visitor, and the counts
// cost a few scans.

/**
 * The reviews the landing may quote (PUBLIC_REVIEWS), newest first, like a pro's public profile reads
 * them (pro-reviews.service.ts: the booking's first name, the review's own text) but only of completed
 * jobs, 4 or 5 stars, a comment a card can hold, and not by an account an operator disabled. The last
 * name never leaves the database: only its initial is read.
 */
const LATEST_REVIEWS_SQL = `
  select btrim(b.first_name) as first_name, upper(left(btrim(b.last_name), 1)) as last_initial, b.service_id, r.rating,
         btrim(r.comment, E' \\t\\r\\n') as comment, r.language, to_char(r.created_at at time zone ?, 'YYYY-MM') as month
    from booking_reviews r
    join bookings b on b.id = r.booking_id
    join users u on u.id = r.user_id
   where b.status = 'completed' and u.disabled_at is null and btrim(b.first_name) <> ''
     and r.rating >= ${PUBLIC_REVIEWS.minStars}
     and char_length(btrim(r.comment, E' \\t\\r\\n')) between ${PUBLIC_REVIEWS.minCommentLength} and ${PUBLIC_REVIEWS.maxCommentLength}
   order by r.created_at desc, r.booking_id
   limit ${PUBLIC_REVIEWS.max}`;

@Injectable()
export class PublicFiguresService {
  private cached: { at: number; view: Promise<PublicFiguresView> } | null = null;
  private readonly freshMs: number;

  constructor(
    private readonly em: EntityManager,
    config: ConfigService<AppConfig, true>,
  ) {
    this.freshMs = config.get('publicFigures', { infer: true }).cacheSeconds * 1000;
  }

  figures(now = Date.now()): Promise<PublicFiguresView> {
    if (this.cached && now - this.cached.at < this.freshMs) return this.cached.view;
    const view = this.compute();
    this.cached = { at: now, view };
    // A failed computation is not kept: the next visitor asks again.
    view.catch(() => {
      if (this.cached?.view === view) this.cached = null;
    });
    return view;
  }

  private async compute(): Promise<PublicFiguresView> {
    const connection = this.em.getConnection();
    const [totals] = await connection.execute<Totals[]>(
      `select
         (select count(*)::int from professionals pr where ${ACTIVE_PRO_SQL}) as active_pros,
         (select count(*)::int from bookings where status = 'completed') as completed_jobs,
         (select count(distinct user_id)::int from bookings where status = 'completed') as customers,
         (select count(*)::int from booking_reviews) as reviews,
         (select avg(rating) from booking_reviews) as average`,
    );
    const services = await connection.execute<ServiceRow[]>(
      `select b.service_id, count(*)::int as completed_jobs, count(r.booking_id)::int as reviews, avg(r.rating) as average
         from bookings b left join booking_reviews r on r.booking_id = b.id
        where b.status = 'completed'
        group by b.service_id`,
    );
    const reviews = await connection.execute<ReviewRow[]>(LATEST_REVIEWS_SQL, [BOOKING_TIME_ZONE]);
    return toFiguresView(totals!, services, reviews);
  }
}
