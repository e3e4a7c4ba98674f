import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  INBOX_PAGE_SIZE,
  pageRange,
  totalPages,
  type ContactSubject,
  type InboxItemSummary,
  type InboxItemView,
  type InboxListView,
  type InboxPerson,
  type InboxQuery,
  type InboxThreadEntry,
  type Language,
  type SupportRequestKind,
  type SupportStatus,
  rolesWithPermission,
} from '@hm/contracts';
import { likePattern } from '../../common/sql/like-pattern.js';

const EXCERPT_LENGTH = 160;

/** Contact messages and FAQ questions as one list of requests. */
const REQUESTS = `
  select 'contact' as kind, id, first_name, last_name, email, locale, subject, message as text, status, assignee_id, created_at, updated_at
    from contact_messages
  union all
  select 'faq', id, first_name, last_name, email, locale, null, question, status, assignee_id, created_at, updated_at
    from faq_questions`;

const SUMMARY_COLUMNS = `
  r.kind, r.id, r.first_name, r.last_name, r.email, r.locale, r.subject, r.text, r.status, r.assignee_id,
  a.first_name || ' ' || a.last_name as assignee_name, r.created_at, r.updated_at,
  (select count(*) from support_thread_entries e where e.request_kind = r.kind and e.request_id = r.id and e.kind = 'reply') as replies`;

interface SummaryRow {
  kind: SupportRequestKind;
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  locale: Language;
  subject: ContactSubject | null;
  text: string;
  status: SupportStatus;
  assignee_id: string | null;
  assignee_name: string | null;
  created_at: Date;
  updated_at: Date;
  replies: string;
}

const toSummary = (row: SummaryRow): InboxItemSummary => ({
  kind: row.kind,
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  locale: row.locale,
  subject: row.subject,
  excerpt: row.text.length > EXCERPT_LENGTH ? `${row.text.slice(0, EXCERPT_LENGTH).trimEnd()}…` : row.text,
  status: row.status,
  assignee: row.assignee_id ? { id: row.assignee_id, name: row.assignee_name ?? '' } : null,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
  replies: Number(row.replies),
});

/** The support inbox as the console reads it (docs/operations.md "Support inbox"). */
@Injectable()
export class InboxRepository {
  constructor(private readonly em: EntityManager) {}

  /** Newest first, filtered; `callerId` is who "assigned to me" means. */
  async list(query: InboxQuery, callerId: string): Promise<InboxListView> {
    const page = query.page ?? 1;
    const { offset, limit } = pageRange(page, INBOX_PAGE_SIZE);
    const where: string[] = [];
    const params: unknown[] = [];
    const filter = (condition: string, ...values: unknown[]) => {
      where.push(condition);
      params.push(...values);
    };
    if (query.kind) filter('r.kind = ?', query.kind);
    if (query.status) filter('r.status = ?', query.status);
    if (query.assigned === 'me') filter('r.assignee_id = ?::uuid', callerId);
    if (query.assigned === 'nobody') filter('r.assignee_id is null');
    const search = query.search?.trim();
    if (search) {
      const pattern = likePattern(search);
      filter(`(r.first_name || ' ' || r.last_name ilike ? or r.email ilike ? or r.text ilike ?)`, pattern, pattern, pattern);
    }
    const rows = await this.em.fork().execute<(SummaryRow & { total: string })[]>(
      `select ${SUMMARY_COLUMNS}, count(*) over () as total
         from (${REQUESTS}) r left join users a on a.id = r.assignee_id
        ${where.length ? `where ${where.join(' and ')}` : ''}
        order by r.created_at desc, r.id desc
        offset ? limit ?`,
      [...params, offset, limit],
    );
    const total = rows[0] ? Number(rows[0].total) : 0;
    return { items: rows.map(toSummary), page, totalPages: totalPages(total, INBOX_PAGE_SIZE), total };
  }

  /** One request with its whole text and thread, or null. */
  async find(kind: SupportRequestKind, id: string, em: EntityManager = this.em.fork()): Promise<InboxItemView | null> {
    const [row] = await em.execute<SummaryRow[]>(
      `select ${SUMMARY_COLUMNS} from (${REQUESTS}) r left join users a on a.id = r.assignee_id where r.kind = ? and r.id = ?::uuid`,
      [kind, id],
    );
    if (!row) return null;
    const [thread, operators] = await Promise.all([
      em.execute<
        { id: string; kind: 'reply' | 'note'; body: string; author_id: string | null; author_name: string | null; created_at: Date }[]
      >(
        `select e.id, e.kind, e.body, e.author_id, u.first_name || ' ' || u.last_name as author_name, e.created_at
           from support_thread_entries e left join users u on u.id = e.author_id
          where e.request_kind = ? and e.request_id = ?::uuid
          order by e.created_at, e.id`,
        [kind, id],
      ),
      this.operators(em),
    ]);
    return {
      ...toSummary(row),
      text: row.text,
      thread: thread.map((entry): InboxThreadEntry => ({
        id: entry.id,
        kind: entry.kind,
        body: entry.body,
        author: entry.author_id ? { id: entry.author_id, name: entry.author_name ?? '' } : null,
        at: new Date(entry.created_at).toISOString(),
      })),
      operators,
    };
  }

  /** The accounts a request can be assigned to (those whose role answers the inbox: support and admins), by name. */
  async operators(em: EntityManager = this.em.fork()): Promise<InboxPerson[]> {
    const rows = await em.execute<{ id: string; name: string }[]>(
      `select id, first_name || ' ' || last_name as name from users where role = any(?::text[]) order by last_name, first_name, id`,
      // Role names are plain words, so the array literal needs no escaping.
      [`{${rolesWithPermission('inbox').join(',')}}`],
    );
    return rows.map((row) => ({ id: row.id, name: row.name }));
  }
}
