import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findOnPath, MissingRedisError, missingRedisMessage, startEmbeddedRedis } from './redis.ts';

describe('redis-server lookup', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'hm-path-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('finds an executable on the PATH and ignores a non-executable file', () => {
    writeFileSync(join(dir, 'redis-server'), '#!/bin/sh\n', { mode: 0o644 });
    expect(findOnPath('redis-server', dir)).toBeUndefined();
    chmodSync(join(dir, 'redis-server'), 0o755);
    expect(findOnPath('redis-server', `/nonexistent:${dir}`)).toBe(join(dir, 'redis-server'));
  });

  it('stops with one line that says how to get Redis when there is none', async () => {
    const start = startEmbeddedRedis(join(dir, 'data'), { PATH: dir });
    await expect(start).rejects.toBeInstanceOf(MissingRedisError);
    expect(missingRedisMessage).not.toContain('\n');
    expect(missingRedisMessage).toContain('docker compose up -d redis');
    expect(missingRedisMessage).toContain('apt-get install redis-server');
    expect(missingRedisMessage).toContain('REDIS_URL');
  });
});
