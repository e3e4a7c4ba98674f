import { MikroORM, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
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
    const tables = await orm.em.fork().execute<{ table_name: string }[]>(
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
      orm.em.fork().execute<{ email: string; role: string; password_hash: string }[]>(
        'select email, role, password_hash from users order by email',
      );
    const first = await read();
    await seed(db.url);
    const second = await read();

    expect(first.map((u) => u.email)).toEqual(DEMO_USERS.map((u) => u.email).sort());
    expect(first.find((u) => u.email === 'admin@homemate.local')?.role).toBe('admin');
    expect(first.find((u) => u.email === 'client@homemate.local')?.role).toBe('customer');
    for (const user of first) expect(user.password_hash).toMatch(/^\$argon2id\$/);
    expect(second).toEqual(first);
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
});
