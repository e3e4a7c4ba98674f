import { MikroORM } from '@mikro-orm/postgresql';
import { createOrmOptions } from './orm-options.js';
import { createTestDatabase, type TestDatabase } from './testing/test-database.js';

const TABLES = ['chat_conversations', 'chat_messages'];

// The chat tables (Migration0007Chat, Migration0041ChatSuggestions) and the guarantees the API and worker rely on.
describe('chat tables in PostgreSQL', () => {
  let db: TestDatabase;
  let orm: MikroORM;

  beforeAll(async () => {
    db = await createTestDatabase('hm_test_db_chat');
    orm = await MikroORM.init(createOrmOptions({ url: db.url }));
  });

  afterAll(async () => {
    await orm?.close(true);
    await db?.drop();
  });

  const em = () => orm.em.fork();
  const conversation = async (userId: string | null = null): Promise<string> => {
    const [row] = await em().execute<{ id: string }[]>(
      `insert into chat_conversations (visitor_id, user_id, locale, expires_at) values (gen_random_uuid(), ?, 'fr', now() + interval '30 days') returning id`,
      [userId],
    );
    return row!.id;
  };
  const message = (conversationId: string, role: string, content: string, status = 'done') =>
    em().execute(`insert into chat_messages (conversation_id, role, content, status) values (?, ?, ?, ?)`, [
      conversationId,
      role,
      content,
      status,
    ]);

  it('has entities that match the hand-written migration', async () => {
    const diff = await orm.schema.getUpdateSchemaSQL({ wrap: false });
    // Only this migration's tables: other features' tables are checked by their own specs.
    const ours = diff.split('\n').filter((line) => TABLES.some((table) => line.includes(`"${table}"`)));
    expect(ours).toEqual([]);
  });

  it('keeps user messages to 1,000 characters, but not assistant replies', async () => {
    const id = await conversation();
    await expect(message(id, 'user', 'a'.repeat(1000))).resolves.toBeDefined();
    await expect(message(id, 'user', 'a'.repeat(1001))).rejects.toThrow(/chat_messages_content_check/);
    await expect(message(id, 'assistant', 'a'.repeat(3000))).resolves.toBeDefined();
    await expect(message(id, 'user', '')).rejects.toThrow(/chat_messages_content_check/);
    await expect(message(id, 'system', 'x')).rejects.toThrow(/chat_messages_role_check/);
    await expect(message(id, 'user', 'x', 'lost')).rejects.toThrow(/chat_messages_status_check/);
  });

  it("keeps a reply's suggestion whole: on assistant replies only, 'notify' with a service and no day", async () => {
    const id = await conversation();
    const suggest = (role: string, suggestion: string | null, serviceId: string | null, date: string | null) =>
      em().execute(
        `insert into chat_messages (conversation_id, role, content, status, suggestion, suggested_service_id, suggested_date) values (?, ?, 'x', 'done', ?, ?, ?)`,
        [id, role, suggestion, serviceId, date],
      );
    await expect(suggest('assistant', 'book', 'cleaning', '2026-12-08')).resolves.toBeDefined();
    await expect(suggest('assistant', 'book', null, null)).resolves.toBeDefined();
    await expect(suggest('assistant', 'notify', 'electrical', null)).resolves.toBeDefined();
    await expect(suggest('user', 'book', 'cleaning', null)).rejects.toThrow(/chat_messages_suggestion_shape_check/);
    await expect(suggest('assistant', 'notify', null, null)).rejects.toThrow(/chat_messages_suggestion_shape_check/);
    await expect(suggest('assistant', 'notify', 'electrical', '2026-12-08')).rejects.toThrow(/chat_messages_suggestion_shape_check/);
    await expect(suggest('assistant', null, 'cleaning', null)).rejects.toThrow(/chat_messages_suggestion_shape_check/);
    await expect(suggest('assistant', 'call', 'cleaning', null)).rejects.toThrow(/chat_messages_suggestion_check/);
  });

  it('gives a user one conversation and deletes its messages with it', async () => {
    const [user] = await em().execute<{ id: string }[]>(
      `insert into users (email, first_name, last_name) values ('chat@example.com', 'Léa', 'Roy') returning id`,
    );
    const id = await conversation(user!.id);
    await expect(conversation(user!.id)).rejects.toThrow(/chat_conversations_user_id_unique/);
    // Anonymous conversations are not limited.
    await conversation();
    await conversation();
    await message(id, 'user', 'Bonjour');
    await em().execute(`delete from chat_conversations where id = ?`, [id]);
    const [{ count } = { count: '' }] = await em().execute<{ count: string }[]>(
      `select count(*) from chat_messages where conversation_id = ?`,
      [id],
    );
    expect(Number(count)).toBe(0);
  });
});
