import { MikroORM } from '@mikro-orm/postgresql';
import { setTimeout as sleep } from 'node:timers/promises';
import { issueAccountLink } from './account-links.js';
import { hashOpaqueToken } from './opaque-token.js';
import { createOrmOptions } from './orm-options.js';
import { createTestDatabase, type TestDatabase } from './testing/test-database.js';

describe('issueAccountLink: the token of a mailed link, made at send time', () => {
  let db: TestDatabase;
  let orm: MikroORM;

  beforeAll(async () => {
    db = await createTestDatabase('hm_test_db_account_links');
    orm = await MikroORM.init(createOrmOptions({ url: db.url }));
  });

  afterAll(async () => {
    await orm?.close(true);
    await db?.drop();
  });

  const em = () => orm.em.fork();
  let counter = 0;

  async function resetRow(): Promise<string> {
    counter += 1;
    const [user] = await em().execute<{ id: string }[]>(
      `insert into users (first_name, last_name, email, locale) values ('Léa', 'Roy', ?, 'en') returning id`,
      [`links${counter}@example.com`],
    );
    const [row] = await em().execute<{ id: string }[]>(
      `insert into password_reset_tokens (user_id, expires_at) values (?, now() + interval '1 hour') returning id`,
      [user!.id],
    );
    return row!.id;
  }
  const hashOf = async (id: string) =>
    (await em().execute<{ token_hash: string | null }[]>('select token_hash from password_reset_tokens where id = ?', [id]))[0]!.token_hash;

  it('stores the hash of a new token on every call: only the newest works', async () => {
    const id = await resetRow();
    const first = await issueAccountLink(em(), 'passwordReset', id);
    const second = await issueAccountLink(em(), 'passwordReset', id);
    expect(first).toMatchObject({ to: `links${counter}@example.com`, firstName: 'Léa', locale: 'en' });
    expect(second!.token).not.toBe(first!.token);
    expect(await hashOf(id)).toBe(hashOpaqueToken(second!.token));
  });

  it('waits for a use of the link in progress, and gives a link spent meanwhile no token', async () => {
    const id = await resetRow();
    const using = em();
    await using.begin();
    await using.execute('select 1 from password_reset_tokens where id = ? for update', [id]);
    const issuing = issueAccountLink(em(), 'passwordReset', id);
    await sleep(200);
    await using.execute('update password_reset_tokens set used_at = now() where id = ?', [id]);
    await using.commit();
    expect(await issuing).toBeNull();
    expect(await hashOf(id)).toBeNull();
  });

  it('drops, on upgrade, the relayed mails that carried such a link in full, and keeps every other row', async () => {
    await orm.migrator.down({ to: 'Migration0008Professionals' });
    const insert = (template: string, relayed: boolean) =>
      em().execute(
        `insert into outbox (queue, job_name, payload, relayed_at) values ('mail', 'send', ?, ${relayed ? 'now()' : 'null'}) returning id`,
        [JSON.stringify({ to: 'x@example.com', template, text: 'https://homemate.test/reset-password?token=secret' })],
      );
    await insert('resetPassword', true);
    await insert('proInvitation', true);
    const [pending] = await insert('resetPassword', false);
    const [welcome] = await insert('welcome', true);
    await orm.migrator.up();
    const left = await em().execute<{ id: string }[]>('select id from outbox order by id');
    expect(left.map((row) => row.id)).toEqual([pending!.id, welcome!.id]);
  });
});
