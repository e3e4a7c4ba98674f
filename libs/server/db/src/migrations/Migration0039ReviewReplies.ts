import { Migration } from '@mikro-orm/migrations';

// Reviews with trust (docs/verified-trades.md "Reviews"): a pro answers a review of their job once,
// publicly; the answer and its time are written together and never changed.
export class Migration0039ReviewReplies extends Migration {
  override name = 'Migration0039ReviewReplies';

  override up(): void {
    this.addSql(`alter table "booking_reviews" add column "pro_reply" text null, add column "pro_replied_at" timestamptz null;`);
    this.addSql(
      `alter table "booking_reviews" add constraint "booking_reviews_reply_check" check (((pro_reply is null) = (pro_replied_at is null)) and ((pro_reply is null) or ((char_length(pro_reply) >= 1) and (char_length(pro_reply) <= 1000))));`,
    );
  }

  override down(): void {
    this.addSql(`alter table "booking_reviews" drop constraint "booking_reviews_reply_check";`);
    this.addSql(`alter table "booking_reviews" drop column "pro_reply", drop column "pro_replied_at";`);
  }
}
