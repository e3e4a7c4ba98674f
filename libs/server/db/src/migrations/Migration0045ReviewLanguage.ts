import { Migration } from '@mikro-orm/migrations';

// The language a review was written in: its writer's saved language when they wrote it, so a page
// quoting it in the other language marks it (lang). Reviews written before are left unknown (null):
// a writer's language today says nothing sure about a review of months ago.
export class Migration0045ReviewLanguage extends Migration {
  override name = 'Migration0045ReviewLanguage';

  override up(): void {
    this.addSql(`alter table "booking_reviews" add column "language" text null;`);
    this.addSql(`alter table "booking_reviews" add constraint "booking_reviews_language_check" check ("language" in ('fr', 'en'));`);
  }

  override down(): void {
    this.addSql(`alter table "booking_reviews" drop constraint "booking_reviews_language_check";`);
    this.addSql(`alter table "booking_reviews" drop column "language";`);
  }
}
