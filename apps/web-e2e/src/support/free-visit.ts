import { JOB_TRAVEL_BUFFER_MINUTES, montrealDateTimeToInstant, type AvailabilityView } from '@hm/contracts';
import { expect, type APIRequestContext } from '@playwright/test';
import pg from 'pg';
import { e2eServerEnv } from './e2e-env.ts';

// A booking holds a free pro's time (docs/booking-rules.md "One pro, one job at a time"), and the
// specs run side by side on one database: each booking they make through the API takes a time the
// wizard would offer that day, in random order so that two workers rarely pick the same one, and,
// when a spec then assigns a given pro, a time that pro is free (at the times the spec moves it to too).

const LEAK_REPAIR_MINUTES = 90;

export interface FreeVisitQuery {
  date: string;
  /** A pro the spec will assign: free at the visit (and at `alsoAt`, the times it will move it to). */
  freeFor?: { email: string; alsoAt?: readonly string[] };
}

/** The day's free times for a leak repair in H2X, shuffled, kept to those `freeFor` allows. */
export async function freeVisitTimes(request: APIRequestContext, query: FreeVisitQuery): Promise<string[]> {
  const params = new URLSearchParams({ serviceId: 'plumbing', subServiceId: 'leak-repair', postalCode: 'H2X 1Y4' });
  const response = await request.get(`/api/public/availability?${params.toString()}`);
  expect(response.status(), await response.text()).toBe(200);
  const day = ((await response.json()) as AvailabilityView).days.find((d) => d.date === query.date);
  let times = shuffle(day?.slots ?? []);
  if (query.freeFor) {
    const free = await freeTest(query.freeFor.email, query.date);
    const later = query.freeFor.alsoAt ?? [];
    times = times.filter((time) => free(time) && later.every(free));
  }
  expect(times.length, `no free time on ${query.date}`).toBeGreaterThan(0);
  return times;
}

/** The first of `candidates` ('HH:MM') at which the pro has no job on `date` (for a leak repair). */
export async function firstFreeTimeOf(email: string, date: string, candidates: readonly string[]): Promise<string> {
  const free = await freeTest(email, date);
  const found = candidates.find(free);
  expect(found, `${email} is busy at ${candidates.join(', ')} on ${date}`).toBeDefined();
  return found!;
}

/** Whether a leak repair at a time of `date` leaves the pro's other jobs (and travel) clear. */
async function freeTest(email: string, date: string): Promise<(time: string) => boolean> {
  const busy = await busyOf(email, date);
  return (time) => {
    const start = montrealDateTimeToInstant(`${date}T${time}`)!.getTime();
    const end = start + (LEAK_REPAIR_MINUTES + JOB_TRAVEL_BUFFER_MINUTES) * 60_000;
    return busy.every((job) => job.end <= start || end <= job.start);
  };
}

/** The pro's jobs that take their time on `date` (assigned or held), as instants in ms. */
async function busyOf(email: string, date: string): Promise<{ start: number; end: number }[]> {
  const client = new pg.Client({ connectionString: e2eServerEnv['DATABASE_URL'] });
  await client.connect();
  try {
    const { rows } = await client.query<{ starts_at: Date; ends_at: Date }>(
      `select b.starts_at, b.ends_at from bookings b join users u on u.id = coalesce(b.professional_id, b.held_by_id)
       where lower(u.email) = lower($1) and b.starts_at is not null and b.status in ('pending', 'confirmed', 'in_progress')
         and b.starts_at < ($2::date + 2)::timestamptz and b.ends_at > ($2::date - 1)::timestamptz`,
      [email, date],
    );
    return rows.map((row) => ({ start: row.starts_at.getTime(), end: row.ends_at.getTime() }));
  } finally {
    await client.end();
  }
}

function shuffle<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}
