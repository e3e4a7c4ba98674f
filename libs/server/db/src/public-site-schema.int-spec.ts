import { MikroORM } from '@mikro-orm/postgresql';
import { createOrmOptions } from './orm-options.js';
import { createTestDatabase, type TestDatabase } from './testing/test-database.js';

const TABLES = ['email_captures', 'contact_messages', 'faq_questions'];

// The public site's tables (Migration0005PublicSite) and the guarantees the API relies on.
describe('public site tables in PostgreSQL', () => {
  let db: TestDatabase;
  let orm: MikroORM;

  beforeAll(async () => {
    db = await createTestDatabase('hm_test_db_public_site');
    orm = await MikroORM.init(createOrmOptions({ url: db.url }));
  });

  afterAll(async () => {
    await orm?.close(true);
    await db?.drop();
  });

  const em = () => orm.em.fork();

  it('has entities that match the hand-written migration', async () => {
    const diff = await orm.schema.getUpdateSchemaSQL({ wrap: false });
    // Only this migration's tables: other features' tables are checked by db.int-spec.ts.
    const ours = diff.split('\n').filter((line) => TABLES.some((table) => line.includes(`"${table}"`)));
    expect(ours).toEqual([]);
  });

  it('keeps one capture per address, so a conflicting insert reports nothing inserted', async () => {
    const insert = () =>
      em().execute<{ id: string }[]>(
        `insert into email_captures (email, source, locale) values ('lea@example.com', 'waitlist', 'fr') on conflict (email) do nothing returning id`,
      );
    expect(await insert()).toHaveLength(1);
    expect(await insert()).toHaveLength(0);
    const [row] = await em().execute<{ status: string; created_at: string }[]>(`select status, created_at from email_captures`);
    expect(row).toMatchObject({ status: 'success', created_at: expect.any(String) });
  });

  it('refuses unknown sources, subjects, statuses and languages, and empty or oversized texts', async () => {
    await expect(em().execute(`insert into email_captures (email, source, locale) values ('x@example.com', 'spam', 'fr')`)).rejects.toThrow(
      /email_captures_source_check/,
    );
    const contact = (subject: string, message: string, locale = 'fr') =>
      em().execute(
        `insert into contact_messages (first_name, last_name, email, subject, message, locale) values ('Léa', 'Roy', 'lea@example.com', '${subject}', '${message}', '${locale}')`,
      );
    await expect(contact('general', 'Bonjour')).resolves.toBeDefined();
    await expect(contact('General Inquiry', 'Bonjour')).rejects.toThrow(/contact_messages_subject_check/);
    await expect(contact('general', '')).rejects.toThrow(/contact_messages_message_check/);
    await expect(contact('general', 'x'.repeat(5001))).rejects.toThrow(/contact_messages_message_check/);
    await expect(contact('general', 'Hi', 'de')).rejects.toThrow(/contact_messages_locale_check/);
    const [message] = await em().execute<{ status: string }[]>(`select status from contact_messages`);
    expect(message?.status).toBe('new');
    await expect(
      em().execute(
        `insert into faq_questions (first_name, last_name, email, question, locale, status) values ('A', 'B', 'a@b.co', 'Q?', 'en', 'spam')`,
      ),
    ).rejects.toThrow(/faq_questions_status_check/);
  });
});
