import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NotificationNotice, NotificationView } from '@hm/contracts';

interface Row {
  id: string;
  code: string;
  params: Record<string, unknown>;
  booking_number: string | null;
  // The driver hands timestamps over as text.
  created_at: string;
  read_at: string | null;
}

// Every query filters on the owner first (user_id leads both indexes of Migration0012Notifications),
// and on the owner only: nobody reads or marks another person's notifications.
const listSql = (after: boolean): string => `
  select n.id, n.code, n.params, b.booking_number, n.created_at, n.read_at
  from notifications n left join bookings b on b.id = n.booking_id
  where n.user_id = ?${after ? ' and (n.created_at, n.id) < (select c.created_at, c.id from notifications c where c.id = ?)' : ''}
  order by n.created_at desc, n.id desc
  limit ?`;

const toView = (row: Row): NotificationView => ({
  id: row.id,
  notice: { ...row.params, code: row.code } as NotificationNotice,
  bookingNumber: row.booking_number,
  createdAt: new Date(row.created_at).toISOString(),
  readAt: row.read_at === null ? null : new Date(row.read_at).toISOString(),
});

@Injectable()
export class NotificationsRepository {
  constructor(private readonly em: EntityManager) {}

  /** Up to `limit` of the user's notifications older than the one `after` (which must be theirs), newest first. */
  async page(userId: string, after: string | null, limit: number): Promise<NotificationView[]> {
    const params = after === null ? [userId, limit] : [userId, after, limit];
    const rows = await this.em.fork().execute<Row[]>(listSql(after !== null), params);
    return rows.map(toView);
  }

  async owns(userId: string, id: string): Promise<boolean> {
    const rows = await this.em.fork().execute<{ id: string }[]>('select id from notifications where id = ? and user_id = ?', [id, userId]);
    return rows.length > 0;
  }

  async unreadCount(userId: string): Promise<number> {
    const [row] = await this.em
      .fork()
      .execute<{ count: string }[]>('select count(*) as count from notifications where user_id = ? and read_at is null', [userId]);
    return Number(row?.count ?? 0);
  }

  /** Marks one notification read (its first reading time stays); false when the user has none with this id. */
  async markRead(userId: string, id: string, at: Date): Promise<boolean> {
    const rows = await this.em
      .fork()
      .execute<{ id: string }[]>('update notifications set read_at = coalesce(read_at, ?) where id = ? and user_id = ? returning id', [
        at,
        id,
        userId,
      ]);
    return rows.length > 0;
  }

  async markAllRead(userId: string, at: Date): Promise<void> {
    await this.em.fork().execute('update notifications set read_at = ? where user_id = ? and read_at is null', [at, userId]);
  }
}
