import { CheckConstraintViolationException, MikroORM } from '@mikro-orm/postgresql';
import { createOrmOptions } from './orm-options.js';
import { createTestDatabase, type TestDatabase } from './testing/test-database.js';

// Migration0034SupportRole: the support role, and the way back without it.
describe('the support role in the schema', () => {
  let db: TestDatabase;
  let orm: MikroORM;

  beforeAll(async () => {
    db = await createTestDatabase('hm_test_db_support_role');
    orm = await MikroORM.init(createOrmOptions({ url: db.url }));
  });

  afterAll(async () => {
    await orm?.close(true);
    await db?.drop();
  });

  const em = () => orm.em.fork();
  let counter = 0;
  async function account(role: string): Promise<string> {
    counter += 1;
    const [user] = await em().execute<{ id: string }[]>(
      `insert into users (first_name, last_name, email, role) values ('Sam', 'Roy', ?, ?) returning id`,
      [`role${counter}@example.com`, role],
    );
    await em().execute(
      `insert into auth_sessions (user_id, family_id, token_hash, remember_me, expires_at) values (?, gen_random_uuid(), ?, false, now() + interval '1 hour')`,
      [user!.id, `hash-${counter}`],
    );
    return user!.id;
  }
  const read = async (id: string) =>
    (
      await em().execute<{ role: string; open: number }[]>(
        `select role, (select count(*)::int from auth_sessions s where s.user_id = u.id and s.revoked_at is null) as open from users u where id = ?`,
        [id],
      )
    )[0];

  it('accepts support accounts and still refuses a role nobody defined', async () => {
    expect(await read(await account('support'))).toEqual({ role: 'support', open: 1 });
    await expect(account('superuser')).rejects.toBeInstanceOf(CheckConstraintViolationException);
  });

  it('steps down by making support accounts customers with no open session, and up again', async () => {
    const support = await account('support');
    const admin = await account('admin');
    await orm.migrator.down('Migration0034SupportRole');
    expect(await read(support)).toEqual({ role: 'customer', open: 0 });
    expect(await read(admin)).toEqual({ role: 'admin', open: 1 });
    await expect(account('support')).rejects.toBeInstanceOf(CheckConstraintViolationException);

    await orm.migrator.up();
    expect(await account('support')).toEqual(expect.any(String));
    expect((await orm.schema.getUpdateSchemaSQL({ wrap: false })).trim()).toBe('');
  });
});
