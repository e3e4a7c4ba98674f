import { Migration } from '@mikro-orm/migrations';

// Password-reset and invitation links get their token when the worker mails them (account-links.ts),
// so a row exists for a while without one. Relayed mails that carried such links in full (the jobs
// before this change) are dropped from the outbox: the relay never reads a relayed row again.
export class Migration0009AccountLinks extends Migration {
  override name = 'Migration0009AccountLinks';

  override up(): void {
    this.addSql(`alter table "password_reset_tokens" alter column "token_hash" drop not null;`);
    this.addSql(`alter table "professional_invitations" alter column "token_hash" drop not null;`);
    this.addSql(
      `delete from "outbox" where "relayed_at" is not null and "job_name" = 'send' and "payload"->>'template' in ('resetPassword', 'proInvitation');`,
    );
  }

  override down(): void {
    // Links never mailed cannot be kept without a token.
    this.addSql(`delete from "password_reset_tokens" where "token_hash" is null;`);
    this.addSql(`delete from "professional_invitations" where "token_hash" is null;`);
    this.addSql(`alter table "password_reset_tokens" alter column "token_hash" set not null;`);
    this.addSql(`alter table "professional_invitations" alter column "token_hash" set not null;`);
  }
}
