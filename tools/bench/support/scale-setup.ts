// Shared start of the at-scale benchmarks: the seeded database (reused when it already holds the
// wanted number of bookings, so the socket and dashboard scenarios can run one after the other)
// and a bench API started against it.
import { startBenchApi, type BenchApi } from './api-process.ts';
import { databaseExists, databaseUrl, migrate, recreateDatabase } from './bench-database.ts';
import { countBookings, seedBookingsAtScale } from './seed-bookings-at-scale.ts';

export const SCALE_DATABASE = 'hm_bench_scale';
const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface ScaleOptions {
  customers: number;
  bookings: number;
  adminUrl?: string;
  /** Seed again even if the database already holds that many bookings. */
  reseed?: boolean;
  redisUrl?: string;
}

export async function prepareScale(options: ScaleOptions): Promise<{ databaseUrl: string; api: BenchApi }> {
  const adminUrl = options.adminUrl ?? DEFAULT_ADMIN_URL;
  let url = databaseUrl(adminUrl, SCALE_DATABASE);
  const reusable = !options.reseed && (await databaseExists(adminUrl, SCALE_DATABASE)) && (await countBookings(url)) === options.bookings;
  if (reusable) {
    process.stdout.write(`[bench] reusing ${SCALE_DATABASE} (${options.bookings} bookings); --reseed to start over\n`);
    migrate(url);
  } else {
    url = await recreateDatabase(adminUrl, SCALE_DATABASE);
    await seedBookingsAtScale(url, { customers: options.customers, bookings: options.bookings });
  }
  const api = await startBenchApi({ databaseUrl: url, redisUrl: options.redisUrl ?? 'redis://127.0.0.1:6379/8' });
  return { databaseUrl: url, api };
}
