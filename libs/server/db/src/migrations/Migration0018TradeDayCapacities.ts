import { Migration } from '@mikro-orm/migrations';

// How many bookings a trade takes on a given day at most (docs/booking-rules.md "Moving Day"):
// 1 July is the busiest day of the year in Quebec, so moves are capped then. Rows are data an
// operator changes (a day, a trade, a cap); the next two Moving Days start at 40 moves.
export class Migration0018TradeDayCapacities extends Migration {
  override name = 'Migration0018TradeDayCapacities';

  override up(): void {
    this.addSql(`
      create table "trade_day_capacities" (
        "service_id" text not null,
        "day" date not null,
        "max_bookings" integer not null,
        constraint "trade_day_capacities_pkey" primary key ("service_id", "day"),
        constraint "trade_day_capacities_max_bookings_check" check ("max_bookings" >= 0)
      );`);
    this.addSql(
      `insert into "trade_day_capacities" ("service_id", "day", "max_bookings") values ('moving', '2027-07-01', 40), ('moving', '2028-07-01', 40);`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "trade_day_capacities";`);
  }
}
