import type { EntityManager } from '@mikro-orm/core';
import type { EntityManager as SqlEntityManager } from '@mikro-orm/postgresql';
import { Seeder } from '@mikro-orm/seeder';
import { hash } from '@node-rs/argon2';
import { seedBlog } from './blog.seeder.js';
import { DEMO_USERS } from './demo-users.js';
import { verifiedCredentialsSql } from './verified-credentials.js';

/**
 * Demo data for local development and end-to-end tests. Idempotent: a row that already exists
 * (matched the way the unique index matches, on lower(email)) is left exactly as it is, so running
 * the seed on every start never duplicates or resets anything a developer changed.
 */
export class DemoSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    const sql = em as SqlEntityManager;
    for (const user of DEMO_USERS) {
      const existing = await sql.execute<{ id: string }[]>('select id from users where lower(email) = lower(?)', [user.email]);
      if (existing.length > 0) continue;
      const passwordHash = await hash(user.password); // library defaults: argon2id, 19 MiB, 2 passes (OWASP minimums)
      // ON CONFLICT covers a concurrent seed (two launchers at once) racing between select and insert.
      await sql.execute(
        `insert into users (first_name, last_name, email, role, locale, city, password_hash)
         values (?, ?, ?, ?, ?, ?, ?)
         on conflict ((lower(email))) do nothing`,
        [user.firstName, user.lastName, user.email, user.role, user.locale, user.city, passwordHash],
      );
    }
    await seedDemoProfessionalProfiles(sql);
    await seedDemoProfessionalHours(sql);
    await seedBlog(sql);
  }
}

/**
 * The demo professionals' approved profiles (what an operator's approval makes), so the demo pro
 * sees open jobs and is offered to the operator as soon as the stack starts. Left alone when the
 * profile exists (its unique user id or e-mail).
 */
async function seedDemoProfessionalProfiles(sql: SqlEntityManager): Promise<void> {
  for (const user of DEMO_USERS.filter((demo) => demo.role === 'professional')) {
    const profile = DEMO_PROFESSIONAL_PROFILES[user.email];
    if (!profile) throw new Error(`demo professional ${user.email} has no profile in DEMO_PROFESSIONAL_PROFILES`);
    await sql.execute(
      `insert into professionals (user_id, first_name, last_name, email, phone, categories, service_area_prefixes, locale, status, reviewed_at)
       select id, first_name, last_name, lower(email), ?, ?::text[], ?::text[], locale, 'approved', now() from users where lower(email) = lower(?)
       on conflict do nothing`,
      [profile.phone, `{${profile.categories.join(',')}}`, `{${profile.serviceAreaPrefixes.join(',')}}`, user.email],
    );
    // Verified licence, memberships and insurance: the demo pros get plumbing and electrical jobs (docs/verified-trades.md).
    await sql.execute(verifiedCredentialsSql('select id from users where lower(email) = lower(?)'), [user.email]);
  }
}

/**
 * The demo pros' working week (docs/pros.md "Availability"), so the free slots show a schedule that
 * is not the default one. Left alone once the pro has a schedule (their own changes stay).
 */
async function seedDemoProfessionalHours(sql: SqlEntityManager): Promise<void> {
  for (const user of DEMO_USERS.filter((demo) => demo.role === 'professional')) {
    const week = DEMO_PROFESSIONAL_HOURS[user.email] ?? DEMO_PROFESSIONAL_HOURS['pro@homemate.local']!;
    const hours = week.map(([weekday, start, end]) => `(${weekday}, ${start}, ${end})`).join(', ');
    // One statement: the schedule and its hours together, or nothing when the schedule exists.
    await sql.execute(
      `with created as (
         insert into pro_schedules (user_id) select id from users where lower(email) = lower(?) on conflict do nothing returning user_id)
       insert into pro_working_hours (user_id, weekday, start_minute, end_minute)
       select created.user_id, h.weekday, h.start_minute, h.end_minute
       from created cross join (values ${hours}) as h (weekday, start_minute, end_minute)`,
      [user.email],
    );
  }
}

type WeekRows = readonly (readonly [number, number, number])[];

/**
 * Each demo pro's week (weekday 1 is Monday; minutes since midnight). Marc: Monday to Friday
 * 08:00–12:00 and 13:00–18:00, Saturday 09:00–13:00. Sophie's team: every day 07:00–21:00, so the
 * demo (and the end-to-end stack) can book any day of the month.
 */
const DEMO_PROFESSIONAL_HOURS: Readonly<Record<string, WeekRows>> = {
  'pro@homemate.local': [
    ...[1, 2, 3, 4, 5].flatMap((weekday) => [[weekday, 8 * 60, 12 * 60] as const, [weekday, 13 * 60, 18 * 60] as const]),
    [6, 9 * 60, 13 * 60],
  ],
  'pro2@homemate.local': [1, 2, 3, 4, 5, 6, 7].map((weekday) => [weekday, 7 * 60, 21 * 60] as const),
};

interface DemoProfessionalProfile {
  phone: string;
  categories: readonly string[];
  serviceAreaPrefixes: readonly string[];
}

/**
 * Bookings are accepted only where an approved pro of the service works (docs/booking-rules.md,
 * Where): Sophie makes the demo bookable in all of Montréal (H), Québec city's centre (G1) and the
 * South Shore (J4), for every bookable service; the rest of Quebec (e.g. Gatineau, J8) shows the
 * "not served yet" waitlist.
 */
const DEMO_PROFESSIONAL_PROFILES: Readonly<Record<string, DemoProfessionalProfile>> = {
  // Marc Gagnon, handyman and painter around Laval and Montréal.
  'pro@homemate.local': { phone: '+14505550142', categories: ['handyman', 'painting'], serviceAreaPrefixes: ['H7', 'H2'] },
  // Sophie Bélanger, a team covering the bookable services in Montréal, Québec and the South Shore.
  'pro2@homemate.local': {
    phone: '+15145550177',
    categories: ['handyman', 'plumbing', 'cleaning', 'moving'],
    serviceAreaPrefixes: ['H', 'G1', 'J4'],
  },
};
