import { listServices } from '@hm/catalog';
import { verifiedCredentialsSql } from '@hm/db';
import { randomUUID } from 'node:crypto';
import type pg from 'pg';

export interface ServingProfessional {
  userId: string;
  professionalId: string;
  email: string;
}

/**
 * An approved professional with a professional account offering `categories` in the areas
 * `prefixes`: what an operator's approval and the pro's profile make. Bookings are accepted only
 * where such a pro works (docs/booking-rules.md, Where), so a suite that books in Montreal adds one
 * first. Defaults: every bookable service, all of Montreal (H), a new account without a password
 * (nobody signs in as them), verified licence, memberships and insurance so regulated trades reach
 * them (docs/verified-trades.md; `credentials: false` for none); `userId`: the profile of an existing
 * professional account instead.
 */
export async function addServingProfessional(
  sql: pg.Client,
  {
    categories,
    prefixes = ['H'],
    userId,
    credentials = true,
  }: { categories?: readonly string[]; prefixes?: readonly string[]; userId?: string; credentials?: boolean } = {},
): Promise<ServingProfessional> {
  const services =
    categories ??
    listServices()
      .filter((service) => service.availability === 'available')
      .map((service) => service.id);
  const {
    rows: [user],
  } = userId
    ? await sql.query<{ id: string; email: string }>(
        `select id, lower(email) as email from users where id = $1 and role = 'professional'`,
        [userId],
      )
    : await sql.query<{ id: string; email: string }>(
        `insert into users (first_name, last_name, email, role, locale) values ('Sam', 'Servant', $1, 'professional', 'fr') returning id, email`,
        [`serving-pro-${randomUUID()}@example.com`],
      );
  if (!user) throw new Error(`addServingProfessional: ${userId} is not a professional account`);
  const { email } = user;
  const {
    rows: [pro],
  } = await sql.query<{ id: string }>(
    `insert into professionals (user_id, first_name, last_name, email, phone, categories, service_area_prefixes, locale, status, reviewed_at)
     values ($1, 'Sam', 'Servant', $2, '+15145550100', $3::text[], $4::text[], 'fr', 'approved', now()) returning id`,
    [user.id, email, [...services], [...prefixes]],
  );
  await giveFullWeek(sql, user.id);
  if (credentials) await giveVerifiedCredentials(sql, user.id);
  return { userId: user.id, professionalId: pro!.id, email };
}

/**
 * Every day from 07:00 to 21:00 (the widest schedule a pro may set, docs/pros.md "Availability"):
 * a suite's bookings find their pro free on any weekday the suite happens to run. Left alone when
 * the pro already has a schedule.
 */
export async function giveFullWeek(sql: Pick<pg.Client, 'query'>, userId: string): Promise<void> {
  await sql.query(
    `with created as (insert into pro_schedules (user_id) values ($1) on conflict do nothing returning user_id)
     insert into pro_working_hours (user_id, weekday, start_minute, end_minute)
     select created.user_id, day, 420, 1260 from created cross join generate_series(1, 7) as day`,
    [userId],
  );
}

/**
 * A verified RBQ licence, CMMTQ and CMEQ memberships and a liability insurance valid two years
 * (docs/verified-trades.md): what an operator's verification makes, so regulated trades reach the pro.
 */
export async function giveVerifiedCredentials(sql: Pick<pg.Client, 'query'>, userId: string): Promise<void> {
  await sql.query(verifiedCredentialsSql('select $1::uuid'), [userId]);
}
