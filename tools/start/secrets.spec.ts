import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadOrCreateDevSecrets } from './secrets.ts';

describe('loadOrCreateDevSecrets', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'hm-secrets-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('creates long random secrets in a file only the owner can read', () => {
    const file = join(dir, 'nested', 'dev-secrets.json');
    const secrets = loadOrCreateDevSecrets(file);
    expect(secrets.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(secrets);
  });

  it('returns the same secrets on the next run', () => {
    const file = join(dir, 'dev-secrets.json');
    expect(loadOrCreateDevSecrets(file)).toEqual(loadOrCreateDevSecrets(file));
  });

  it('keeps an existing secret that is long enough, and locks its file down', () => {
    const file = join(dir, 'dev-secrets.json');
    const jwtSecret = 'x'.repeat(40);
    writeFileSync(file, JSON.stringify({ jwtSecret }), { mode: 0o644 });
    expect(loadOrCreateDevSecrets(file).jwtSecret).toBe(jwtSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('replaces a secret that is too short to be accepted', () => {
    const file = join(dir, 'dev-secrets.json');
    writeFileSync(file, JSON.stringify({ jwtSecret: 'short' }));
    const secrets = loadOrCreateDevSecrets(file);
    expect(secrets.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(secrets);
  });

  it('starts over when the file is not JSON', () => {
    const file = join(dir, 'dev-secrets.json');
    writeFileSync(file, 'garbage');
    expect(loadOrCreateDevSecrets(file).jwtSecret.length).toBeGreaterThanOrEqual(32);
  });
});
