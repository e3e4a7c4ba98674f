import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  AUDIT_PAGE_SIZE,
  pageRange,
  totalPages,
  type AuditDetails,
  type AuditLogQuery,
  type AuditLogView,
  type AuditTargetType,
  type OperatorActionKind,
} from '@hm/contracts';
import { likePattern } from '../../common/sql/like-pattern.js';

interface Row {
  id: string;
  created_at: Date;
  actor_id: string;
  actor_name: string;
  actor_email: string;
  action: OperatorActionKind;
  target_type: AuditTargetType;
  target_id: string;
  target_label: string;
  reason: string | null;
  details: AuditDetails;
  total: string;
}

/** The audit log as the console reads it: newest first, by action and by a free-text search. */
@Injectable()
export class AuditLogRepository {
  constructor(private readonly em: EntityManager) {}

  async list(query: AuditLogQuery): Promise<AuditLogView> {
    const page = query.page ?? 1;
    const { offset, limit } = pageRange(page, AUDIT_PAGE_SIZE);
    const search = query.search?.trim() ? likePattern(query.search.trim()) : null;
    const rows = await this.em.fork().execute<Row[]>(
      `select id, created_at, actor_id, actor_name, actor_email, action, target_type, target_id, target_label, reason, details,
              count(*) over () as total
         from operator_actions
        where (?::text is null or action = ?::text)
          and (?::text is null or actor_name ilike ?::text or actor_email ilike ?::text or target_label ilike ?::text or target_id ilike ?::text)
        order by created_at desc, id desc
        offset ? limit ?`,
      [query.action ?? null, query.action ?? null, search, search, search, search, search, offset, limit],
    );
    const total = rows[0] ? Number(rows[0].total) : 0;
    return {
      items: rows.map((row) => ({
        id: String(row.id),
        at: new Date(row.created_at).toISOString(),
        actor: { id: row.actor_id, name: row.actor_name, email: row.actor_email },
        action: row.action,
        targetType: row.target_type,
        targetId: row.target_id,
        targetLabel: row.target_label,
        reason: row.reason,
        details: row.details,
      })),
      page,
      totalPages: totalPages(total, AUDIT_PAGE_SIZE),
      total,
    };
  }
}
