import { defineEntity, p } from '@mikro-orm/core';
import { Booking } from './booking.entity.js';
import { User } from './user.entity.js';
import { createdAtColumn } from './columns.js';

// One entry of a person's notification centre (Migration0012Notifications): a code with its
// parameters (contracts NotificationNotice), written in the transaction of the change it tells of.
const NotificationSchema = defineEntity({
  name: 'Notification',
  tableName: 'notifications',
  indexes: [
    {
      // The bell's list: a user's newest first, the id breaking ties for the cursor.
      name: 'notifications_user_id_created_at_index',
      expression: 'create index "notifications_user_id_created_at_index" on "notifications" ("user_id", "created_at" desc, "id" desc)',
    },
    {
      // The unread count, on every page a signed-in person opens: only the unread rows.
      name: 'notifications_user_id_unread_index',
      expression: 'create index "notifications_user_id_unread_index" on "notifications" ("user_id") where "read_at" is null',
    },
  ],
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    code: p.text(),
    params: p.json<Record<string, unknown>>().columnType('jsonb').default('{}'),
    booking: () => p.manyToOne(Booking).nullable().deleteRule('cascade'),
    createdAt: createdAtColumn(),
    readAt: p.datetime().columnType('timestamptz').nullable(),
  },
});

export class Notification extends NotificationSchema.class {}
NotificationSchema.setClass(Notification);

export { NotificationSchema };
