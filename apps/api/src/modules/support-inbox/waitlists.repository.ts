import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  pageRange,
  totalPages,
  WAITLIST_PAGE_SIZE,
  type EmailCaptureSource,
  type Language,
  type WaitlistEntryView,
  type WaitlistListView,
  type WaitlistQuery,
} from '@hm/contracts';

interface Row {
  email: string;
  source: EmailCaptureSource;
  locale: Language;
  created_at: Date;
}

const toView = (row: Row): WaitlistEntryView => ({
  email: row.email,
  source: row.source,
  locale: row.locale,
  createdAt: new Date(row.created_at).toISOString(),
});

/** The addresses left on the site's lists (email_captures), newest first, for the console and its CSV. */
@Injectable()
export class WaitlistsRepository {
  constructor(private readonly em: EntityManager) {}

  async page(query: WaitlistQuery): Promise<WaitlistListView> {
    const page = query.page ?? 1;
    const { offset, limit } = pageRange(page, WAITLIST_PAGE_SIZE);
    const rows = await this.em.fork().execute<(Row & { total: string })[]>(
      `select email, source, locale, created_at, count(*) over () as total from email_captures
        where (?::text is null or source = ?::text) order by created_at desc, id desc offset ? limit ?`,
      [query.source ?? null, query.source ?? null, offset, limit],
    );
    const total = rows[0] ? Number(rows[0].total) : 0;
    return { items: rows.map(toView), page, totalPages: totalPages(total, WAITLIST_PAGE_SIZE), total };
  }

  /** Every entry of the list (or of all lists), for the export. */
  async all(source: EmailCaptureSource | undefined): Promise<WaitlistEntryView[]> {
    const rows = await this.em
      .fork()
      .execute<Row[]>(
        `select email, source, locale, created_at from email_captures where (?::text is null or source = ?::text) order by created_at desc, id desc`,
        [source ?? null, source ?? null],
      );
    return rows.map(toView);
  }
}
