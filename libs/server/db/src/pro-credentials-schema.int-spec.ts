import { CheckConstraintViolationException, MikroORM, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { createOrmOptions } from './orm-options.js';
import { createTestDatabase, type TestDatabase } from './testing/test-database.js';

// Migration0037ProCredentials and Migration0039ReviewReplies: the entities map the schema exactly, and the database holds the formats it can.
describe('pro credentials in the schema', () => {
  let db: TestDatabase;
  let orm: MikroORM;
  let userId: string;

  beforeAll(async () => {
    db = await createTestDatabase('hm_test_db_pro_credentials');
    orm = await MikroORM.init(createOrmOptions({ url: db.url }));
    const [user] = await orm.em
      .fork()
      .execute<{ id: string }[]>(
        `insert into users (first_name, last_name, email, role) values ('Léa', 'Roy', 'lea@example.com', 'professional') returning id`,
      );
    userId = user!.id;
  });

  afterAll(async () => {
    await orm?.close(true);
    await db?.drop();
  });

  const insert = (kind: string, columns: Record<string, unknown>) => {
    const names = ['user_id', 'kind', ...Object.keys(columns)];
    return orm.em
      .fork()
      .execute(`insert into pro_credentials (${names.join(', ')}) values (${names.map(() => '?').join(', ')})`, [
        userId,
        kind,
        ...Object.values(columns),
      ]);
  };

  // Only this migration's tables: the whole schema's diff is db.int-spec.ts's.
  const diffOfCredentials = async () =>
    (await orm.schema.getUpdateSchemaSQL({ wrap: false }))
      .split('\n')
      .filter((line) => /pro_credential|"professionals"|"booking_reviews"/.test(line));

  it('matches the entities', async () => {
    expect(await diffOfCredentials()).toEqual([]);
  });

  it('keeps an RBQ number in its 4-4-2 form, one row per kind, and an insurance complete', async () => {
    await expect(insert('rbq', { number: '12345678-01' })).rejects.toBeInstanceOf(CheckConstraintViolationException);
    await insert('rbq', { number: '1234-5678-01' });
    await expect(insert('rbq', { number: '1234-5678-02' })).rejects.toBeInstanceOf(UniqueConstraintViolationException);
    await expect(insert('insurance', { insurer: 'Intact', policy_number: 'P-1' })).rejects.toBeInstanceOf(
      CheckConstraintViolationException,
    );
    await insert('insurance', { insurer: 'Intact', policy_number: 'P-1', coverage_cents: 200_000_000, expires_on: '2030-01-01' });
    await expect(insert('cmeq', { number: '123', status: 'verified' })).rejects.toBeInstanceOf(CheckConstraintViolationException);
  });

  it('steps down and up again', async () => {
    await orm.migrator.down('Migration0039ReviewReplies');
    await orm.migrator.down('Migration0037ProCredentials');
    await orm.migrator.up();
    expect(await diffOfCredentials()).toEqual([]);
  });
});
