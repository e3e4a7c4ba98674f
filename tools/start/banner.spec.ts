import { banner, type BannerFacts } from './banner.ts';

const facts: BannerFacts = {
  port: 3000,
  nodeEnv: 'development',
  databaseUrl: 'postgres://postgres:secret@db.example:5432/homemate',
  embeddedDatabase: false,
  redisUrl: 'redis://127.0.0.1:6379',
  embeddedRedis: false,
  smtpUrl: 'smtp://127.0.0.1:1025',
};

const bullBoardLine = (text: string) => text.split('\n').find((line) => line.includes('Bull Board')) ?? '';

describe('banner', () => {
  it('sends operators to Bull Board through an admin sign-in, naming the demo admin', () => {
    const line = bullBoardLine(banner({ ...facts, demoAdminEmail: 'admin@homemate.local' }));
    expect(line).toContain(
      'http://localhost:3000/admin/queues  (sign in as an admin first: admin@homemate.local (demo, password in README.md))',
    );
    expect(line).not.toMatch(/token/i);
  });

  it('names the ADMIN_EMAIL operator too, once when it is the demo admin', () => {
    expect(bullBoardLine(banner({ ...facts, demoAdminEmail: 'admin@homemate.local', adminEmail: 'ops@example.com' }))).toContain(
      'ops@example.com (ADMIN_EMAIL) or admin@homemate.local (demo',
    );
    expect(bullBoardLine(banner({ ...facts, demoAdminEmail: 'ops@example.com', adminEmail: 'ops@example.com' }))).toMatch(
      /first: ops@example\.com \(ADMIN_EMAIL\)\)$/,
    );
  });

  it('says how to get an admin when there is none (production without ADMIN_EMAIL)', () => {
    expect(bullBoardLine(banner({ ...facts, nodeEnv: 'production' }))).toContain('set ADMIN_EMAIL and ADMIN_PASSWORD to create one');
  });

  it('hides the password of a database URL the developer provided', () => {
    const text = banner(facts);
    expect(text).not.toContain('secret');
    expect(text).toContain('postgres://postgres:***@db.example:5432/homemate');
  });
});
