import { Migration } from '@mikro-orm/migrations';

// Notification preferences by category (docs/notifications.md): the e-mail switch becomes "booking
// updates" and keeps each person's choice, marketing becomes "tips and offers", and the SMS switch,
// which no message ever read, goes.
export class Migration0010NotificationCategories extends Migration {
  override name = 'Migration0010NotificationCategories';

  override up(): void {
    this.addSql(`alter table "users" rename column "notify_email" to "notify_booking_updates";`);
    this.addSql(`alter table "users" rename column "notify_marketing" to "notify_tips_and_offers";`);
    this.addSql(`alter table "users" drop column "notify_sms";`);
  }

  override down(): void {
    this.addSql(`alter table "users" add column "notify_sms" boolean not null default false;`);
    this.addSql(`alter table "users" rename column "notify_tips_and_offers" to "notify_marketing";`);
    this.addSql(`alter table "users" rename column "notify_booking_updates" to "notify_email";`);
  }
}
