import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { PublicFiguresView } from '@hm/contracts';
import { toFiguresView, type ServiceRow, type Totals } from './public-figures.js';
import { ACTIVE_PRO_SQL } from '@hm/db';

// The marketing pages' figures from the data (docs/public-figures.md): active pros, completed jobs,
// customers served, the reviews' average, and per service its completed jobs and rating. Each is
// null under its floor. Computed at most once per FRESH_MS for everyone: the answer is the same for
// every visitor, and the counts cost a few scans.

const FRESH_MS = 5 * 60_000;

@Injectable()
export class PublicFiguresService {
  private cached: { at: number; view: Promise<PublicFiguresView> } | null = null;

  constructor(private readonly em: EntityManager) {}

  figures(now = Date.now()): Promise<PublicFiguresView> {
    if (this.cached && now - this.cached.at < FRESH_MS) return this.cached.view;
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
    return toFiguresView(totals!, services);
  }
}
