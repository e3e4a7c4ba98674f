import { MikroORM, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { verify } from '@node-rs/argon2';
import { DEMO_USERS } from './seed/demo-users.js';
import { migrateUp } from './migrate.js';
import { createOrmOptions } from './orm-options.js';
import { seed } from './seed/seed.js';
import { User } from './entities/user.entity.js';
import { createTestDatabase, type TestDatabase } from './testing/test-database.js';

describe('@hm/db against PostgreSQL', () => {
  let db: TestDatabase;
  let orm: MikroORM;

  beforeAll(async () => {
    db = await createTestDatabase('hm_test_db');
    orm = await MikroORM.init(createOrmOptions({ url: db.url }));
  });

  afterAll(async () => {
    await orm?.close(true);
    await db?.drop();
  });

  it('applies the migrations from scratch and then has nothing pending', async () => {
    const tables = await orm.em
      .fork()
      .execute<{ table_name: string }[]>(
        `select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      );
    expect(tables.map((t) => t.table_name)).toEqual(expect.arrayContaining(['mikro_orm_migrations', 'outbox', 'users']));
    await expect(migrateUp(db.url)).resolves.toEqual([]);
  });

  it('has entity metadata that matches the hand-written migration', async () => {
    // A non-empty diff means an entity and the SQL of a migration disagree.
    const diff = await orm.schema.getUpdateSchemaSQL({ wrap: false });
    expect(diff.trim()).toBe('');
  });

  it('seeds demo users with argon2id hashes, and a second run changes nothing', async () => {
    await seed(db.url);
    const read = () =>
      orm.em
        .fork()
        .execute<{ email: string; role: string; password_hash: string }[]>('select email, role, password_hash from users order by email');
    const first = await read();
    await seed(db.url);
    const second = await read();

    expect(first.map((u) => u.email)).toEqual(DEMO_USERS.map((u) => u.email).sort());
    expect(first.find((u) => u.email === 'admin@homemate.local')?.role).toBe('admin');
    expect(first.find((u) => u.email === 'support@homemate.local')?.role).toBe('support');
    expect(first.find((u) => u.email === 'client@homemate.local')?.role).toBe('customer');
    for (const user of first) expect(user.password_hash).toMatch(/^\$argon2id\$/);
    expect(second).toEqual(first);
    // The demo pros are approved, with categories and areas, so they see open jobs from the start
    // and the demo is bookable in Montréal; once.
    const profiles = await orm.em
      .fork()
      .execute<{ email: string; status: string; categories: string[]; areas: string[]; linked: boolean }[]>(
        `select p.email, p.status, p.categories, p.service_area_prefixes as areas, p.user_id = u.id as linked
         from professionals p join users u on u.email = p.email order by p.email`,
      );
    expect(profiles).toEqual([
      {
        email: 'pro2@homemate.local',
        status: 'approved',
        categories: ['handyman', 'plumbing', 'cleaning', 'moving'],
        areas: ['H', 'G1', 'J4'],
        linked: true,
      },
      { email: 'pro@homemate.local', status: 'approved', categories: ['handyman', 'painting'], areas: ['H7', 'H2'], linked: true },
    ]);
  });

  it('treats e-mail addresses that differ only by case as the same', async () => {
    const em = orm.em.fork();
    em.create(User, { firstName: 'Dup', lastName: 'Licate', email: 'CLIENT@HomeMate.Local' });
    await expect(em.flush()).rejects.toBeInstanceOf(UniqueConstraintViolationException);
  });

  it('fills defaults and timestamps for a new user', async () => {
    const em = orm.em.fork();
    const user = em.create(User, { firstName: 'Léa', lastName: 'Roy', email: 'lea.roy@example.com' });
    await em.flush();
    const loaded = await orm.em.fork().findOneOrFail(User, { id: user.id });
    expect(loaded.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(loaded.role).toBe('customer');
    expect(loaded.locale).toBe('fr');
    expect(loaded.createdAt).toBeInstanceOf(Date);
    expect(JSON.stringify(loaded)).not.toContain('passwordHash');
  });

  it('rejects a role outside the allowed list at the database level', async () => {
    const em = orm.em.fork();
    await expect(
      em.execute(`insert into users (first_name, last_name, email, role) values ('A', 'B', 'bad.role@example.com', 'superuser')`),
    ).rejects.toThrow(/users_role_check/);
  });

  it('seeds the ADMIN_EMAIL operator once, keeps a changed password, and promotes an existing account', async () => {
    const read = async (email: string) =>
      (
        await orm.em
          .fork()
          .execute<{ role: string; password_hash: string }[]>('select role, password_hash from users where email = ?', [email])
      )[0];
    await seed(db.url, { admin: { email: 'ops@example.com', password: 'Operator2026' } });
    const created = await read('ops@example.com');
    expect(created?.role).toBe('admin');
    expect(await verify(created!.password_hash, 'Operator2026')).toBe(true);

    await orm.em.fork().execute(`update users set password_hash = 'changed-by-operator' where email = 'ops@example.com'`);
    await seed(db.url, { admin: { email: 'ops@example.com', password: 'Operator2026' } });
    expect(await read('ops@example.com')).toEqual({ role: 'admin', password_hash: 'changed-by-operator' });

    const customerHash = (await read('client@homemate.local'))!.password_hash;
    await seed(db.url, { admin: { email: 'client@homemate.local', password: 'Whatever2026' } });
    expect(await read('client@homemate.local')).toEqual({ role: 'admin', password_hash: customerHash });
  });

  it('gives new users the default notification preferences and cascades their sessions on delete', async () => {
    const em = orm.em.fork();
    const user = em.create(User, { firstName: 'Nora', lastName: 'Pelletier', email: 'nora@example.com' });
    await em.flush();
    const [prefs] = await em.execute<
      { notify_booking_updates: boolean; notify_messages: boolean; notify_tips_and_offers: boolean; email_verified_at: Date | null }[]
    >('select notify_booking_updates, notify_messages, notify_tips_and_offers, email_verified_at from users where id = ?', [user.id]);
    expect(prefs).toEqual({ notify_booking_updates: true, notify_messages: true, notify_tips_and_offers: true, email_verified_at: null });
    await em.execute(
      `insert into auth_sessions (user_id, family_id, token_hash, remember_me, expires_at) values (?, gen_random_uuid(), 'h1', false, now() + interval '1 hour')`,
      [user.id],
    );
    await expect(
      em.execute(
        `insert into auth_sessions (user_id, family_id, token_hash, remember_me, expires_at) values (?, gen_random_uuid(), 'h1', false, now())`,
        [user.id],
      ),
    ).rejects.toThrow(/auth_sessions_token_hash_unique/);
    await em.execute('delete from users where id = ?', [user.id]);
    expect(await em.execute('select 1 from auth_sessions where token_hash = ?', ['h1'])).toEqual([]);
  });
});
