import { readFileSync } from 'node:fs';
import { InvalidConfigError, readEnv } from './read-env.js';
import { readApiEnv } from './api-env.js';
import { readWorkerEnv } from './worker-env.js';
import { variables } from './variables.js';

const services = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/homemate', REDIS_URL: 'redis://127.0.0.1:6379' };

function problemsOf(read: () => unknown): readonly string[] {
  try {
    read();
  } catch (error) {
    if (error instanceof InvalidConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected the environment to be rejected');
}

describe('readEnv', () => {
  it('reads only the variables asked for, with their defaults', () => {
    expect(readEnv(['NODE_ENV', 'PORT', 'PUBLIC_URL'], { PORT: '8080', SMTP_URL: 'x' })).toEqual({
      NODE_ENV: 'development',
      PORT: 8080,
      PUBLIC_URL: 'http://localhost:3000',
    });
  });

  it('trims values and treats blank ones as unset', () => {
    expect(readEnv(['PORT', 'CHAT_MODEL', 'GOOGLE_MAPS_API_KEY'], { PORT: ' ', CHAT_MODEL: ' m ', GOOGLE_MAPS_API_KEY: '' })).toEqual({
      PORT: 3000,
      CHAT_MODEL: 'm',
      GOOGLE_MAPS_API_KEY: undefined,
    });
  });

  it('names every bad variable, in one message', () => {
    const error = (() => {
      try {
        readEnv(['NODE_ENV', 'DATABASE_URL', 'REDIS_URL', 'OUTBOX_POLL_MS'], {
          NODE_ENV: 'staging',
          REDIS_URL: 'http://r',
          OUTBOX_POLL_MS: '1e3',
        });
      } catch (caught) {
        return caught as Error;
      }
      throw new Error('expected the environment to be rejected');
    })();
    expect(error.message).toBe(
      'Invalid configuration: NODE_ENV must be one of development, test, production (got "staging"); DATABASE_URL is required (a postgres:// URL); ' +
        'REDIS_URL must be a redis:// URL (got "http://r"); OUTBOX_POLL_MS must be an integer from 10 to 60000 (got "1e3")',
    );
  });

  it.each(['mysql://app:s3cret@db/homemate', 'postgres//app:s3cret@db/homemate', 'mysql://app:s3/cr@et@db/homemate'])(
    'never echoes the credentials of %p',
    (value) => {
      const [problem] = problemsOf(() => readEnv(['DATABASE_URL'], { DATABASE_URL: value }));
      expect(problem).toMatch(/^DATABASE_URL must be a postgres:\/\/ URL \(got ".*\*\*\*@/);
      expect(problem).not.toMatch(/s3|cret|app/);
    },
  );

  it('strips trailing slashes from base addresses and resolves directories', () => {
    const env = readEnv(['PUBLIC_URL', 'S3_ENDPOINT', 'UPLOAD_DIR', 'SOCKET_ALLOWED_ORIGINS'], {
      PUBLIC_URL: 'https://homemate.example//',
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      SOCKET_ALLOWED_ORIGINS: 'https://a.example, https://b.example/',
    });
    expect(env).toEqual({
      PUBLIC_URL: 'https://homemate.example',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      UPLOAD_DIR: `${process.cwd()}/.data/uploads`,
      SOCKET_ALLOWED_ORIGINS: ['https://a.example', 'https://b.example'],
    });
  });

  it('requires a variable when another one asks for it, even if that one is malformed too', () => {
    expect(problemsOf(() => readApiEnv({ ...services, S3_BUCKET: 'Bad_Bucket', S3_ACCESS_KEY_ID: 'id' }))).toEqual([
      'S3_BUCKET must be a bucket name (got "Bad_Bucket")',
      'S3_SECRET_ACCESS_KEY is required when S3_BUCKET is set',
    ]);
    expect(problemsOf(() => readApiEnv({ ...services, NODE_ENV: 'production', OAUTH_GITHUB_CLIENT_ID: 'gh' }))).toEqual([
      'JWT_SECRET is required when NODE_ENV=production',
      'UNSUBSCRIBE_SECRET is required when NODE_ENV=production',
      'OAUTH_GITHUB_CLIENT_SECRET is required when OAUTH_GITHUB_CLIENT_ID is set',
    ]);
  });

  it('asks each app only for what it reads', () => {
    expect(() => readApiEnv(services)).not.toThrow();
    expect(problemsOf(() => readWorkerEnv(services))).toEqual(['SMTP_URL is required (an smtp:// URL)']);
    expect(() => readWorkerEnv({ ...services, SMTP_URL: 'smtp://127.0.0.1:1025', JWT_SECRET: 'short' })).not.toThrow();
  });
});

describe('the documented variables', () => {
  const root = new URL('../../../../', import.meta.url);

  it('.env.example lists every variable, and only those', () => {
    const listed = [...readFileSync(new URL('.env.example', root), 'utf8').matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]);
    expect(listed.sort()).toEqual(Object.keys(variables).sort());
  });

  it("the README's table names only real variables", () => {
    const readme = readFileSync(new URL('README.md', root), 'utf8');
    const start = readme.indexOf('## Environment variables');
    const table = readme.slice(start, readme.indexOf('\n## ', start + 1));
    // The first cell of each row; OAUTH_<PROVIDER>_… stands for the providers' variables.
    const firstCells = [...table.matchAll(/^\| (.+?) \|/gm)].map((match) => match[1]!);
    const named = firstCells
      .flatMap((cell) => [...cell.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1]!))
      .filter((name) => !name.startsWith('OAUTH_'));
    expect(named.length).toBeGreaterThan(20);
    for (const name of named) expect(Object.keys(variables)).toContain(name);
  });
});
