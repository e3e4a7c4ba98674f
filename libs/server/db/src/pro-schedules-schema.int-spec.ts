import { MikroORM } from '@mikro-orm/postgresql';
import { createOrmOptions } from './orm-options.js';
import { seed } from './seed/seed.js';
import { createTestDatabase, type TestDatabase } from './testing/test-database.js';

// The schedule tables (Migration0015ProSchedules) and the guarantees the API relies on.
describe('pro schedule tables in PostgreSQL', () => {
  let db: TestDatabase;
  let orm: MikroORM;
  let userId: string;

  beforeAll(async () => {
    db = await createTestDatabase('hm_test_db_pro_schedules');
    orm = await MikroORM.init(createOrmOptions({ url: db.url }));
    const [user] = await em().execute<{ id: string }[]>(
      `insert into users (first_name, last_name, email, role) values ('Léa', 'Roy', 'lea.pro@example.com', 'professional') returning id`,
    );
    userId = user!.id;
    await em().execute(`insert into pro_schedules (user_id) values (?)`, [userId]);
  });

  afterAll(async () => {
    await orm?.close(true);
    await db?.drop();
  });

  const em = () => orm.em.fork();
  const hours = (weekday: number, start: number, end: number) =>
    em().execute(`insert into pro_working_hours (user_id, weekday, start_minute, end_minute) values (?, ?, ?, ?)`, [
      userId,
      weekday,
      start,
      end,
    ]);

  it('keeps working hours within 07:00 to 21:00, on quarter hours, on a real weekday', async () => {
    await hours(1, 420, 1260);
    await expect(hours(2, 405, 600)).rejects.toThrow(/pro_working_hours_minutes_check/);
    await expect(hours(2, 600, 1275)).rejects.toThrow(/pro_working_hours_minutes_check/);
    await expect(hours(2, 610, 700)).rejects.toThrow(/pro_working_hours_minutes_check/);
    await expect(hours(2, 700, 700)).rejects.toThrow(/pro_working_hours_minutes_check/);
    await expect(hours(8, 600, 720)).rejects.toThrow(/pro_working_hours_weekday_check/);
  });

  it('lets two intervals of a day touch but not overlap', async () => {
    await hours(3, 480, 720);
    await hours(3, 720, 1020);
    await expect(hours(3, 960, 1080)).rejects.toThrow(/pro_working_hours_no_overlap/);
    await hours(4, 960, 1080);
  });

  it('keeps a range of days off in order, and goes with the account', async () => {
    await expect(
      em().execute(`insert into pro_days_off (user_id, first_day, last_day) values (?, '2026-07-02', '2026-07-01')`, [userId]),
    ).rejects.toThrow(/pro_days_off_range_check/);
    await em().execute(`insert into pro_days_off (user_id, first_day, last_day) values (?, '2026-07-01', '2026-07-01')`, [userId]);
    await em().execute(`delete from users where id = ?`, [userId]);
    const [left] = await em().execute<{ n: number }[]>(
      `select (select count(*) from pro_working_hours)::int + (select count(*) from pro_days_off)::int + (select count(*) from pro_schedules)::int as n`,
    );
    expect(left?.n).toBe(0);
  });

  it('gives the demo pro a working week once, and keeps their changes on the next seed', async () => {
    await seed(db.url);
    const read = () =>
      em().execute<{ weekday: number; start_minute: number; end_minute: number }[]>(
        `select h.weekday, h.start_minute, h.end_minute from pro_working_hours h join users u on u.id = h.user_id
         where u.email = 'pro@homemate.local' order by 1, 2`,
      );
    const seeded = await read();
    expect(seeded).toContainEqual({ weekday: 1, start_minute: 480, end_minute: 720 });
    expect(seeded).toContainEqual({ weekday: 6, start_minute: 540, end_minute: 780 });
    expect(seeded.some((row) => row.weekday === 7)).toBe(false);
    await em().execute(`delete from pro_working_hours where weekday = 6`);
    await seed(db.url);
    expect(await read()).toEqual(seeded.filter((row) => row.weekday !== 6));
  });
});
