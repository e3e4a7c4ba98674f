import { MikroORM } from '@mikro-orm/postgresql';
import { createOrmOptions } from './orm-options.js';
import { createTestDatabase, type TestDatabase } from './testing/test-database.js';

const TABLES = ['professionals', 'professional_invitations'];

// The professional tables (Migration0008Professionals) and the guarantees the API relies on.
describe('professional tables in PostgreSQL', () => {
  let db: TestDatabase;
  let orm: MikroORM;

  beforeAll(async () => {
    db = await createTestDatabase('hm_test_db_professionals');
    orm = await MikroORM.init(createOrmOptions({ url: db.url }));
  });

  afterAll(async () => {
    await orm?.close(true);
    await db?.drop();
  });

  const em = () => orm.em.fork();
  const insert = (email: string, extra = '') =>
    em().execute(
      `insert into professionals (first_name, last_name, email, phone, categories, locale${extra ? ', status, reviewed_at' : ''})
       values ('Marc', 'Roy', '${email}', '5145551234', '{plumbing}', 'fr'${extra})`,
    );

  it('has entities that match the hand-written migration', async () => {
    const diff = await orm.schema.getUpdateSchemaSQL({ wrap: false });
    const ours = diff.split('\n').filter((line) => TABLES.some((table) => line.includes(`"${table}"`)));
    expect(ours).toEqual([]);
  });

  it('keeps one professional per address and stores only normalised addresses', async () => {
    await insert('marc@example.com');
    await expect(insert('marc@example.com')).rejects.toMatchObject({ code: '23505' });
    await expect(insert('Marc@Example.com')).rejects.toThrow(/professionals_email_check/);
    await expect(insert(' x@example.com')).rejects.toThrow(/professionals_email_check/);
  });

  it('refuses phones with other characters, no category, unknown statuses and unreviewed decisions', async () => {
    const raw = (values: string) =>
      em().execute(
        `insert into professionals (first_name, last_name, email, phone, categories, locale, status, reviewed_at) values ${values}`,
      );
    await expect(raw(`('A', 'B', 'a@b.co', '514-555', '{plumbing}', 'fr', 'pending', null)`)).rejects.toThrow(/professionals_phone_check/);
    await expect(raw(`('A', 'B', 'a@b.co', '514', '{}', 'fr', 'pending', null)`)).rejects.toThrow(/professionals_categories_check/);
    await expect(raw(`('A', 'B', 'a@b.co', '514', '{plumbing}', 'fr', 'hired', now())`)).rejects.toThrow(/professionals_status_check/);
    await expect(raw(`('A', 'B', 'a@b.co', '514', '{plumbing}', 'fr', 'approved', null)`)).rejects.toThrow(/professionals_reviewed_check/);
    await expect(raw(`('A', 'B', 'a@b.co', '514', '{plumbing}', 'fr', 'approved', now())`)).resolves.toBeDefined();
  });
});
