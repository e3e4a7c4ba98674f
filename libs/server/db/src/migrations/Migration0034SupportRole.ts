import { Migration } from '@mikro-orm/migrations';

// The console's support role (docs/accounts-and-sessions.md "Roles", docs/operations.md "Who can do
// what"): support staff answer the inbox and read accounts, and nothing else in the console.
export class Migration0034SupportRole extends Migration {
  override name = 'Migration0034SupportRole';

  override up(): void {
    this.addSql(`alter table "users" drop constraint "users_role_check";`);
    this.addSql(
      `alter table "users" add constraint "users_role_check" check ("role" in ('customer', 'professional', 'support', 'admin'));`,
    );
  }

  override down(): void {
    // Without the role, a support account becomes a plain customer (never an operator): it keeps its
    // profile and its own bookings, and loses the console. Its open sessions end, so no token carries
    // the old role.
    this.addSql(
      `update "auth_sessions" set "revoked_at" = now() where "revoked_at" is null and "user_id" in (select "id" from "users" where "role" = 'support');`,
    );
    this.addSql(`update "users" set "role" = 'customer', "updated_at" = now() where "role" = 'support';`);
    this.addSql(`alter table "users" drop constraint "users_role_check";`);
    this.addSql(`alter table "users" add constraint "users_role_check" check ("role" in ('customer', 'professional', 'admin'));`);
  }
}
